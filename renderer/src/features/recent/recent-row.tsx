// One conversation of Recent conversations: a link that opens it (at its first unread message), with
// the channel (its colour) and topic or the direct conversation's people, who spoke there most
// recently, when, and how many messages are unread.
import { memo } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { routeHref, type Route } from '../../routing/route';
import { useAppStore } from '../../state/selectors';
import { findChannel } from '../../state/channels';
import { findUser } from '../../state/users';
import { Avatar } from '../messages/avatar';
import { conversationName, nameMessages, useEmptyTopicName, userName } from '../messages/names';
import { badgeNumber, unreadText } from '../messages/unread-badge';
import type { RecentConversation } from './recent-grouping';
import type { TimeFormat } from './recent-time';

const messages = defineMessages<{
  directMessage: NoMessageValues;
  participants: { names: string };
  moreSenders: { count: number };
}>({
  directMessage: { id: 'recent.row.direct_message', defaultMessage: 'Direct message' },
  participants: { id: 'recent.row.participants', defaultMessage: 'Participants: {names}.' },
  moreSenders: { id: 'recent.row.more_senders', defaultMessage: '+{count, number}' },
});

/** Avatars shown before "+N", as in the web app. */
export const MAX_AVATARS = 4;

export function conversationRoute(row: RecentConversation): Route {
  return row.streamId === null
    ? { name: 'dm', userIds: [...row.userIds] }
    : { name: 'topic', streamId: row.streamId, topic: row.topic };
}

interface RecentRowProps {
  row: RecentConversation;
  nowMs: number;
  time: TimeFormat;
  /** The row the keyboard lands on when tabbing into the list. */
  tabbable: boolean;
}

export const RecentRow = memo(function RecentRow({ row, nowMs, time, tabbable }: RecentRowProps) {
  const intl = useIntl();
  const ownUserId = useAppStore((s) => s.realm.ownUserId) ?? -1;
  const unread = useAppStore((s) => s.unread.conversations.get(row.key)?.ids.length ?? 0);
  const channel = useAppStore((s) =>
    row.streamId === null ? undefined : findChannel(s.channels, row.streamId),
  );
  const color = useAppStore((s) =>
    row.streamId === null ? undefined : s.channels.subscriptions.get(row.streamId)?.color,
  );
  const emptyTopicName = useEmptyTopicName();
  const users = useAppStore((s) => s.users);
  // A direct conversation nobody loaded a message of: its people stand in for its senders.
  const people = row.senders.length > 0 || row.streamId !== null ? row.senders : row.userIds;
  const shown = people.slice(0, MAX_AVATARS);
  const names = people.map((id) => userName(intl, users, id));
  const title =
    row.streamId === null
      ? conversationName(intl, users, row.userIds, ownUserId)
      : row.topic === ''
        ? emptyTopicName
        : row.topic;
  return (
    <a
      className={`recent-row${unread > 0 ? ' is-unread' : ''}`}
      href={routeHref(conversationRoute(row))}
      tabIndex={tabbable ? 0 : -1}
      data-testid="recent-row"
      data-key={row.key}
    >
      <span className="recent-where">
        {row.streamId === null ? (
          <span className="recent-dm-label">{intl.formatMessage(messages.directMessage)}</span>
        ) : (
          <>
            <span
              className="recent-swatch"
              style={{ background: color ?? 'var(--border)' }}
              aria-hidden="true"
            />
            <span className="recent-channel">
              {channel?.name ?? intl.formatMessage(nameMessages.unknownChannelTitle)}
            </span>
          </>
        )}
      </span>
      <span className={`recent-topic${row.topic === '' && row.streamId !== null ? ' is-empty-topic' : ''}`}>
        {title}
      </span>
      <span className="recent-senders" title={names.join(', ')}>
        <span className="visually-hidden">
          {intl.formatMessage(messages.participants, { names: names.join(', ') })}
        </span>
        {shown.map((id, i) => (
          <span key={id} className="recent-avatar" aria-hidden="true">
            <Avatar url={findUser(users, id)?.avatar_url} name={names[i] ?? ''} />
          </span>
        ))}
        {people.length > shown.length && (
          <span className="recent-more-senders" aria-hidden="true">
            {intl.formatMessage(messages.moreSenders, { count: people.length - shown.length })}
          </span>
        )}
      </span>
      {row.lastTimestamp === null ? (
        <span className="recent-time" />
      ) : (
        <time
          className="recent-time"
          dateTime={new Date(row.lastTimestamp * 1000).toISOString()}
          title={time.full(row.lastTimestamp)}
        >
          {time.relative(row.lastTimestamp, nowMs)}
        </time>
      )}
      <span className="recent-unread">
        {unread > 0 && (
          <>
            <span className="visually-hidden">{unreadText(intl, unread)}</span>
            <span className="unread-count" aria-hidden="true">
              {badgeNumber(intl, unread)}
            </span>
          </>
        )}
      </span>
    </a>
  );
});
