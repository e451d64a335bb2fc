// What the simulated people do besides messages: join and leave channels, change their profile and
// status; and what the member does "on another device": subscriptions, their properties, settings,
// topic visibility and message flags.
import { chatPlace, recentMessage, type Action } from './actor-kit';

const MY_SETTINGS = ['twenty_four_hour_time', 'left_side_userlist', 'starred_message_counts', 'enter_sends'];
const COLORS = ['#76ce90', '#f5ce6e', '#a6dcbf', '#e79ab5'];

function joinOrLeave(leave: boolean, name: string) {
  return leave
    ? (['DELETE', { subscriptions: [name] }] as const)
    : (['POST', { subscriptions: [{ name }] }] as const);
}

export const PERSONAL_ACTIONS: Record<string, Action> = {
  'join-or-leave': {
    weight: 5,
    async run(w, c, rng) {
      const [method, params] = joinOrLeave(rng.chance(0.5), rng.pick(w.spareStreams).name);
      return (await c.act(rng.pick(w.others), method, '/users/me/subscriptions', params)).ok;
    },
  },
  'my-subscription': {
    weight: 4,
    async run(w, c, rng) {
      const [method, params] = joinOrLeave(rng.chance(0.5), rng.pick(w.spareStreams).name);
      return (await c.act(w.me.user_id, method, '/users/me/subscriptions', params)).ok;
    },
  },
  'my-subscription-property': {
    weight: 4,
    async run(w, c, rng) {
      const stream = rng.pick(w.chatStreams);
      const [property, value] = rng.pick<[string, unknown]>([
        ['pin_to_top', rng.chance(0.5)],
        ['color', rng.pick(COLORS)],
        ['desktop_notifications', rng.chance(0.5)],
      ]);
      const subscription_data = [{ stream_id: stream.streamId, property, value }];
      return (await c.act(w.me.user_id, 'POST', '/users/me/subscriptions/properties', { subscription_data }))
        .ok;
    },
  },
  'my-settings': {
    weight: 5,
    async run(w, c, rng) {
      return (await c.act(w.me.user_id, 'PATCH', '/settings', { [rng.pick(MY_SETTINGS)]: rng.chance(0.5) }))
        .ok;
    },
  },
  'their-profile': {
    weight: 3,
    async run(w, c, rng, _s, n) {
      return (await c.act(rng.pick(w.others), 'PATCH', '/settings', { full_name: `Soak Person ${n % 50}` }))
        .ok;
    },
  },
  'their-status': {
    weight: 3,
    async run(w, c, rng) {
      const status_text = rng.pick(['Busy', 'Lunch', '']);
      return (await c.act(rng.pick(w.others), 'POST', '/users/me/status', { status_text })).ok;
    },
  },
  'my-user-topic': {
    weight: 5,
    async run(w, c, rng) {
      const { stream, topic } = chatPlace(rng, w);
      const params = { stream_id: stream.streamId, topic, visibility_policy: rng.int(4) };
      return (await c.act(w.me.user_id, 'POST', '/user_topics', params)).ok;
    },
  },
  'my-flags': {
    weight: 5,
    async run(w, c, rng, s) {
      const m = recentMessage(rng, s);
      if (!m) return false;
      const [flag, op] = rng.pick([
        ['read', 'add'],
        ['read', 'remove'],
        ['starred', 'add'],
        ['starred', 'remove'],
      ] as const);
      return (await c.act(w.me.user_id, 'POST', '/messages/flags', { messages: [m.id], op, flag })).ok;
    },
  },
};
