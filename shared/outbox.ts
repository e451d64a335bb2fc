// The outbox and the offline cache as the renderer sees them. Main keeps each account's outbox on
// disk (electron/core/offline) and works it against the server; the renderer only mirrors it, from
// the `outbox` push, to show "waiting" echoes in the conversations and messages marked read at once.
import { z } from 'zod';

/** Where a message goes: one topic of a channel, or a direct conversation. */
export const outboxTarget = z.union([
  z.object({ type: z.literal('channel'), streamId: z.number().int(), topic: z.string() }),
  /** The other participants, sorted (your own id alone for a note to yourself). */
  z.object({ type: z.literal('direct'), userIds: z.array(z.number().int()).min(1).max(100) }),
]);
export type OutboxTarget = z.infer<typeof outboxTarget>;

/** A local id as the renderer makes it (crypto.randomUUID) and main accepts it: sent as local_id. */
export const outboxLocalId = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'Not a local message id');

/**
 * An unsent message: `queued` waits its turn (or for the server), `sending` is on its way, `unknown`
 * lost its answer and is being looked for on the server, `failed` was refused (with the reason).
 */
export interface OutboxMessageView {
  localId: string;
  target: OutboxTarget;
  /** Markdown, as typed. */
  content: string;
  createdAt: number;
  status: 'queued' | 'sending' | 'unknown' | 'failed';
  error?: string;
}

/** One account's outbox, as the `outbox` push carries it. */
export interface OutboxView {
  /** Oldest first: the order they will be sent in. */
  messages: OutboxMessageView[];
  /** Messages marked read here that the server has not been told of yet. */
  pendingReadIds: number[];
  /** Recently sent (local id → the server's id), so an echo can wait for its message event. */
  sent: { localId: string; messageId: number }[];
}

/** What "This computer → Offline data" shows. */
export interface OfflineUsage {
  /** Bytes the cache uses on disk now (every account; not the outbox). */
  usedBytes: number;
  limitBytes: number;
}

/** The default of the cache-size setting (shared/desktop.ts `offlineCacheLimitMb`). */
export const DEFAULT_OFFLINE_CACHE_MB = 200;
