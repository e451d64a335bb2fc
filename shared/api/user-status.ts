// The caller's status (text and emoji) and alert words (notes §5 user_status and alert_words).
import { z } from 'zod';
import { ReactionType } from '../objects';
import { defineOperation, emptyResponse } from './operation';

export const updateStatus = defineOperation({
  name: 'updateStatus',
  method: 'POST',
  path: '/users/me/status',
  summary: 'Set or clear your status text and emoji',
  // Emoji in statuses arrived at FL 86.
  minFeatureLevel: 86,
  params: z.object({
    // At most 60 characters after trimming; "" clears it.
    status_text: z.string().optional(),
    /** Deprecated: the server turns it into presence_enabled = !away. */
    away: z.boolean().optional(),
    // "" clears the emoji. Without emoji_code the server looks the name up itself.
    emoji_name: z.string().optional(),
    emoji_code: z.string().optional(),
    reaction_type: z.enum([ReactionType.Unicode, ReactionType.Realm, ReactionType.ZulipExtra]).optional(),
  }),
  response: emptyResponse,
});

const alertWordsResponse = z.looseObject({ alert_words: z.array(z.string()) });

export const getAlertWords = defineOperation({
  name: 'getAlertWords',
  method: 'GET',
  path: '/users/me/alert_words',
  summary: 'Your alert words',
  params: z.object({}),
  response: alertWordsResponse,
});

export const addAlertWords = defineOperation({
  name: 'addAlertWords',
  method: 'POST',
  path: '/users/me/alert_words',
  summary: 'Add alert words (each 1..100 characters); answers with the whole list',
  params: z.object({ alert_words: z.array(z.string()) }),
  response: alertWordsResponse,
});

export const removeAlertWords = defineOperation({
  name: 'removeAlertWords',
  method: 'DELETE',
  path: '/users/me/alert_words',
  summary: 'Remove alert words (case-insensitively); answers with the whole list',
  params: z.object({ alert_words: z.array(z.string()) }),
  response: alertWordsResponse,
});
