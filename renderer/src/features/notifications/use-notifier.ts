// Runs the notifier (notifier.ts) for the signed-in account while the signed-in window is mounted,
// with the app's store and this window's focus and route.
import { useEffect } from 'react';
import { useAppStore } from '../../state/selectors';
import { appStore } from '../../state/store';
import { htmlToText } from './html-text';
import { useNotificationServices } from './notifications-context';
import { startNotifier } from './notifier';
import { pageShowsMessage } from './on-screen';

export function useNotifier(): void {
  const accountId = useAppStore((s) => s.session.activeAccountId);
  const { presenter, sounds } = useNotificationServices();
  useEffect(() => {
    if (accountId === null) return;
    return startNotifier({
      store: appStore,
      accountId,
      show: (request) => void presenter.show(request),
      playSound: (sound) => void sounds.play(sound),
      isOnScreen: pageShowsMessage,
      htmlToText: (html) => htmlToText(html),
    });
  }, [accountId, presenter, sounds]);
}
