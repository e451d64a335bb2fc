// Operations of the reactions resource: adding and removing an emoji reaction (notes §6).
import { z } from 'zod';
import { defineOperation, emptyResponse } from './operation';

const reactionTarget = {
  message_id: z.number().int(),
  // unicode_emoji: dash-separated hex codepoints; realm_emoji: the custom emoji's id; extra: its name.
  emoji_code: z.string().optional(),
  reaction_type: z.string().optional(),
};

export const addReaction = defineOperation({
  name: 'addReaction',
  renderer: true,
  method: 'POST',
  path: '/messages/{message_id}/reactions',
  summary: 'Add an emoji reaction to a message',
  params: z.object({ ...reactionTarget, emoji_name: z.string() }),
  response: emptyResponse,
});

export const removeReaction = defineOperation({
  name: 'removeReaction',
  renderer: true,
  method: 'DELETE',
  path: '/messages/{message_id}/reactions',
  summary: 'Remove your emoji reaction from a message',
  // At least one of emoji_name and emoji_code; the server says so when both are missing.
  params: z.object({ ...reactionTarget, emoji_name: z.string().optional() }),
  response: emptyResponse,
});
