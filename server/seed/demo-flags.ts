// The demo's read state and decorations: who has read what, reactions, and starred messages.
import { addFlag } from '../realm/messages';
import type { Realm } from '../realm/realm';
import type { ChannelRecord } from '../realm/types';
import type { Cast } from './accounts';
import type { Rng } from './prng';
import { REACTIONS } from './text';

/** Messages newer than this are still unread for the member (and the second member). */
const UNREAD_WINDOW = 26 * 3600;

/** Everyone has read everything, except the two members, who have not seen the last day yet. */
export function settleUnreads(realm: Realm, cast: Cast, now: number): void {
  const keepers = new Set([cast.member.user_id, cast.member2.user_id]);
  for (const user of realm.users.values()) {
    if (!keepers.has(user.user_id)) {
      user.unread.clear();
      continue;
    }
    for (const id of [...user.unread]) {
      const message = realm.messages.get(id);
      if (!message || message.timestamp < now - UNREAD_WINDOW) user.unread.delete(id);
    }
  }
}

/** Reactions on about a fifth of channel messages, and the member's starred messages. */
export function decorate(realm: Realm, rng: Rng, cast: Cast, channels: Map<string, ChannelRecord>): void {
  for (const id of realm.messageIds) {
    const message = realm.messages.get(id);
    if (!message || message.stream_id === null || !rng.chance(0.2)) continue;
    const channel = realm.channel(message.stream_id);
    const reactors = [...(channel?.subscribers ?? [])].filter(
      (u) => u !== message.sender_id && u !== cast.bot.user_id,
    );
    for (const emoji of rng.sample(REACTIONS, rng.between(1, 2))) {
      for (const userId of rng.sample(reactors, rng.between(1, 3))) {
        message.reactions.push({ ...emoji, reaction_type: 'unicode_emoji', user_id: userId });
      }
    }
  }
  const firstIn = (channelName: string, topic: string) => {
    const channel = channels.get(channelName);
    const id = channel?.message_ids.find((m) => realm.messages.get(m)?.topic === topic);
    return id === undefined ? undefined : realm.messages.get(id);
  };
  const launch = firstIn('announcements', 'product launch 3.0');
  const guidelines = firstIn('engineering', 'code review guidelines');
  for (const message of [launch, guidelines]) if (message) addFlag(cast.member, 'starred', message.id);
  const reacted = launch?.reactions.some((r) => r.user_id === cast.member.user_id && r.emoji_name === 'tada');
  if (launch && !reacted) {
    launch.reactions.push({
      emoji_name: 'tada',
      emoji_code: '1f389',
      reaction_type: 'unicode_emoji',
      user_id: cast.member.user_id,
    });
  }
}
