// The polite live region of new messages (issue 20): a visually hidden role="log" under the window
// that gets a line when someone else's message arrives in the conversation on screen. Screen readers
// read additions to a log politely, after what they are saying; typing is announced by the typing
// indicator's own status line, which changes only when who is typing changes, never per keystroke.
// Each line is worded once, when it is added: a line already read is not changed (and so not read
// again) when the language changes.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAccount } from '../../state/account-scope';
import { useRoute } from '../../routing/use-route';
import { useAppStore } from '../../state/selectors';
import { narrowFromRoute } from '../messages/narrow';
import { announcementsFor } from './message-announcements';
import { formatPhrase } from '../../../../shared/i18n/phrase';

const label = defineMessages({
  label: { id: 'announce.log_label', defaultMessage: 'New messages' },
}).label;

/** The log keeps only its newest lines; older ones were read already. */
const KEPT_LINES = 5;

interface Line {
  id: number;
  text: string;
}

export function MessageAnnouncer() {
  const intl = useIntl();
  const { store, accountId } = useAccount();
  const route = useRoute();
  const ownUserId = useAppStore((s) => s.realm.ownUserId);
  const narrow = ownUserId === null ? null : narrowFromRoute(route, ownUserId);
  // The listener reads the latest narrow through a ref, so a route change does not resubscribe.
  const narrowRef = useRef(narrow);
  const intlRef = useRef(intl);
  useLayoutEffect(() => {
    narrowRef.current = narrow;
    intlRef.current = intl;
  });
  const [lines, setLines] = useState<readonly Line[]>([]);

  useEffect(() => {
    let next = 0;
    return store.getState().onEventsApplied((batch) => {
      if (batch.replayed || batch.accountId !== accountId || ownUserId === null) return;
      const added = announcementsFor(batch.events, { narrow: narrowRef.current, ownUserId });
      if (added.length === 0) return;
      const worded = added.map((line) => ({ id: next++, text: formatPhrase(intlRef.current, line) }));
      setLines((was) => [...was, ...worded].slice(-KEPT_LINES));
    });
  }, [store, accountId, ownUserId]);

  return (
    <div role="log" aria-label={intl.formatMessage(label)} aria-live="polite" className="visually-hidden">
      {lines.map((line) => (
        <p key={line.id}>{line.text}</p>
      ))}
    </div>
  );
}
