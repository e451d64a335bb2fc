// Event-queue operations: POST /register, GET /events and DELETE /events (notes §2, §3).
import { z } from 'zod';
import { defineOperation, emptyResponse } from './operation';

const stringArray = z.array(z.string());

export const registerParams = z.object({
  event_types: stringArray.optional(),
  fetch_event_types: stringArray.optional(),
  narrow: z.array(z.tuple([z.string(), z.string()])).optional(),
  all_public_streams: z.boolean().optional(),
  apply_markdown: z.boolean().optional(),
  client_gravatar: z.boolean().optional(),
  include_subscribers: z.union([z.boolean(), z.literal('partial')]).optional(),
  slim_presence: z.boolean().optional(),
  presence_history_limit_days: z.number().int().optional(),
  client_capabilities: z.record(z.string(), z.boolean()).optional(),
  idle_queue_timeout: z.union([z.number().int().positive(), z.string()]).optional(),
});

/**
 * The register snapshot. Sections appear only when their fetch type was asked for, so every field
 * beyond the always-present ones is optional; the client checks the sections it needs itself.
 */
export const registerResponse = z.looseObject({
  queue_id: z.string().nullable(),
  last_event_id: z.number().int(),
  zulip_feature_level: z.number().int(),
  zulip_version: z.string(),
  zulip_merge_base: z.string().optional(),
  event_queue_longpoll_timeout_seconds: z.number().optional(),
  server_typing_started_expiry_period_milliseconds: z.number().optional(),
  server_typing_stopped_wait_period_milliseconds: z.number().optional(),
  server_typing_started_wait_period_milliseconds: z.number().optional(),
});
export type RegisterResponse = z.infer<typeof registerResponse>;

export const register = defineOperation({
  name: 'register',
  method: 'POST',
  path: '/register',
  summary: 'Register an event queue and fetch the initial state',
  params: registerParams,
  response: registerResponse,
});

export const rawEvent = z.looseObject({ id: z.number(), type: z.string() });

export const getEvents = defineOperation({
  name: 'getEvents',
  method: 'GET',
  path: '/events',
  summary: 'Get events from an event queue (long poll)',
  params: z.object({
    queue_id: z.string().optional(),
    last_event_id: z.number().int().optional(),
    dont_block: z.boolean().optional(),
  }),
  // Events are parsed one by one by shared/events, so that one odd event cannot sink a batch.
  response: z.looseObject({ events: z.array(rawEvent), queue_id: z.string().optional() }),
});

export const deleteQueue = defineOperation({
  name: 'deleteQueue',
  method: 'DELETE',
  path: '/events',
  summary: 'Delete an event queue',
  params: z.object({ queue_id: z.string() }),
  response: emptyResponse,
});
