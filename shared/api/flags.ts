// Operations on personal message flags: by id, by narrow, and the legacy mark-channel-read (notes §6).
import { z } from 'zod';
import { messageAnchor, narrow } from './messages';
import { defineOperation, emptyResponse } from './operation';

const int = z.number().int();

/** The flags a user may change; the others (mentioned, has_alert_word, historical, …) are the server's. */
export const EDITABLE_FLAGS = ['read', 'starred', 'collapsed'] as const;

const flagChange = {
  op: z.enum(['add', 'remove']),
  // Any string: an unknown or read-only flag is the server's error to give.
  flag: z.string(),
};

export const updateMessageFlags = defineOperation({
  name: 'updateMessageFlags',
  renderer: true,
  method: 'POST',
  path: '/messages/flags',
  summary: 'Add or remove a personal flag on messages',
  params: z.object({ messages: z.array(int), ...flagChange }),
  response: z.looseObject({
    messages: z.array(int),
    // FL 355, read+remove only: channels whose messages stayed read because the user left them.
    ignored_because_not_subscribed_channels: z.array(int).optional(),
  }),
});

export const updateMessageFlagsForNarrow = defineOperation({
  name: 'updateMessageFlagsForNarrow',
  renderer: true,
  method: 'POST',
  path: '/messages/flags/narrow',
  summary: 'Add or remove a personal flag on a range of messages in a narrow',
  minFeatureLevel: 155,
  params: z.object({
    anchor: messageAnchor,
    include_anchor: z.boolean().default(true),
    num_before: int.nonnegative(),
    num_after: int.nonnegative(),
    narrow: narrow.default([]),
    ...flagChange,
  }),
  response: z.looseObject({
    processed_count: int,
    updated_count: int,
    first_processed_id: int.nullable(),
    last_processed_id: int.nullable(),
    found_oldest: z.boolean(),
    found_newest: z.boolean(),
    ignored_because_not_subscribed_channels: z.array(int).optional(),
  }),
});

/** Deprecated in favour of updateMessageFlagsForNarrow, still served. */
export const markStreamAsRead = defineOperation({
  name: 'markStreamAsRead',
  renderer: true,
  method: 'POST',
  path: '/mark_stream_as_read',
  summary: 'Mark every message of a channel read',
  params: z.object({ stream_id: int }),
  response: emptyResponse,
});
