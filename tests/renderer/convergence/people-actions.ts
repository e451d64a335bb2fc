// Random actions about people and "me": settings and personal data from another device, profile
// changes, deactivations, typing, statuses, and direct messages that change what is unread.
import { channels, people, pickOr, type Action } from './action-kit';

export const PEOPLE_ACTIONS: Record<string, Action> = {
  mySetting: {
    weight: 3,
    run(c, rng, cast) {
      const [name, value] = rng.pick<[string, unknown]>([
        ['twenty_four_hour_time', rng.chance(0.5)],
        ['enter_sends', rng.chance(0.5)],
        ['starred_message_counts', rng.chance(0.5)],
        ['high_contrast_mode', rng.chance(0.5)],
        ['receives_typing_notifications', rng.chance(0.5)],
        ['color_scheme', rng.between(1, 3)],
        ['demote_inactive_streams', rng.between(1, 3)],
        ['emojiset', rng.pick(['google', 'twitter', 'text'])],
        ['timezone', rng.pick(['Europe/Berlin', 'Asia/Tokyo', 'America/Chicago'])],
      ]);
      return c.act(cast.me, 'PATCH', '/settings', { [name]: value });
    },
  },
  profileName: {
    weight: 2,
    run(c, rng, cast, n) {
      const who = pickOr(rng, people(c, cast, true));
      if (!who) return undefined;
      const fullName = `${who.full_name.split(' #')[0] ?? 'Someone'} #${n}`;
      return c.act(cast.admin, 'PATCH', `/users/${who.user_id}`, { full_name: fullName });
    },
  },
  profileRole: {
    weight: 1,
    run(c, rng, cast) {
      const who = pickOr(rng, people(c, cast, true));
      if (!who) return undefined;
      return c.act(cast.admin, 'PATCH', `/users/${who.user_id}`, { role: rng.pick([200, 300, 400, 600]) });
    },
  },
  deactivate: {
    weight: 1,
    run(c, rng, cast) {
      const who = pickOr(rng, people(c, cast, true));
      return who && c.act(cast.admin, 'DELETE', `/users/${who.user_id}`);
    },
  },
  reactivate: {
    weight: 1,
    run(c, rng, cast) {
      const who = pickOr(rng, people(c, cast, false));
      return who && c.act(cast.admin, 'POST', `/users/${who.user_id}/reactivate`);
    },
  },
  typing: {
    weight: 2,
    run(c, rng, cast, n) {
      const who = pickOr(rng, people(c, cast, true));
      if (!who) return undefined;
      const op = rng.pick(['start', 'stop']);
      if (rng.chance(0.5))
        return c.act(who.user_id, 'POST', '/typing', { type: 'direct', op, to: [cast.me] });
      const ch = pickOr(
        rng,
        channels(c).filter((x) => x.subscribers.has(who.user_id)),
      );
      if (!ch) return undefined;
      const params = { type: 'channel', op, stream_id: ch.stream_id, topic: `Topic ${n % 5}` };
      return c.act(who.user_id, 'POST', '/typing', params);
    },
  },
  status: {
    weight: 2,
    run(c, rng, cast) {
      const who = rng.chance(0.2) ? cast.me : pickOr(rng, people(c, cast, true))?.user_id;
      if (who === undefined) return undefined;
      return c.act(who, 'POST', '/users/me/status', {
        status_text: rng.pick(['', 'In a meeting', 'Out to lunch', 'Heads down']),
        emoji_name: rng.pick(['', 'coffee', 'palm_tree']),
        ...(who !== cast.me && rng.chance(0.2) ? { away: rng.chance(0.5) } : {}),
      });
    },
  },
  directMessageToMe: {
    weight: 2,
    run(c, rng, cast, n) {
      const who = pickOr(rng, people(c, cast, true));
      return (
        who &&
        c.act(who.user_id, 'POST', '/messages', { type: 'direct', to: [cast.me], content: `Ping ${n}` })
      );
    },
  },
  markRead: {
    weight: 1,
    run(c, rng, cast) {
      const unread = [...(c.server.realm.user(cast.me)?.unread ?? [])].sort((a, b) => a - b);
      if (unread.length === 0) return undefined;
      const messages = rng.sample(unread, rng.between(1, 4));
      return c.act(cast.me, 'POST', '/messages/flags', { messages, op: 'add', flag: 'read' });
    },
  },
  alertWords: {
    weight: 1,
    run(c, rng, cast) {
      const alert_words = [rng.pick(['deploy', 'lunch', 'incident', 'launch'])];
      return c.act(cast.me, rng.chance(0.5) ? 'POST' : 'DELETE', '/users/me/alert_words', { alert_words });
    },
  },
  draftsAndSnippets: {
    weight: 1,
    run(c, rng, cast, n) {
      const me = c.server.realm.user(cast.me);
      const drafts = [...(me?.drafts.keys() ?? [])].sort((a, b) => a - b);
      const snippets = [...(me?.saved_snippets.keys() ?? [])].sort((a, b) => a - b);
      switch (rng.int(4)) {
        case 0: {
          const draft = { type: 'private', to: [cast.admin], topic: '', content: `Draft ${n}` };
          return c.act(cast.me, 'POST', '/drafts', { drafts: [draft] });
        }
        case 1:
          return drafts.length > 0 ? c.act(cast.me, 'DELETE', `/drafts/${rng.pick(drafts)}`) : undefined;
        case 2:
          return c.act(cast.me, 'POST', '/saved_snippets', { title: `Snippet ${n}`, content: 'Thanks!' });
        default:
          return snippets.length > 0
            ? c.act(cast.me, 'DELETE', `/saved_snippets/${rng.pick(snippets)}`)
            : undefined;
      }
    },
  },
};
