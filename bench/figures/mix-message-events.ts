// Event templates of the mix about messages: new channel and direct messages, flags, reactions,
// edits and deletions, the way the reference server shapes them.
import { HEARTBEAT, type MixPerson, type MixScratch, type RawEvent } from './mix-scratch';

function senderFields(s: MixScratch, person: MixPerson) {
  return {
    sender_id: person.user_id,
    sender_full_name: person.full_name,
    sender_email: person.email,
    sender_realm_str: 'threadline',
    avatar_url: `${s.ctx.realmUrl}/avatar/${person.user_id}?v=1`,
    client: 'Threadline',
  };
}

/** Fresh arrays per message: handlers may keep them. */
const common = () => ({
  content_type: 'text/html',
  is_me_message: false,
  reactions: [],
  submessages: [],
  topic_links: [],
});

function reactionFields(messageId: number, person: MixPerson) {
  return {
    message_id: messageId,
    emoji_name: 'smile',
    emoji_code: '1f642',
    reaction_type: 'unicode_emoji',
    user_id: person.user_id,
    user: { user_id: person.user_id, email: person.email, full_name: person.full_name },
  };
}

function flag(s: MixScratch, name: string): RawEvent {
  const target = s.recentOne();
  if (!target) return HEARTBEAT;
  return {
    type: 'update_message_flags',
    op: 'add',
    operation: 'add',
    flag: name,
    messages: [target.id],
    all: false,
  };
}

export const MESSAGE_TEMPLATES: Record<string, (s: MixScratch) => RawEvent> = {
  message(s) {
    const channel = s.pick(s.ctx.channels);
    const topic = s.topic();
    const id = s.messageId++;
    s.remember({ id, stream_id: channel.stream_id, name: channel.name, topic });
    const message = {
      id,
      type: 'stream',
      content: `<p>Update number ${id} on the plan.</p>`,
      subject: topic,
      timestamp: s.now(),
      ...senderFields(s, s.pick(s.ctx.people)),
      recipient_id: 1_000_000 + channel.stream_id,
      ...common(),
      display_recipient: channel.name,
      stream_id: channel.stream_id,
    };
    return { type: 'message', message, flags: [] };
  },
  'direct-message'(s) {
    const from = s.pick(s.ctx.people);
    const person = (p: MixPerson) => ({
      id: p.user_id,
      email: p.email,
      full_name: p.full_name,
      is_mirror_dummy: false,
    });
    const message = {
      id: s.messageId++,
      type: 'private',
      content: '<p>Have you got a minute?</p>',
      subject: '',
      timestamp: s.now(),
      ...senderFields(s, from),
      recipient_id: 2_000_000 + from.user_id,
      ...common(),
      display_recipient: [person(from), person(s.me)].sort((a, b) => a.id - b.id),
    };
    return { type: 'message', message, flags: [] };
  },
  read: (s) => flag(s, 'read'),
  star: (s) => flag(s, 'starred'),
  'reaction-add'(s) {
    const target = s.recentOne();
    if (!target) return HEARTBEAT;
    const person = s.pick(s.ctx.people);
    s.reacted.push({ message_id: target.id, person });
    if (s.reacted.length > 200) s.reacted.shift();
    return { type: 'reaction', op: 'add', ...reactionFields(target.id, person) };
  },
  'reaction-remove'(s) {
    const earlier = s.reacted.pop();
    if (!earlier) return HEARTBEAT;
    return { type: 'reaction', op: 'remove', ...reactionFields(earlier.message_id, earlier.person) };
  },
  edit(s) {
    const target = s.recentOne();
    if (!target) return HEARTBEAT;
    return {
      type: 'update_message',
      user_id: s.pick(s.ctx.people).user_id,
      rendering_only: false,
      message_id: target.id,
      message_ids: [target.id],
      edit_timestamp: s.now(),
      stream_id: target.stream_id,
      stream_name: target.name,
      orig_content: 'Update',
      orig_rendered_content: '<p>Update</p>',
      content: 'Update (edited)',
      rendered_content: '<p>Update (edited)</p>',
      is_me_message: false,
      flags: [],
    };
  },
  delete(s) {
    const target = s.recent.shift();
    if (!target) return HEARTBEAT;
    return {
      type: 'delete_message',
      message_ids: [target.id],
      message_type: 'stream',
      stream_id: target.stream_id,
      topic: target.topic,
    };
  },
};
