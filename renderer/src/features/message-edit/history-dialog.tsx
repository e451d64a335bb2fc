// "Edit history": every version of a message with its time, who changed it, topic and channel
// moves, and the content of each version whose text changed (the server's diff when it sends one),
// as far as the organization's edit-history policy allows.
import { useQuery } from '@tanstack/react-query';
import { defineMessages, useIntl, type MessageValue, type NoMessageValues } from 'react-intl';
import { errorMessage } from '../../bridge/call-api';
import { useAppStore } from '../../state/selectors';
import { ModalDialog } from '../common/modal-dialog';
import { historyPolicy } from './history-policy';
import { HistoryVersionItem } from './history-version-item';
import { historyVersions } from './history-versions';
import { useAccount } from '../../state/account-scope';

const messages = defineMessages<{
  readonly title: NoMessageValues;
  readonly hidden: NoMessageValues;
  readonly failed: { readonly reason: MessageValue };
  readonly loading: NoMessageValues;
  readonly movesOnly: NoMessageValues;
  readonly versions: NoMessageValues;
}>({
  title: { id: 'edit.history.title', defaultMessage: 'Edit history' },
  hidden: {
    id: 'edit.history.hidden',
    defaultMessage: 'This organization does not let anyone view the edit history of messages.',
  },
  failed: { id: 'edit.history.failed', defaultMessage: 'Could not load the edit history: {reason}' },
  loading: { id: 'edit.history.loading', defaultMessage: 'Loading the edit history…' },
  movesOnly: {
    id: 'edit.history.moves_only',
    defaultMessage: 'This organization shows only when messages were moved.',
  },
  versions: { id: 'edit.history.versions_label', defaultMessage: 'Versions' },
});

interface HistoryDialogProps {
  messageId: number;
  onClose(): void;
}

export function HistoryDialog({ messageId, onClose }: HistoryDialogProps) {
  const intl = useIntl();
  const { api } = useAccount();
  const policy = useAppStore((s) => historyPolicy(s.realmSettings.values));
  const history = useQuery({
    queryKey: ['messageHistory', messageId],
    queryFn: () => api('getMessageHistory', { message_id: messageId, allow_empty_topic_name: false }),
    enabled: policy !== 'none',
    gcTime: 0,
  });
  const versions = history.data ? historyVersions(history.data.message_history) : [];
  return (
    <ModalDialog title={intl.formatMessage(messages.title)} onClose={onClose} className="is-wide">
      {policy === 'none' ? (
        <p>{intl.formatMessage(messages.hidden)}</p>
      ) : history.isError ? (
        <p role="alert" className="message-edit-error">
          {intl.formatMessage(messages.failed, { reason: errorMessage(history.error, intl) })}
        </p>
      ) : history.isPending ? (
        <p>{intl.formatMessage(messages.loading)}</p>
      ) : (
        <>
          {policy === 'moves' && (
            <p className="message-history-note">{intl.formatMessage(messages.movesOnly)}</p>
          )}
          <ol className="message-history" aria-label={intl.formatMessage(messages.versions)}>
            {versions.map((version) => (
              <HistoryVersionItem key={version.key} version={version} />
            ))}
          </ol>
        </>
      )}
    </ModalDialog>
  );
}
