// Operations of the messages resource: fetching, sending, editing/moving and deleting (notes §6).
import { z } from 'zod';
import { attachment, editHistoryEntry, message } from '../objects';
import { defineOperation, emptyResponse } from './operation';

const int = z.number().int();
const ids = z.array(int);

/** An operand: a channel/user name or email, an id, or a list of user ids. */
export const narrowOperand = z.union([z.string(), int, ids]);

/** One narrow term; the legacy `[operator, operand]` pair form is still accepted by servers. */
export const narrowTerm = z.union([
  z.object({ operator: z.string(), operand: narrowOperand, negated: z.boolean().optional() }),
  z.tuple([z.string(), narrowOperand]),
]);
export type NarrowTerm = z.infer<typeof narrowTerm>;
export const narrow = z.array(narrowTerm);

/** `newest`, `oldest`, `first_unread`, or a message id (any integer; the server clamps it). */
export const messageAnchor = z.union([z.number(), z.enum(['newest', 'oldest', 'first_unread'])]);
export type MessageAnchor = z.infer<typeof messageAnchor>;

/** A fetched message: the message object plus the caller's flags. */
export const fetchedMessage = message.extend({ flags: z.array(z.string()) });
export type FetchedMessage = z.infer<typeof fetchedMessage>;

/** The largest number of messages one GET /messages may ask for. */
export const MAX_MESSAGES_PER_FETCH = 5000;

export const getMessagesParams = z.object({
  // Required unless message_ids is given; the server says which is missing.
  anchor: messageAnchor.optional(),
  /** FL 155. */
  include_anchor: z.boolean().default(true),
  num_before: int.nonnegative().optional(),
  num_after: int.nonnegative().optional(),
  narrow: narrow.default([]),
  client_gravatar: z.boolean().default(true),
  apply_markdown: z.boolean().default(true),
  /** FL 300; excludes the anchor parameters. */
  message_ids: ids.optional(),
  /** FL 334. */
  allow_empty_topic_name: z.boolean().default(false),
});

export const getMessagesResponse = z.looseObject({
  // Absent when message_ids was used. Not an int: "newest" answers with 10^16, beyond safe integers.
  anchor: z.number().optional(),
  found_newest: z.boolean().optional(),
  found_oldest: z.boolean().optional(),
  found_anchor: z.boolean().optional(),
  history_limited: z.boolean().optional(),
  messages: z.array(fetchedMessage),
});
export type GetMessagesResponse = z.infer<typeof getMessagesResponse>;

export const getMessages = defineOperation({
  name: 'getMessages',
  renderer: true,
  method: 'GET',
  path: '/messages',
  summary: 'Fetch messages around an anchor, in a narrow, or by id',
  params: getMessagesParams,
  response: getMessagesResponse,
});

export const sendMessage = defineOperation({
  name: 'sendMessage',
  renderer: true,
  method: 'POST',
  path: '/messages',
  summary: 'Send a channel or direct message',
  params: z.object({
    // direct (FL 174) and channel (FL 248) are the current names of private and stream.
    type: z.enum(['direct', 'private', 'stream', 'channel']),
    // Channel: its id or name. Direct: a JSON list of user ids or emails, or comma-separated emails.
    to: z.union([int, z.string(), ids, z.array(z.string())]),
    content: z.string(),
    topic: z.string().optional(),
    /** The pre-2.0 name of topic, still accepted. */
    subject: z.string().optional(),
    queue_id: z.string().optional(),
    local_id: z.string().optional(),
    /** FL 236. */
    read_by_sender: z.boolean().optional(),
  }),
  // automatic_new_visibility_policy (FL 218): 2 unmuted or 3 followed, only when sending changed it.
  response: z.looseObject({ id: int, automatic_new_visibility_policy: int.optional() }),
});

export const PropagateMode = {
  One: 'change_one',
  Later: 'change_later',
  All: 'change_all',
} as const;

export const updateMessage = defineOperation({
  name: 'updateMessage',
  renderer: true,
  method: 'PATCH',
  path: '/messages/{message_id}',
  summary: "Edit a message's content, or move it to another topic or channel",
  params: z.object({
    message_id: int,
    content: z.string().optional(),
    topic: z.string().optional(),
    subject: z.string().optional(),
    stream_id: int.optional(),
    propagate_mode: z.enum(['change_one', 'change_later', 'change_all']).default('change_one'),
    send_notification_to_old_thread: z.boolean().default(false),
    send_notification_to_new_thread: z.boolean().default(true),
  }),
  // FL 285: uploads no longer referenced by the edited message.
  response: z.looseObject({ detached_uploads: z.array(attachment).optional() }),
});

export const deleteMessage = defineOperation({
  name: 'deleteMessage',
  renderer: true,
  method: 'DELETE',
  path: '/messages/{message_id}',
  summary: 'Delete a message',
  params: z.object({ message_id: int }),
  response: emptyResponse,
});

export const getMessage = defineOperation({
  name: 'getMessage',
  renderer: true,
  method: 'GET',
  path: '/messages/{message_id}',
  summary: 'Fetch one message with its flags and Markdown source',
  minFeatureLevel: 120,
  params: z.object({
    message_id: int,
    apply_markdown: z.boolean().default(true),
    allow_empty_topic_name: z.boolean().default(false),
  }),
  // raw_content is deprecated: the same as message.content with apply_markdown=false.
  response: z.looseObject({ message: fetchedMessage, raw_content: z.string().optional() }),
});

/** One state of a message in its edit history, oldest first; the first is the original. */
export const messageHistoryEntry = editHistoryEntry.extend({
  topic: z.string(),
  content: z.string(),
  rendered_content: z.string().nullable(),
  content_html_diff: z.string().optional(),
});
export type MessageHistoryEntry = z.infer<typeof messageHistoryEntry>;

export const getMessageHistory = defineOperation({
  name: 'getMessageHistory',
  renderer: true,
  method: 'GET',
  path: '/messages/{message_id}/history',
  summary: 'Every version of a message, oldest first',
  params: z.object({ message_id: int, allow_empty_topic_name: z.boolean().default(false) }),
  response: z.looseObject({ message_history: z.array(messageHistoryEntry) }),
});

export const renderMessage = defineOperation({
  name: 'renderMessage',
  renderer: true,
  method: 'POST',
  path: '/messages/render',
  summary: 'Render Markdown as the server would render a message (compose preview)',
  params: z.object({ content: z.string() }),
  response: z.looseObject({ rendered: z.string() }),
});
