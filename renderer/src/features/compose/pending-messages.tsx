// Local echoes for message views: `usePendingMessages(narrowKey)` lists what the user sent to a narrow
// that the server has not echoed yet, and `PendingMessageStatus` says how each is doing ("Waiting to
// send" while the server cannot be reached: main's outbox keeps it and sends it when it is back), with
// Retry and Discard for a failed one.
import { useShallow } from 'zustand/react/shallow';
import { useAccount } from '../../state/account-scope';
import { pendingForNarrow, type OutboxEntry } from '../../state/outbox';
import { useAppStore } from '../../state/selectors';
import { discardOutboxEntry, retryOutboxEntry, sendDeps } from './send-message';

export type { OutboxEntry };

/** The narrow's unsent messages, oldest first (render them after the server's messages). */
export function usePendingMessages(narrowKey: string): readonly OutboxEntry[] {
  return useAppStore(useShallow((s) => pendingForNarrow(s.outbox, narrowKey, s.realm.ownUserId)));
}

const STATUS_TEXT: Record<Exclude<OutboxEntry['status'], 'failed'>, string> = {
  queued: 'Waiting to send',
  sending: 'Sending…',
  unknown: 'Checking whether it arrived…',
  sent: 'Sent',
};

export function PendingMessageStatus({ entry }: { entry: OutboxEntry }) {
  const account = useAccount();
  if (entry.status !== 'failed') {
    return (
      <span className="pending-status" role="status">
        {STATUS_TEXT[entry.status]}
      </span>
    );
  }
  return (
    <span className="pending-status is-failed" role="alert">
      <span className="pending-error">Not sent: {entry.error ?? 'something went wrong'}</span>
      <button
        type="button"
        className="button button-small"
        onClick={() => void retryOutboxEntry(entry.localId, sendDeps(account))}
      >
        Retry
      </button>
      <button
        type="button"
        className="button button-small"
        onClick={() => void discardOutboxEntry(entry.localId, sendDeps(account))}
      >
        Discard
      </button>
    </span>
  );
}

/** A ready-made echo: the text as typed (plain, never HTML) and its status. */
export function PendingMessage({ entry }: { entry: OutboxEntry }) {
  return (
    <article
      className={`pending-message is-${entry.status}`}
      aria-label={entry.status === 'failed' ? 'Message not sent' : 'Message waiting to be sent'}
    >
      <p className="pending-content">{entry.content}</p>
      <PendingMessageStatus entry={entry} />
    </article>
  );
}
