// Topics of a channel and the user's per-topic preferences (spec: "Get topics in a channel",
// "Update personal preferences for a topic", "Topic muting (deprecated)"; notes §6–7).
import { z } from 'zod';
import { topicEntry } from '../objects/topic';
import { defineOperation, emptyResponse } from './operation';

export const getTopics = defineOperation({
  name: 'getTopics',
  renderer: true,
  method: 'GET',
  path: '/users/me/{stream_id}/topics',
  summary: 'Topics of a channel the user can see, most recent first',
  params: z.object({
    stream_id: z.number().int(),
    // When false (the default) the empty topic comes back as realm_empty_topic_display_name (FL 334).
    allow_empty_topic_name: z.boolean().optional(),
  }),
  response: z.looseObject({ topics: z.array(topicEntry) }),
});

export const updateUserTopic = defineOperation({
  name: 'updateUserTopic',
  renderer: true,
  method: 'POST',
  path: '/user_topics',
  summary: "Set the user's visibility policy for a topic: 0 none, 1 muted, 2 unmuted, 3 followed",
  minFeatureLevel: 170,
  params: z.object({
    stream_id: z.number().int(),
    topic: z.string(),
    // Any integer decodes; the handler refuses values outside 0–3 with BAD_REQUEST, as the server does.
    visibility_policy: z.number().int(),
  }),
  response: emptyResponse,
});

export const updateMutedTopic = defineOperation({
  name: 'updateMutedTopic',
  renderer: true,
  method: 'PATCH',
  path: '/users/me/subscriptions/muted_topics',
  summary:
    'Deprecated (use updateUserTopic): mute or unmute a topic; give exactly one of stream_id and stream',
  params: z.object({
    stream_id: z.number().int().optional(),
    stream: z.string().optional(),
    topic: z.string(),
    op: z.enum(['add', 'remove']),
  }),
  response: emptyResponse,
});
