// What the simulated people do with messages: post, write to the member directly, edit, move
// between topics, delete, react and take reactions back, and type.
import { chatPlace, recentMessage, type Action } from './actor-kit';

const EMOJI = ['octopus', 'tada', 'heart', 'rocket'];

export const MESSAGE_ACTIONS: Record<string, Action> = {
  message: {
    weight: 24,
    async run(w, c, rng, s, n) {
      const { stream, topic } = chatPlace(rng, w);
      const sender = rng.pick(w.others);
      const content = `Soak chatter ${n}`;
      const r = await c.act(sender, 'POST', '/messages', {
        type: 'stream',
        to: stream.streamId,
        topic,
        content,
      });
      if (r.ok) s.sent.push({ id: r.body.id as number, sender, streamId: stream.streamId, topic });
      return r.ok;
    },
  },
  direct: {
    weight: 5,
    async run(w, c, rng, _s, n) {
      const params = { type: 'direct', to: [w.me.user_id], content: `Soak DM ${n}` };
      return (await c.act(rng.pick(w.others), 'POST', '/messages', params)).ok;
    },
  },
  edit: {
    weight: 8,
    async run(_w, c, rng, s, n) {
      const m = recentMessage(rng, s);
      if (!m) return false;
      return (await c.act(m.sender, 'PATCH', `/messages/${m.id}`, { content: `Soak chatter, edited ${n}` }))
        .ok;
    },
  },
  move: {
    weight: 2,
    async run(w, c, rng, s) {
      const m = recentMessage(rng, s);
      if (!m) return false;
      const topic = rng.pick(w.topics.filter((t) => t !== w.appTopic && t !== m.topic));
      const r = await c.act(m.sender, 'PATCH', `/messages/${m.id}`, { topic, propagate_mode: 'change_one' });
      if (r.ok) m.topic = topic;
      return r.ok;
    },
  },
  delete: {
    weight: 2,
    async run(w, c, rng, s) {
      const m = recentMessage(rng, s);
      if (!m) return false;
      s.sent = s.sent.filter((x) => x !== m);
      return (await c.act(w.admin, 'DELETE', `/messages/${m.id}`)).ok;
    },
  },
  react: {
    weight: 10,
    async run(w, c, rng, s) {
      const m = recentMessage(rng, s);
      if (!m) return false;
      const userId = rng.pick(w.others);
      const emoji = rng.pick(EMOJI);
      const r = await c.act(userId, 'POST', `/messages/${m.id}/reactions`, { emoji_name: emoji });
      if (r.ok) s.reactions.push({ messageId: m.id, userId, emoji });
      return r.ok;
    },
  },
  unreact: {
    weight: 5,
    async run(_w, c, rng, s) {
      if (s.reactions.length === 0) return false;
      const { messageId, userId, emoji } = s.reactions.splice(rng.int(s.reactions.length), 1)[0]!;
      return (await c.act(userId, 'DELETE', `/messages/${messageId}/reactions`, { emoji_name: emoji })).ok;
    },
  },
  typing: {
    weight: 10,
    async run(w, c, rng, s) {
      const { stream, topic } = chatPlace(rng, w);
      const userId = rng.pick(w.others);
      const key = `${userId}:${stream.streamId}:${topic}`;
      const op = s.typing.has(key) ? 'stop' : 'start';
      const params = { type: 'stream', op, stream_id: stream.streamId, topic };
      const r = await c.act(userId, 'POST', '/typing', params);
      if (op === 'start') s.typing.set(key, { userId, streamId: stream.streamId, topic });
      else s.typing.delete(key);
      return r.ok;
    },
  },
};
