// One attempt on the outbox's next entry: send it (saved as "sending" first, so a crash meanwhile
// reads as unknown), or, for a message whose answer was lost, look for it on the server first. Says
// how long to wait when the server cannot be reached, nothing when the runner may go straight on.
import type { Backoff } from '../loop/backoff';
import type { Clock } from '../loop/types';
import type { LevelledLog } from '../session/log';
import { lookForCopy, type CheckVerdict, type OwnMessagesPage } from './outbox-check';
import { sendOutcomeOf } from './outbox-failure';
import * as machine from './outbox-machine';
import type { OutboxEntry, OutboxFlags, OutboxMessage, OutboxState, SendOutcome } from './outbox-types';

/**
 * The error kept (on disk too) for a message that may or may not have arrived: a code, said in the
 * window's language when the outbox is shown (outbox-view.ts).
 */
export const UNDECIDED_REASON = 'threadline:undecided';

export interface OutboxTransport {
  /** POST /messages with the entry's local_id; resolves with the new message's id. */
  send(message: OutboxMessage): Promise<{ id: number }>;
  /** POST /messages/flags. */
  updateFlags(change: OutboxFlags): Promise<void>;
  /** Your own messages, up to `count` before `anchor` (excluded), as stored (apply_markdown=false). */
  ownMessages(anchor: number | 'newest', count: number): Promise<OwnMessagesPage>;
}

export interface AttemptContext {
  state(): OutboxState;
  /** Makes a state current and saves it. */
  commit(next: OutboxState): Promise<boolean>;
  transport: OutboxTransport;
  backoff: Backoff;
  clock: Clock;
  log: LevelledLog;
  ownUserId: number;
}

/** One move on the entry; a number means "wait this long, the server cannot be reached". */
export async function attempt(entry: OutboxEntry, ctx: AttemptContext): Promise<number | undefined> {
  const { transport, backoff, commit } = ctx;
  const id = machine.entryId(entry);
  if (entry.kind === 'message' && entry.status === 'unknown') return check(entry, ctx);
  await commit(machine.begin(ctx.state(), id, ctx.clock.now()));
  let outcome: SendOutcome;
  try {
    const messageId =
      entry.kind === 'message' ? (await transport.send(entry)).id : await flags(entry, transport);
    outcome = { kind: 'sent', messageId };
  } catch (err) {
    outcome = sendOutcomeOf(err);
  }
  if (outcome.kind === 'refused') {
    ctx.log.warn('outbox: the server refused an entry', { kind: entry.kind, reason: outcome.reason });
  } else if (outcome.kind === 'unknown') {
    ctx.log.info('outbox: an answer was lost; the server is asked before anything is sent again', {
      kind: entry.kind,
    });
  }
  // A refused flag change is nobody's words: it is dropped rather than kept for the user.
  const drop = outcome.kind === 'refused' && entry.kind === 'flags';
  await commit(drop ? machine.without(ctx.state(), id) : machine.settle(ctx.state(), id, outcome));
  if (outcome.kind === 'sent') backoff.reset();
  if (outcome.kind === 'not-sent') return Math.max(backoff.nextWait(), outcome.retryAfterMs ?? 0);
  // An unknown flag change goes again, after a pause so a failing server is not hammered.
  if (outcome.kind === 'unknown' && entry.kind === 'flags') return backoff.nextWait();
  return undefined;
}

async function flags(entry: OutboxFlags, transport: OutboxTransport): Promise<number> {
  await transport.updateFlags(entry);
  return -1;
}

async function check(entry: OutboxMessage, ctx: AttemptContext): Promise<number | undefined> {
  const claimed = new Set(ctx.state().sent.map((s) => s.messageId));
  let verdict: CheckVerdict;
  try {
    const ownMessages = (anchor: number | 'newest', count: number) =>
      ctx.transport.ownMessages(anchor, count);
    verdict = await lookForCopy(entry, ownMessages, claimed, ctx.ownUserId);
  } catch {
    return ctx.backoff.nextWait();
  }
  ctx.backoff.reset();
  if (verdict.kind === 'undecided') {
    ctx.log.warn('outbox: could not tell whether a message arrived; left for the user');
    await ctx.commit(
      machine.settle(ctx.state(), entry.localId, { kind: 'refused', reason: UNDECIDED_REASON }),
    );
  } else {
    const found = verdict.kind === 'found' ? verdict.messageId : undefined;
    await ctx.commit(machine.checked(ctx.state(), entry.localId, found));
  }
  return undefined;
}
