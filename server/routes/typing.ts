// POST /typing: passes "started/stopped composing" on to the conversation's other members. The
// server keeps no typing state; clients expire indicators themselves.
import { setTypingStatus } from '../../shared/api/typing';
import { badRequest, invalidChannelId } from '../http/failure';
import { route, type Route } from '../http/route';
import { canReadChannel } from '../realm/access';
import type { Realm } from '../realm/realm';
import type { UserRecord } from '../realm/types';
import { canAccessUser, seesAllUsers } from '../realm/visibility';
import { normalizeTopic } from './message-support/topics';

const person = (user: UserRecord) => ({ user_id: user.user_id, email: user.email });

/** Recipients that want typing notifications; the typist's own clients included, as the real server does. */
function listeners(realm: Realm, sender: UserRecord, userIds: Iterable<number>): number[] {
  return [...userIds].filter((id) => {
    const user = realm.user(id);
    return user?.is_active === true && user.settings.receives_typing_notifications !== false;
  });
}

export const typingRoutes: Route[] = [
  route(setTypingStatus, (ctx, params) => {
    const { realm, user } = ctx;
    const sender = person(user);
    if (params.type === 'private') throw badRequest('Invalid type');
    if (params.type === 'direct') {
      for (const name of ['stream_id', 'topic'] as const) if (params[name] !== undefined) ctx.ignore(name);
      if (params.to === undefined) throw badRequest("Missing 'to' argument");
      if (params.to.length === 0) throw badRequest('Empty list of recipients');
      const restricted = !seesAllUsers(realm, user);
      const recipients = [...new Set([...params.to, user.user_id])].map((id) => {
        const recipient = realm.user(id);
        if (!recipient || (restricted && !canAccessUser(realm, user, recipient))) {
          throw badRequest(`Invalid user ID ${id}`);
        }
        return recipient;
      });
      realm.emit(
        listeners(
          realm,
          user,
          recipients.map((r) => r.user_id),
        ),
        {
          type: 'typing',
          op: params.op,
          message_type: 'direct',
          sender,
          recipients: recipients.map(person),
        },
      );
      return {};
    }
    if (params.to !== undefined) ctx.ignore('to');
    if (params.stream_id === undefined) throw badRequest('Missing channel ID');
    if (params.topic === undefined) throw badRequest('Missing topic');
    const channel = realm.channel(params.stream_id);
    if (!channel || !canReadChannel(realm, user, channel)) throw invalidChannelId();
    const topic = normalizeTopic(realm, params.topic);
    realm.emit(listeners(realm, user, channel.subscribers), {
      type: 'typing',
      op: params.op,
      message_type: 'stream',
      sender,
      stream_id: channel.stream_id,
      topic,
    });
    return {};
  }),
];
