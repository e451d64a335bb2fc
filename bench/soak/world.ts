// Who and where the soak plays: the member the app is signed in as, the people acting around them,
// the channel and topic the app itself posts to, the channels people chat in, and spare channels
// for joining and leaving. Picked from the in-process realm so most actions are valid.
import type { RunningServer } from '../../server/app';
import { canPostToChannel } from '../../server/realm/access';
import type { SeedAccount } from '../../server/seed/seed-types';
import { pickConversation } from '../figures/conversation-target';

export interface SoakWorld {
  me: SeedAccount;
  /** Humans other than the member who may post in the chat channels. */
  others: number[];
  admin: number;
  appStreamId: number;
  appTopic: string;
  /** Channels of the member where the others talk (the app's channel included). */
  chatStreams: { streamId: number; name: string }[];
  /**
   * Public channels nobody chats in, for joining and leaving. Kept apart from the chat channels:
   * the reference server sends edits and reactions only to a channel's current subscribers (the
   * real server sends them to everyone who received the message), so messages the member got
   * before leaving a channel would go stale in the app without it doing anything wrong.
   */
  spareStreams: { streamId: number; name: string }[];
  topics: string[];
}

export function soakWorld(server: RunningServer, me: SeedAccount): SoakWorld {
  const { realm } = server;
  const app = pickConversation(server, me, 2);
  const humans = server.accounts.filter((a) => !a.is_bot && a.user_id !== me.user_id && a.role <= 400);
  const admin = server.accounts.find((a) => a.role === 200 || a.role === 100);
  if (!admin) throw new Error('the seed has no administrator');
  const chatStreams = [...realm.channels.values()]
    .filter((c) => !c.is_archived && c.subscribers.has(me.user_id))
    .filter((c) => humans.every((h) => canPostToChannel(realm, realm.user(h.user_id)!, c)))
    .map((c) => ({ streamId: c.stream_id, name: c.name }));
  if (!chatStreams.some((c) => c.streamId === app.streamId)) {
    chatStreams.push({ streamId: app.streamId, name: app.channelName });
  }
  const chatting = new Set(chatStreams.map((c) => c.streamId));
  const spareStreams = [...realm.channels.values()]
    .filter((c) => !c.is_archived && !c.invite_only && !chatting.has(c.stream_id))
    .map((c) => ({ streamId: c.stream_id, name: c.name }));
  if (spareStreams.length === 0) throw new Error('the seed has no public channel to join and leave');
  return {
    me,
    others: humans.map((h) => h.user_id),
    admin: admin.user_id,
    appStreamId: app.streamId,
    appTopic: 'soak app',
    chatStreams,
    spareStreams,
    topics: ['soak one', 'soak two', 'soak three', 'soak app'],
  };
}
