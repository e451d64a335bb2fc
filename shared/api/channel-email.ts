// The address that posts emails into a channel (spec: "Get channel's email address").
import { z } from 'zod';
import { defineOperation } from './operation';

export const getChannelEmailAddress = defineOperation({
  name: 'getChannelEmailAddress',
  renderer: true,
  method: 'GET',
  path: '/streams/{stream_id}/email_address',
  summary: "A channel's incoming-email address, for users allowed to post there",
  params: z.object({
    stream_id: z.number().int(),
    // Who appears as sender (FL 335): the caller, the email-gateway bot (default) or a bot the caller owns.
    sender_id: z.number().int().optional(),
  }),
  response: z.looseObject({ email: z.string() }),
});
