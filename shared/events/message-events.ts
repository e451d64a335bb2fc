// Events about messages: delivery, edits and moves, deletion, flags, reactions, widgets.
import { z } from 'zod';
import { message, reaction, reactionUser, topicLink } from '../objects';
import { eventOf, opEventOf } from './define';

const ids = z.array(z.number());

const messageFlagsShape = {
  /** Deprecated alias of op. */
  operation: z.string().optional(),
  flag: z.string(),
  // May cover many messages: the server merges flag events inside the queue.
  messages: ids,
};

/** Per-message data of a read-flag removal, enough to rebuild unread counts for unloaded messages. */
export const unreadMessageDetails = z.looseObject({
  type: z.string(),
  mentioned: z.boolean().optional(),
  // Direct messages: the other participants (excluding the current user).
  user_ids: ids.optional(),
  stream_id: z.number().optional(),
  topic: z.string().optional(),
  /** Deprecated. */
  unmuted_stream_msg: z.boolean().optional(),
});
export type UnreadMessageDetails = z.infer<typeof unreadMessageDetails>;

const reactionShape = {
  message_id: z.number(),
  emoji_name: reaction.shape.emoji_name,
  emoji_code: reaction.shape.emoji_code,
  reaction_type: reaction.shape.reaction_type,
  user_id: z.number(),
  user: reactionUser.optional(),
};

/** Both delivery forms, normalized: `message_ids` is always set (see deleteMessage below). */
const deleteMessageWire = eventOf('delete_message', {
  message_type: z.string(),
  // With the bulk_message_deletion capability:
  message_ids: ids.optional(),
  // Without it, one event per message:
  message_id: z.number().optional(),
  stream_id: z.number().optional(),
  topic: z.string().optional(),
});

// Consumers handle one shape: the single-message form gains message_ids = [message_id].
const deleteMessage = deleteMessageWire.transform((ev, ctx) => {
  if (ev.message_ids !== undefined) return Object.assign(ev, { message_ids: ev.message_ids });
  if (ev.message_id !== undefined) return Object.assign(ev, { message_ids: [ev.message_id] });
  ctx.issues.push({ code: 'custom', message: 'needs message_ids or message_id', input: ev });
  return z.NEVER;
});

export const messageEvents = {
  message: eventOf('message', {
    message,
    // Read flags from here; a new message may already be read.
    flags: z.array(z.string()),
    local_message_id: z.string().optional(),
  }),
  update_message: eventOf('update_message', {
    // null for rendering-only updates (e.g. link previews).
    user_id: z.number().nullable(),
    rendering_only: z.boolean().default(false),
    message_id: z.number(),
    // Every message moved; always includes message_id.
    message_ids: ids,
    flags: z.array(z.string()),
    edit_timestamp: z.number(),
    stream_name: z.string().optional(),
    stream_id: z.number().optional(),
    new_stream_id: z.number().optional(),
    propagate_mode: z.string().optional(),
    orig_subject: z.string().optional(),
    subject: z.string().optional(),
    topic_links: z.array(topicLink).optional(),
    orig_content: z.string().optional(),
    orig_rendered_content: z.string().optional(),
    content: z.string().optional(),
    rendered_content: z.string().optional(),
    is_me_message: z.boolean().optional(),
  }),
  delete_message: deleteMessage,
  'update_message_flags/add': opEventOf('update_message_flags', 'add', {
    ...messageFlagsShape,
    // true (read only): everything was marked read and messages is [].
    all: z.boolean(),
  }),
  'update_message_flags/remove': opEventOf('update_message_flags', 'remove', {
    ...messageFlagsShape,
    all: z.boolean().optional(),
    message_details: z.record(z.string(), unreadMessageDetails).optional(),
  }),
  'reaction/add': opEventOf('reaction', 'add', reactionShape),
  'reaction/remove': opEventOf('reaction', 'remove', reactionShape),
  submessage: eventOf('submessage', {
    submessage_id: z.number(),
    message_id: z.number(),
    sender_id: z.number(),
    msg_type: z.string(),
    content: z.string(),
  }),
};
