// The Notification Bot's messages after a move, as the real server sends them: to the new topic
// (unless only resolving) and, when asked, to the old one, in the real wording with #**channel>topic**
// links and a silent mention of who moved; and "has marked this topic as resolved/unresolved"
// after a resolve. Each is already read for the person who acted. The bot (a system bot on the real
// server) is created the first time it is needed.
import { addUser } from '../../realm/factory';
import { storeMessage } from '../../realm/messages';
import type { Realm } from '../../realm/realm';
import type { ChannelRecord, UserRecord } from '../../realm/types';
import { deliverMessage } from './send';
import type { AuthedContext } from '../../http/route';
import type { MovePlan } from './move';
import { RESOLVED_PREFIX, topicKey } from './topics';

const BOT_EMAIL = 'notification-bot@zulip.com';

function notificationBot(realm: Realm): UserRecord {
  for (const user of realm.users.values()) if (user.email === BOT_EMAIL) return user;
  return addUser(realm, { full_name: 'Notification Bot', email: BOT_EMAIL, is_bot: true, bot_type: 1 });
}

const where = (channel: ChannelRecord, topic: string) => `#**${channel.name}>${topic}**`;

function post(ctx: AuthedContext, channel: ChannelRecord, topic: string, content: string): void {
  const message = storeMessage(ctx.realm, {
    sender: notificationBot(ctx.realm),
    type: 'stream',
    stream_id: channel.stream_id,
    topic,
    content,
  });
  ctx.user.unread.delete(message.id);
  deliverMessage(ctx, message);
}

function topicHasOthers(realm: Realm, channel: ChannelRecord, topic: string, moved: Set<number>) {
  const key = topicKey(topic);
  return channel.message_ids.some(
    (id) => !moved.has(id) && topicKey(realm.messages.get(id)?.topic ?? '') === key,
  );
}

/** Zulip's hash encoding: percent-encoding with "." for "%". */
const hashPart = (text: string) => encodeURIComponent(text).replace(/\./g, '%2E').replace(/%/g, '.');

function messageUrl(realm: Realm, channel: ChannelRecord, topic: string, messageId: number): string {
  const slug = hashPart(channel.name.replace(/ /g, '-'));
  return `${realm.baseUrl}/#narrow/channel/${channel.stream_id}-${slug}/topic/${hashPart(topic)}/near/${messageId}`;
}

export interface MoveNoticeOptions {
  notifyOld: boolean;
  notifyNew: boolean;
  /** A content edit in the same request: then resolving sends no notice. */
  contentEdited: boolean;
  /** The edited message, linked to when it moved alone. */
  messageId: number;
}

export function sendMoveNotices(ctx: AuthedContext, plan: MovePlan, options: MoveNoticeOptions): void {
  const { realm, user } = ctx;
  const who = `@_**${user.full_name}|${user.user_id}**`;
  const moved = new Set(plan.ids);
  const count = plan.ids.length;
  const resolved = !plan.streamChanged && plan.newTopic === RESOLVED_PREFIX + plan.oldTopic;
  const unresolved = !plan.streamChanged && plan.oldTopic === RESOLVED_PREFIX + plan.newTopic;
  if (resolved || unresolved) {
    if (options.contentEdited) return;
    const state = resolved ? 'resolved' : 'unresolved';
    post(ctx, plan.to, plan.newTopic, `${who} has marked this topic as ${state}.`);
    return;
  }
  const movedAll = !topicHasOthers(realm, plan.from, plan.oldTopic, moved);
  if (options.notifyNew) {
    const from = where(plan.from, plan.oldTopic);
    const joined = topicHasOthers(realm, plan.to, plan.newTopic, moved);
    const link = messageUrl(realm, plan.to, plan.newTopic, options.messageId);
    const text =
      movedAll && !joined
        ? `This topic was moved here from ${from} by ${who}.`
        : count === 1
          ? `[A message](${link}) was moved here from ${from} by ${who}.`
          : `${count} messages were moved here from ${from} by ${who}.`;
    post(ctx, plan.to, plan.newTopic, text);
  }
  if (options.notifyOld) {
    const to = where(plan.to, plan.newTopic);
    const text = movedAll
      ? `This topic was moved to ${to} by ${who}.`
      : count === 1
        ? `A message was moved from this topic to ${to} by ${who}.`
        : `${count} messages were moved from this topic to ${to} by ${who}.`;
    post(ctx, plan.from, plan.oldTopic, text);
  }
}
