// Operations defined only for these tests, shaped like the real table's entries.
import { z } from 'zod';
import { defineOperation } from '../../../../shared/api/operation';

export const getThing = defineOperation({
  name: 'getThing',
  method: 'GET',
  path: '/things/{thing_id}',
  params: z.object({
    thing_id: z.number(),
    anchor: z.string().optional(),
    narrow: z.array(z.object({ operator: z.string(), operand: z.string() })).optional(),
    apply_markdown: z.boolean().optional(),
  }),
  response: z.object({ thing: z.object({ id: z.number(), name: z.string() }) }),
  summary: 'test: read a thing',
});

export const postThing = defineOperation({
  name: 'postThing',
  method: 'POST',
  path: '/things',
  params: z.object({ content: z.string(), to: z.array(z.number()), type: z.enum(['direct', 'channel']) }),
  response: z.object({ id: z.number() }),
  summary: 'test: create a thing',
});

export const serverSettings = defineOperation({
  name: 'serverSettings',
  method: 'GET',
  path: '/server_settings',
  params: z.object({}),
  response: z.object({ zulip_feature_level: z.number().default(0), realm_name: z.string().optional() }),
  auth: 'none',
  summary: 'test: login screen info',
});
