// "Edit history": every version of a message with its time, who changed it, topic and channel
// moves, and the content of each version whose text changed (the server's diff when it sends one),
// as far as the organization's edit-history policy allows.
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../bridge/call-api';
import { findChannel } from '../../state/channels';
import { useAppStore } from '../../state/selectors';
import { findUser } from '../../state/users';
import { ModalDialog } from '../common/modal-dialog';
import { RenderedHtml } from '../common/rendered-html';
import { historyPolicy } from './history-policy';
import { historyVersions, type HistoryVersion } from './history-versions';
import { useAccount } from '../../state/account-scope';

interface HistoryDialogProps {
  messageId: number;
  onClose(): void;
}

export function HistoryDialog({ messageId, onClose }: HistoryDialogProps) {
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
    <ModalDialog title="Edit history" onClose={onClose} className="is-wide">
      {policy === 'none' ? (
        <p>This organization does not let anyone view the edit history of messages.</p>
      ) : history.isError ? (
        <p role="alert" className="message-edit-error">
          Could not load the edit history: {errorMessage(history.error)}
        </p>
      ) : history.isPending ? (
        <p>Loading the edit history…</p>
      ) : (
        <>
          {policy === 'moves' && (
            <p className="message-history-note">This organization shows only when messages were moved.</p>
          )}
          <ol className="message-history" aria-label="Versions">
            {versions.map((version) => (
              <VersionItem key={version.key} version={version} />
            ))}
          </ol>
        </>
      )}
    </ModalDialog>
  );
}

function VersionItem({ version }: { version: HistoryVersion }) {
  const author = useAppStore((s) =>
    version.userId === null ? 'Automatic' : (findUser(s.users, version.userId)?.full_name ?? 'Unknown user'),
  );
  const channels = useAppStore((s) => s.channels);
  const channelName = (id: number) => findChannel(channels, id)?.name ?? `channel ${id}`;
  const when = new Date(version.timestamp * 1000).toLocaleString();
  return (
    <li className="message-history-version" data-testid="history-version">
      <p className="message-history-meta">
        <strong>{version.label}</strong> by {author},{' '}
        <time dateTime={new Date(version.timestamp * 1000).toISOString()}>{when}</time>
      </p>
      {version.channelChange && (
        <p className="message-history-move">
          Channel: #{channelName(version.channelChange.from)} → #{channelName(version.channelChange.to)}
        </p>
      )}
      {version.topicChange && (
        <p className="message-history-move">
          Topic: {version.topicChange.from} → {version.topicChange.to}
        </p>
      )}
      {version.html !== null && (
        <RenderedHtml
          className={`message-history-content rendered${version.isDiff ? ' is-diff' : ''}`}
          html={version.html}
        />
      )}
    </li>
  );
}
