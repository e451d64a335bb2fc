// Event templates of the mix about people and preferences: typing, presence, subscriptions,
// topic visibility, profile, settings and status changes.
import { HEARTBEAT, type MixScratch, type OpenTyping, type RawEvent } from './mix-scratch';

function typing(op: 'start' | 'stop', { stream_id, topic, person }: OpenTyping): RawEvent {
  return {
    type: 'typing',
    op,
    message_type: 'stream',
    sender: { user_id: person.user_id, email: person.email },
    stream_id,
    topic,
  };
}

function typingStart(s: MixScratch): RawEvent {
  const open = {
    stream_id: s.pick(s.ctx.channels).stream_id,
    topic: s.topic(),
    person: s.pick(s.ctx.people),
  };
  s.startTyping(open);
  return typing('start', open);
}

/** A stop ends a typist that started earlier, as a real client's stop does. */
function typingStop(s: MixScratch): RawEvent {
  const open = s.stopTyping();
  return open ? typing('stop', open) : HEARTBEAT;
}

export const PEOPLE_TEMPLATES: Record<string, (s: MixScratch) => RawEvent> = {
  'typing-start': typingStart,
  'typing-stop': typingStop,
  presence(s) {
    const person = s.pick(s.ctx.people);
    const status = s.random() < 0.8 ? 'active' : 'idle';
    return {
      type: 'presence',
      user_id: person.user_id,
      server_timestamp: s.now(),
      presence: { website: { client: 'website', status, timestamp: s.now(), pushable: false } },
    };
  },
  'subscription-update'(s) {
    const channel = s.pick(s.ctx.channels);
    const [property, value] = s.pick<[string, unknown]>([
      ['pin_to_top', s.random() < 0.5],
      ['is_muted', s.random() < 0.2],
      ['color', s.pick(['#76ce90', '#f5ce6e', '#a6dcbf', '#e79ab5'])],
      ['desktop_notifications', s.random() < 0.5],
    ]);
    return { type: 'subscription', op: 'update', stream_id: channel.stream_id, property, value };
  },
  'user-topic'(s) {
    return {
      type: 'user_topic',
      stream_id: s.pick(s.ctx.channels).stream_id,
      topic_name: s.topic(),
      last_updated: s.now(),
      visibility_policy: Math.floor(s.random() * 4),
    };
  },
  'person-update'(s) {
    const person = s.pick(s.ctx.people);
    return {
      type: 'realm_user',
      op: 'update',
      person: { user_id: person.user_id, full_name: `${person.full_name} ${s.eventId % 7}` },
    };
  },
  'user-settings': (s) => ({
    type: 'user_settings',
    op: 'update',
    property: s.pick(['enter_sends', 'twenty_four_hour_time']),
    value: s.random() < 0.5,
  }),
  'user-status': (s) => ({
    type: 'user_status',
    user_id: s.pick(s.ctx.people).user_id,
    status_text: s.pick(['busy', 'In a meeting', '']),
  }),
  peer(s) {
    return {
      type: 'subscription',
      op: s.random() < 0.5 ? 'peer_add' : 'peer_remove',
      stream_ids: [s.pick(s.ctx.channels).stream_id],
      user_ids: [s.pick(s.ctx.people).user_id],
    };
  },
  heartbeat: () => ({ type: 'heartbeat' }),
};
