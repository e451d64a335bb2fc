// A message as carried by message events and GET /messages.
import { z } from 'zod';
import { editHistoryEntry } from './edit-history';
import { reaction } from './reaction';
import { submessage } from './submessage';

/** message.type values (the wire still says stream/private rather than channel/direct). */
export const MessageType = {
  Stream: 'stream',
  Private: 'private',
} as const;

/** Personal message flags; servers may add more, so flag lists are plain strings. */
export const MessageFlag = {
  Read: 'read',
  Starred: 'starred',
  Collapsed: 'collapsed',
  Mentioned: 'mentioned',
  StreamWildcardMentioned: 'stream_wildcard_mentioned',
  TopicWildcardMentioned: 'topic_wildcard_mentioned',
  HasAlertWord: 'has_alert_word',
  Historical: 'historical',
  /** Deprecated: stream_wildcard_mentioned || topic_wildcard_mentioned. */
  WildcardMentioned: 'wildcard_mentioned',
} as const;

/** One participant of a direct message (display_recipient for DMs includes the current user). */
export const dmRecipient = z.looseObject({
  id: z.number(),
  email: z.string(),
  full_name: z.string(),
  is_mirror_dummy: z.boolean().optional(),
});
export type DmRecipient = z.infer<typeof dmRecipient>;

/** Channel name for channel messages, participants for direct messages. */
export const displayRecipient = z.union([z.string(), z.array(dmRecipient)]);
export type DisplayRecipient = z.infer<typeof displayRecipient>;

/** A link the server's linkifiers found in the topic. */
export const topicLink = z.looseObject({
  text: z.string(),
  url: z.string(),
});
export type TopicLink = z.infer<typeof topicLink>;

export const message = z.looseObject({
  id: z.number(),
  type: z.string(),
  // HTML when the queue/request asked for apply_markdown, Markdown otherwise (see content_type).
  content: z.string(),
  content_type: z.string().optional(),
  // The topic; "" for direct messages.
  subject: z.string(),
  timestamp: z.number(),
  sender_id: z.number(),
  sender_full_name: z.string(),
  sender_email: z.string(),
  sender_realm_str: z.string(),
  avatar_url: z.string().nullish(),
  client: z.string(),
  display_recipient: displayRecipient,
  recipient_id: z.number(),
  stream_id: z.number().optional(),
  is_me_message: z.boolean(),
  reactions: z.array(reaction),
  submessages: z.array(submessage),
  topic_links: z.array(topicLink).optional(),
  edit_history: z.array(editHistoryEntry).optional(),
  last_edit_timestamp: z.number().optional(),
  last_moved_timestamp: z.number().optional(),
  // Only in GET /messages (message events carry flags next to the message instead).
  flags: z.array(z.string()).optional(),
  match_content: z.string().optional(),
  match_subject: z.string().optional(),
});
export type Message = z.infer<typeof message>;
