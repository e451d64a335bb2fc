// Operations of the typing resource: announcing that the user started or stopped composing.
import { z } from 'zod';
import { defineOperation, emptyResponse } from './operation';

export const setTypingStatus = defineOperation({
  name: 'setTypingStatus',
  renderer: true,
  method: 'POST',
  path: '/typing',
  summary: 'Tell the recipients of a conversation that you started or stopped typing',
  params: z.object({
    // channel from FL 248 (send stream before), stream_id from FL 215. "private" is listed only so
    // the server can refuse it with the real server's error rather than a decoding error.
    type: z.enum(['direct', 'stream', 'channel', 'private']).default('direct'),
    op: z.enum(['start', 'stop']),
    // Direct: recipient user ids, even for one. Ignored for channels.
    to: z.array(z.number().int()).optional(),
    stream_id: z.number().int().optional(),
    topic: z.string().optional(),
  }),
  response: emptyResponse,
});
