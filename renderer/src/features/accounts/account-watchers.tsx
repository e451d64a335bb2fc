// What runs for every signed-in account whichever is shown, mounted once for the window: a notifier
// per account, and the app icon's badge and the window title, which add up every account's unread
// count (each under its own desktop_icon_count_display) and name the shown account.
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { callIpc } from '../../bridge/call-api';
import { useRuntime, useShell } from '../../state/app-runtime';
import { accountLabel, activeAccount } from '../../state/session';
import { htmlToText } from '../notifications/html-text';
import { useNotificationServices } from '../notifications/notifications-context';
import { pageShowsMessage } from '../notifications/on-screen';
import { windowTitle } from '../settings/badge-count';
import { watchAccountNotifiers } from './account-notifiers';
import { watchBadgeTotal } from './unread-badges';

export function AccountWatchers() {
  const runtime = useRuntime();
  const { presenter, sounds } = useNotificationServices();
  // The notifiers outlive a language switch: they read the language when they word a notification.
  const intl = useIntl();
  const intlRef = useRef(intl);
  useEffect(() => {
    intlRef.current = intl;
  }, [intl]);
  useEffect(
    () =>
      watchAccountNotifiers({
        ...runtime,
        show: (request) => void presenter.show(request),
        playSound: (sound) => void sounds.play(sound),
        pageShowsMessage,
        htmlToText,
        intl: () => intlRef.current,
      }),
    [runtime, presenter, sounds],
  );

  const [total, setTotal] = useState(0);
  useEffect(() => watchBadgeTotal(runtime.accounts, setTotal), [runtime]);
  const label = useShell((s) => {
    const shown = activeAccount(s.session);
    return shown === undefined ? '' : accountLabel(shown, s.session.accounts);
  });
  const signedIn = label !== '';
  useEffect(() => {
    document.title = windowTitle(label, total);
    // The desktop app also puts the count on its icon; browser mode has only the title.
    if (signedIn) void callIpc('app.setBadge', { count: total }).catch(() => undefined);
  }, [label, total, signedIn]);
  return null;
}
