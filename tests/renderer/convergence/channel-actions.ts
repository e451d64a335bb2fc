// Random actions on channels: who is subscribed, channel administration, and "me" changing my
// subscriptions and topic preferences from another device.
import { channels, isMine, people, pickOr, type Action } from './action-kit';

export const CHANNEL_ACTIONS: Record<string, Action> = {
  subscribeOthers: {
    weight: 3,
    run(c, rng, cast) {
      const ch = pickOr(rng, channels(c));
      const who = rng.sample(people(c, cast, true), rng.between(1, 3)).map((u) => u.user_id);
      if (!ch || who.length === 0) return undefined;
      const subscriptions = [{ name: ch.name }];
      return c.act(cast.admin, 'POST', '/users/me/subscriptions', { subscriptions, principals: who });
    },
  },
  unsubscribeOthers: {
    weight: 3,
    run(c, rng, cast) {
      const ch = pickOr(
        rng,
        channels(c).filter((x) => x.subscribers.size > 1),
      );
      const others = ch ? [...ch.subscribers].filter((id) => id !== cast.me).sort((a, b) => a - b) : [];
      const who = rng.sample(others, rng.between(1, 2));
      if (!ch || who.length === 0) return undefined;
      return c.act(cast.admin, 'DELETE', '/users/me/subscriptions', {
        subscriptions: [ch.name],
        principals: who,
      });
    },
  },
  subscribeMe: {
    weight: 3,
    run(c, rng, cast, n) {
      const open = channels(c).filter((ch) => !ch.invite_only && !isMine(c, cast, ch));
      const name = rng.chance(0.25) || open.length === 0 ? `cv-new-${n}` : rng.pick(open).name;
      const subscriptions = [{ name, description: `Made in round ${n}` }];
      return c.act(cast.me, 'POST', '/users/me/subscriptions', { subscriptions });
    },
  },
  adminSubscribesMe: {
    weight: 1,
    run(c, rng, cast) {
      const ch = pickOr(
        rng,
        channels(c).filter((x) => !isMine(c, cast, x)),
      );
      if (!ch) return undefined;
      const subscriptions = [{ name: ch.name }];
      return c.act(cast.admin, 'POST', '/users/me/subscriptions', { subscriptions, principals: [cast.me] });
    },
  },
  unsubscribeMe: {
    weight: 3,
    run(c, rng, cast) {
      const ch = pickOr(
        rng,
        channels(c).filter((x) => isMine(c, cast, x)),
      );
      if (!ch) return undefined;
      const [actor, extra] = rng.chance(0.3) ? [cast.admin, { principals: [cast.me] }] : [cast.me, {}];
      return c.act(actor, 'DELETE', '/users/me/subscriptions', { subscriptions: [ch.name], ...extra });
    },
  },
  renameChannel: {
    weight: 2,
    run(c, rng, cast, n) {
      const ch = pickOr(rng, channels(c));
      if (!ch) return undefined;
      const newName = `${ch.name.split('~')[0] ?? ch.name}~${n}`;
      return c.act(cast.admin, 'PATCH', `/streams/${ch.stream_id}`, { new_name: newName });
    },
  },
  describeChannel: {
    weight: 2,
    run(c, rng, cast, n) {
      const ch = pickOr(rng, channels(c));
      if (!ch) return undefined;
      return c.act(cast.admin, 'PATCH', `/streams/${ch.stream_id}`, { description: `Round ${n}: **busy**` });
    },
  },
  channelFolder: {
    weight: 1,
    run(c, rng, cast, n) {
      if (rng.chance(0.2)) {
        return c.act(cast.admin, 'POST', '/channel_folders', { name: `Folder ${n}`, description: '' });
      }
      const ch = pickOr(rng, channels(c));
      if (!ch) return undefined;
      const folders = [...c.server.realm.folders.keys()].sort((a, b) => a - b);
      const folderId = rng.chance(0.3) ? null : (pickOr(rng, folders) ?? null);
      return c.act(cast.admin, 'PATCH', `/streams/${ch.stream_id}`, { folder_id: folderId });
    },
  },
  // Only channels "me" never joined: when a channel comes back into view, no client can tell a
  // former subscription from none (the event carries channel fields only).
  channelPrivacy: {
    weight: 1,
    run(c, rng, cast) {
      const ch = pickOr(
        rng,
        channels(c).filter((x) => !c.server.realm.subscription(cast.me, x.stream_id)),
      );
      if (!ch) return undefined;
      return c.act(cast.admin, 'PATCH', `/streams/${ch.stream_id}`, { is_private: !ch.invite_only });
    },
  },
  subscriptionProperty: {
    weight: 4,
    run(c, rng, cast) {
      const ch = pickOr(
        rng,
        channels(c).filter((x) => isMine(c, cast, x)),
      );
      if (!ch) return undefined;
      const [property, value] = rng.pick<[string, unknown]>([
        ['is_muted', rng.chance(0.5)],
        ['in_home_view', rng.chance(0.5)],
        ['pin_to_top', rng.chance(0.5)],
        ['color', `#${rng.hex(6)}`],
        ['desktop_notifications', rng.pick([true, false, null])],
        ['audible_notifications', rng.pick([true, false, null])],
        ['wildcard_mentions_notify', rng.pick([true, false, null])],
      ]);
      const subscription_data = [{ stream_id: ch.stream_id, property, value }];
      return c.act(cast.me, 'POST', '/users/me/subscriptions/properties', { subscription_data });
    },
  },
  userTopic: {
    weight: 3,
    run(c, rng, cast, n) {
      const ch = pickOr(
        rng,
        channels(c).filter((x) => !x.invite_only || isMine(c, cast, x)),
      );
      if (!ch) return undefined;
      const known = [...ch.topics.values()].map((t) => t.name);
      // Other spellings of known topics too: topics match case-insensitively.
      const topic =
        known.length > 0 && rng.chance(0.7)
          ? rng.pick(known)
          : rng.pick([`Topic ${n % 5}`, `TOPIC ${n % 5}`]);
      const visibility_policy = rng.between(0, 3);
      return c.act(cast.me, 'POST', '/user_topics', { stream_id: ch.stream_id, topic, visibility_policy });
    },
  },
};
