// Local echoes for message views: `usePendingMessages(narrowKey)` lists what the user sent to a narrow
// that the server has not echoed yet, and `PendingMessageStatus` says how each is doing ("Waiting to
// send" while the server cannot be reached: main's outbox keeps it and sends it when it is back), with
// Retry and Discard for a failed one.
import {
  defineMessages,
  useIntl,
  type MessageDescriptor,
  type NoMessageValues,
  type MessageValue,
} from 'react-intl';
import { useShallow } from 'zustand/react/shallow';
import { useAccount } from '../../state/account-scope';
import { pendingForNarrow, type OutboxEntry } from '../../state/outbox';
import { useAppStore } from '../../state/selectors';
import { discardOutboxEntry, retryOutboxEntry, sendDeps } from './send-message';
import { formatPhrase } from '../../../../shared/i18n/phrase';

export type { OutboxEntry };

const messages = defineMessages<{
  readonly queued: NoMessageValues;
  readonly sending: NoMessageValues;
  readonly unknown: NoMessageValues;
  readonly sent: NoMessageValues;
  readonly notSent: { readonly reason: MessageValue };
  readonly notSentNoReason: NoMessageValues;
  readonly retry: NoMessageValues;
  readonly discard: NoMessageValues;
  readonly failedLabel: NoMessageValues;
  readonly waitingLabel: NoMessageValues;
}>({
  queued: { id: 'compose.outbox.queued', defaultMessage: 'Waiting to send' },
  sending: { id: 'compose.outbox.sending', defaultMessage: 'Sending…' },
  unknown: { id: 'compose.outbox.unknown', defaultMessage: 'Checking whether it arrived…' },
  sent: { id: 'compose.outbox.sent', defaultMessage: 'Sent' },
  notSent: { id: 'compose.outbox.not_sent', defaultMessage: 'Not sent: {reason}' },
  notSentNoReason: {
    id: 'compose.outbox.not_sent_no_reason',
    defaultMessage: 'Not sent: something went wrong',
  },
  retry: { id: 'compose.outbox.retry', defaultMessage: 'Retry' },
  discard: { id: 'compose.outbox.discard', defaultMessage: 'Discard' },
  failedLabel: { id: 'compose.outbox.failed_label', defaultMessage: 'Message not sent' },
  waitingLabel: { id: 'compose.outbox.waiting_label', defaultMessage: 'Message waiting to be sent' },
});

/** The narrow's unsent messages, oldest first (render them after the server's messages). */
export function usePendingMessages(narrowKey: string): readonly OutboxEntry[] {
  return useAppStore(useShallow((s) => pendingForNarrow(s.outbox, narrowKey, s.realm.ownUserId)));
}

const STATUS_TEXT: Record<Exclude<OutboxEntry['status'], 'failed'>, MessageDescriptor> = {
  queued: messages.queued,
  sending: messages.sending,
  unknown: messages.unknown,
  sent: messages.sent,
};

export function PendingMessageStatus({ entry }: { entry: OutboxEntry }) {
  const intl = useIntl();
  const account = useAccount();
  if (entry.status !== 'failed') {
    return (
      <span className="pending-status" role="status">
        {intl.formatMessage(STATUS_TEXT[entry.status])}
      </span>
    );
  }
  // The reason is main's or the server's own words, or the bridge's worded here.
  const reason =
    entry.error === undefined
      ? intl.formatMessage(messages.notSentNoReason)
      : intl.formatMessage(messages.notSent, { reason: formatPhrase(intl, entry.error) });
  return (
    <span className="pending-status is-failed" role="alert">
      <span className="pending-error">{reason}</span>
      <button
        type="button"
        className="button button-small"
        onClick={() => void retryOutboxEntry(entry.localId, sendDeps(account))}
      >
        {intl.formatMessage(messages.retry)}
      </button>
      <button
        type="button"
        className="button button-small"
        onClick={() => void discardOutboxEntry(entry.localId, sendDeps(account))}
      >
        {intl.formatMessage(messages.discard)}
      </button>
    </span>
  );
}

/** A ready-made echo: the text as typed (plain, never HTML) and its status. */
export function PendingMessage({ entry }: { entry: OutboxEntry }) {
  const intl = useIntl();
  return (
    <article
      className={`pending-message is-${entry.status}`}
      aria-label={intl.formatMessage(
        entry.status === 'failed' ? messages.failedLabel : messages.waitingLabel,
      )}
    >
      <p className="pending-content">{entry.content}</p>
      <PendingMessageStatus entry={entry} />
    </article>
  );
}
