// register's unread_msgs: the unread snapshot, capped at the newest 50,000 unread messages.
import { z } from 'zod';

const messageIds = z.array(z.number());

export const unreadDmConversation = z.looseObject({
  other_user_id: z.number(),
  /** Deprecated alias of other_user_id. */
  sender_id: z.number().optional(),
  unread_message_ids: messageIds,
});

export const unreadChannelTopic = z.looseObject({
  stream_id: z.number(),
  topic: z.string(),
  unread_message_ids: messageIds,
});

export const unreadGroupDm = z.looseObject({
  // Comma-separated, sorted user IDs including the current user, e.g. "1,2,3".
  user_ids_string: z.string(),
  unread_message_ids: messageIds,
});

export const unreadMsgs = z.looseObject({
  count: z.number(),
  pms: z.array(unreadDmConversation),
  streams: z.array(unreadChannelTopic),
  huddles: z.array(unreadGroupDm),
  mentions: messageIds,
  // True when the snapshot was truncated at the cap.
  old_unreads_missing: z.boolean(),
});
export type UnreadMsgs = z.infer<typeof unreadMsgs>;
export type UnreadDmConversation = z.infer<typeof unreadDmConversation>;
export type UnreadChannelTopic = z.infer<typeof unreadChannelTopic>;
export type UnreadGroupDm = z.infer<typeof unreadGroupDm>;
