// Where POST /messages sends: the target channel (by id or name) or the direct-message participants
// (by ids or emails), with the real server's errors for each way it can go wrong.
import { canPostToChannel, canReadChannel } from '../../realm/access';
import type { Realm } from '../../realm/realm';
import type { ChannelRecord, UserRecord } from '../../realm/types';
import { canAccessUser, seesAllUsers } from '../../realm/visibility';
import { ApiFailure, badRequest } from '../../http/failure';

type To = number | string | number[] | string[];

const channelMissing = (extra: Record<string, unknown>, msg: string) =>
  new ApiFailure(400, 'STREAM_DOES_NOT_EXIST', msg, extra);

/** The channel a message goes to, checked for existence and the sender's right to post. */
export function targetChannel(realm: Realm, sender: UserRecord, to: To): ChannelRecord {
  // Old clients wrap the channel in a one-element list.
  const target = Array.isArray(to) ? to[0] : to;
  if (target === undefined || (Array.isArray(to) && to.length !== 1)) {
    throw badRequest('Invalid channel recipient');
  }
  let channel: ChannelRecord | undefined;
  if (typeof target === 'number') {
    channel = realm.channel(target);
    if (!channel) throw channelMissing({ stream_id: target }, `Channel with ID '${target}' does not exist`);
  } else {
    channel = realm.channelByName(target);
    if (!channel) throw channelMissing({ stream: target }, `Channel '${target}' does not exist`);
  }
  if (channel.is_archived || !canReadChannel(realm, sender, channel)) {
    throw badRequest(`Not authorized to send to channel '${channel.name}'`);
  }
  if (!canPostToChannel(realm, sender, channel)) {
    throw badRequest('You do not have permission to post in this channel.');
  }
  return channel;
}

/** The direct-message recipients (the sender is added by the store). */
export function directRecipients(realm: Realm, sender: UserRecord, to: To): UserRecord[] {
  const parts: (number | string)[] = Array.isArray(to)
    ? to
    : typeof to === 'number'
      ? [to]
      : to
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== '');
  if (parts.length === 0) throw badRequest('Message must have recipients');
  const restricted = !seesAllUsers(realm, sender);
  return parts.map((part) => {
    const user = typeof part === 'number' ? realm.user(part) : realm.userByEmail(part);
    if (!user) {
      throw badRequest(typeof part === 'number' ? `Invalid user ID ${part}` : `Invalid email '${part}'`);
    }
    if (restricted && !canAccessUser(realm, sender, user))
      throw badRequest(`Invalid user ID ${user.user_id}`);
    if (!user.is_active && !user.is_bot) throw badRequest(`'${user.email}' is no longer using Zulip.`);
    return user;
  });
}
