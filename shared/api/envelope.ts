// The success and error envelopes every endpoint answers with (spec conventions 3–5).
import { z } from 'zod';

export const successEnvelope = z.object({
  result: z.literal('success'),
  msg: z.string(),
  ignored_parameters_unsupported: z.array(z.string()).optional(),
});

export const errorEnvelope = z.looseObject({
  result: z.literal('error'),
  msg: z.string(),
  // Very old servers may leave the code out; BAD_REQUEST is what they meant.
  code: z.string().default('BAD_REQUEST'),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** The error codes the client branches on. Servers may send others; treat unknown ones as generic. */
export const ErrorCode = {
  BadRequest: 'BAD_REQUEST',
  VariableMissing: 'REQUEST_VARIABLE_MISSING',
  VariableInvalid: 'REQUEST_VARIABLE_INVALID',
  InvalidJson: 'INVALID_JSON',
  BadEventQueueId: 'BAD_EVENT_QUEUE_ID',
  StreamDoesNotExist: 'STREAM_DOES_NOT_EXIST',
  UnauthorizedPrincipal: 'UNAUTHORIZED_PRINCIPAL',
  Unauthorized: 'UNAUTHORIZED',
  InvalidApiKey: 'INVALID_API_KEY',
  UserDeactivated: 'USER_DEACTIVATED',
  RealmDeactivated: 'REALM_DEACTIVATED',
  AuthenticationFailed: 'AUTHENTICATION_FAILED',
  RateLimitHit: 'RATE_LIMIT_HIT',
  PermissionDenied: 'PERMISSION_DENIED',
  ReactionAlreadyExists: 'REACTION_ALREADY_EXISTS',
  ReactionDoesNotExist: 'REACTION_DOES_NOT_EXIST',
  NotFound: 'NOT_FOUND',
} as const;
