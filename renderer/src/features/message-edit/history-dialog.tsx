// "Edit history": every version of a message with its time, who changed it, topic and channel
// moves, and the content of each version whose text changed (the server's diff when it sends one),
// as far as the organization's edit-history policy allows.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  defineMessages,
  useIntl,
  type MessageDescriptor,
  type NoMessageValues,
  type MessageValue,
  type MessageTag,
} from 'react-intl';
import { errorMessage } from '../../bridge/call-api';
import { findChannel } from '../../state/channels';
import { useAppStore } from '../../state/selectors';
import { findUser } from '../../state/users';
import { ModalDialog } from '../common/modal-dialog';
import { RenderedHtml } from '../common/rendered-html';
import { historyPolicy } from './history-policy';
import { historyVersions, type HistoryChange, type HistoryVersion } from './history-versions';
import { useFullDate } from './use-full-date';
import { useAccount } from '../../state/account-scope';

const messages = defineMessages<{
  readonly title: NoMessageValues;
  readonly hidden: NoMessageValues;
  readonly failed: { readonly reason: MessageValue };
  readonly loading: NoMessageValues;
  readonly movesOnly: NoMessageValues;
  readonly versions: NoMessageValues;
  readonly automatic: NoMessageValues;
  readonly unknownUser: NoMessageValues;
  readonly unknownChannel: { readonly id: MessageValue };
  readonly meta: {
    readonly author: MessageValue;
    readonly b: MessageTag;
    readonly change: MessageValue;
    readonly time: MessageTag;
    readonly when: MessageValue;
  };
  readonly channelMove: { readonly from: MessageValue; readonly to: MessageValue };
  readonly topicMove: { readonly from: MessageValue; readonly to: MessageValue };
  readonly original: NoMessageValues;
  readonly edited: NoMessageValues;
  readonly moved: NoMessageValues;
  readonly editedAndMoved: NoMessageValues;
  readonly changed: NoMessageValues;
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
  automatic: { id: 'edit.history.automatic', defaultMessage: 'Automatic' },
  unknownUser: { id: 'edit.history.unknown_user', defaultMessage: 'Unknown user' },
  unknownChannel: { id: 'edit.history.unknown_channel', defaultMessage: 'channel {id}' },
  meta: { id: 'edit.history.meta', defaultMessage: '<b>{change}</b> by {author}, <time>{when}</time>' },
  channelMove: { id: 'edit.history.channel_move', defaultMessage: 'Channel: #{from} → #{to}' },
  topicMove: { id: 'edit.history.topic_move', defaultMessage: 'Topic: {from} → {to}' },
  original: { id: 'edit.history.original', defaultMessage: 'Original message' },
  edited: { id: 'edit.history.edited', defaultMessage: 'Edited' },
  moved: { id: 'edit.history.moved', defaultMessage: 'Moved' },
  editedAndMoved: { id: 'edit.history.edited_and_moved', defaultMessage: 'Edited and moved' },
  changed: { id: 'edit.history.changed', defaultMessage: 'Changed' },
});

const CHANGE_NAMES: Record<HistoryChange, MessageDescriptor> = {
  original: messages.original,
  edited: messages.edited,
  moved: messages.moved,
  'edited-and-moved': messages.editedAndMoved,
  changed: messages.changed,
};

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
          {intl.formatMessage(messages.failed, { reason: errorMessage(history.error) })}
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
              <VersionItem key={version.key} version={version} />
            ))}
          </ol>
        </>
      )}
    </ModalDialog>
  );
}

function VersionItem({ version }: { version: HistoryVersion }) {
  const intl = useIntl();
  const fullDate = useFullDate();
  const author = useAppStore((s) =>
    version.userId === null ? null : (findUser(s.users, version.userId)?.full_name ?? null),
  );
  const channels = useAppStore((s) => s.channels);
  const channelName = (id: number) =>
    findChannel(channels, id)?.name ?? intl.formatMessage(messages.unknownChannel, { id: String(id) });
  const authorName =
    author ?? intl.formatMessage(version.userId === null ? messages.automatic : messages.unknownUser);
  const iso = new Date(version.timestamp * 1000).toISOString();
  return (
    <li className="message-history-version" data-testid="history-version">
      <p className="message-history-meta">
        {intl.formatMessage(messages.meta, {
          change: intl.formatMessage(CHANGE_NAMES[version.change]),
          author: authorName,
          when: fullDate(version.timestamp),
          b: (chunks: ReactNode[]) => <strong key="change">{chunks}</strong>,
          time: (chunks: ReactNode[]) => (
            <time key="when" dateTime={iso}>
              {chunks}
            </time>
          ),
        })}
      </p>
      {version.channelChange && (
        <p className="message-history-move">
          {intl.formatMessage(messages.channelMove, {
            from: channelName(version.channelChange.from),
            to: channelName(version.channelChange.to),
          })}
        </p>
      )}
      {version.topicChange && (
        <p className="message-history-move">{intl.formatMessage(messages.topicMove, version.topicChange)}</p>
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
