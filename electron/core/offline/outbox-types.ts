// The outbox's data, as kept on disk and shown to the renderer (round two: an `outbox` push per
// account carries OutboxState.entries, which the conversation views show as "waiting" echoes).
import { z } from 'zod';
import { outboxTarget } from '../../../shared/outbox';

/** The same shape the renderer sends with outbox.send (shared/outbox.ts). */
const target = outboxTarget;
export type OutboxTarget = z.infer<typeof target>;

const outboxMessage = z.object({
  kind: z.literal('message'),
  /** Sent as local_id; the message event carries it back as local_message_id. */
  localId: z.string().min(1),
  target,
  /** Markdown, as typed. */
  content: z.string(),
  createdAt: z.number(),
  status: z.enum(['queued', 'sending', 'unknown', 'failed']),
  attempts: z.number().int(),
  /** When the first attempt left: a copy on the server cannot be older (give or take clock skew). */
  firstAttemptAt: z.number().optional(),
  /** The newest message id known when it was written: a copy on the server has a larger id. */
  afterMessageId: z.number().optional(),
  /** Why the server refused it, in its words. */
  error: z.string().optional(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

const outboxFlags = z.object({
  kind: z.literal('flags'),
  id: z.string().min(1),
  flag: z.string(),
  op: z.enum(['add', 'remove']),
  messages: z.array(z.number().int()),
  createdAt: z.number(),
  status: z.enum(['queued', 'sending', 'failed']),
  error: z.string().optional(),
});
export type OutboxFlags = z.infer<typeof outboxFlags>;

export type OutboxEntry = OutboxMessage | OutboxFlags;

export const outboxState = z.object({
  entries: z.array(z.discriminatedUnion('kind', [outboxMessage, outboxFlags])),
  sent: z.array(z.object({ localId: z.string(), messageId: z.number() })),
});
export type OutboxState = z.infer<typeof outboxState>;

/** What one attempt came to (outbox-failure.ts reads errors into these). */
export type SendOutcome =
  | { kind: 'sent'; messageId: number }
  /** It certainly did not arrive (the connection never opened, rate limited, signed out). */
  | { kind: 'not-sent'; retryAfterMs?: number }
  /** It may have arrived: the connection broke or timed out after the request left. */
  | { kind: 'unknown' }
  /** The server said no; sending it again as it is would get the same answer. */
  | { kind: 'refused'; reason: string };
