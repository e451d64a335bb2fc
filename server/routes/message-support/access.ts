// Who may read a message. Channel messages follow the channel's content access (subscribers, and
// non-guests for public channels, whose messages they see as "historical"), and in a channel with
// protected history a subscriber reads only what arrived while subscribed; direct messages are
// visible to their participants only.
import { canReadChannel } from '../../realm/access';
import type { Realm } from '../../realm/realm';
import type { MessageRecord, UserRecord } from '../../realm/types';
import { badRequest } from '../../http/failure';
import { firstVisibleMessageId, hasProtectedHistory, leftTraceOn } from './protected-history';

export const invalidMessages = () => badRequest('Invalid message(s)');

/**
 * Answers "may this user read messages of channel N" with a per-request cache: a page of messages
 * touches the same few channels over and over.
 */
export class MessageAccess {
  private readonly channelCache = new Map<number, boolean>();
  /** Per channel: the first message id the user may read (0 for all of them). */
  private readonly historyStart = new Map<number, number>();

  constructor(
    private readonly realm: Realm,
    readonly user: UserRecord,
  ) {}

  canRead(message: MessageRecord): boolean {
    if (message.type === 'private') return message.dm_user_ids.includes(this.user.user_id);
    const streamId = message.stream_id ?? -1;
    let allowed = this.channelCache.get(streamId);
    if (allowed === undefined) {
      const channel = this.realm.channel(streamId);
      allowed = channel !== undefined && canReadChannel(this.realm, this.user, channel);
      this.channelCache.set(streamId, allowed);
    }
    return allowed && (message.id >= this.firstReadable(streamId) || leftTraceOn(this.user, message));
  }

  /**
   * True when the message is among those the user received (the real server's UserMessage rows):
   * their direct messages, messages of channels they are subscribed to, and any message they sent
   * or flagged. Searches that do not name a channel look only at these.
   */
  hasReceived(message: MessageRecord): boolean {
    if (message.type === 'private') return message.dm_user_ids.includes(this.user.user_id);
    return (
      (this.realm.isSubscribed(this.user.user_id, message.stream_id ?? -1) && this.canRead(message)) ||
      leftTraceOn(this.user, message)
    );
  }

  private firstReadable(streamId: number): number {
    let start = this.historyStart.get(streamId);
    if (start === undefined) {
      const channel = this.realm.channel(streamId);
      start =
        channel && hasProtectedHistory(channel) ? firstVisibleMessageId(this.realm, this.user, channel) : 0;
      this.historyStart.set(streamId, start);
    }
    return start;
  }

  /** True when the user reads the message without having received it (not subscribed). */
  isHistorical(message: MessageRecord): boolean {
    return message.type === 'stream' && !this.realm.isSubscribed(this.user.user_id, message.stream_id ?? -1);
  }
}

/** The message, if it exists and the user may read it; otherwise the real server's error. */
export function accessMessage(realm: Realm, user: UserRecord, messageId: number): MessageRecord {
  const message = realm.messages.get(messageId);
  if (!message || !new MessageAccess(realm, user).canRead(message)) throw invalidMessages();
  return message;
}

/** Who has a message: its recipients, plus the sender, who always keeps their own messages. */
export function audienceOf(realm: Realm, message: MessageRecord): number[] {
  const ids = new Set<number>(
    message.type === 'private'
      ? message.dm_user_ids
      : (realm.channel(message.stream_id ?? -1)?.subscribers ?? []),
  );
  ids.add(message.sender_id);
  return [...ids].filter((id) => realm.user(id)?.is_active === true);
}
