// One version in the edit history: what changed (original, edited, moved…), who did it and when (in
// the user's language and clock), the channel and topic moves, and the content the server sent for it.
import type { ReactNode } from 'react';
import {
  defineMessages,
  useIntl,
  type MessageDescriptor,
  type MessageTag,
  type MessageValue,
  type NoMessageValues,
} from 'react-intl';
import { findChannel } from '../../state/channels';
import { useAppStore } from '../../state/selectors';
import { findUser } from '../../state/users';
import { RenderedHtml } from '../common/rendered-html';
import type { HistoryChange, HistoryVersion } from './history-versions';
import { useFullDate } from './use-full-date';

const messages = defineMessages<{
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

export function HistoryVersionItem({ version }: { version: HistoryVersion }) {
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
