// The register → poll → … loop of DESIGN §3 as a state machine. Phases: idle, registering, polling,
// waiting (a backoff timer before the next poll, register or check), checking, offline, auth-failed,
// stopped.
//
// Reachability: after sleep, a network change or a proxy change (checkServer, networkChanged(true)),
// a cheap request (transport.checkReachable) checks the server answers before polling again; a
// failed check waits on the transient backoff and checks again. While the computer says the network
// is gone (networkChanged(false)) the loop is `offline`: nothing in flight, no failures counted, and
// a check every OFFLINE_CHECK_MS in case the computer is wrong.
//
// Two backoffs: `transient` (network, timeout, 5xx, 429; same queue, dont_block=true) is reset by any
// success. `unexpected` (other 4xx, malformed batch, a throwing callback; always a fresh register) is
// reset only once a register has succeeded AND the first poll on that queue has succeeded, so a server
// or a bug that breaks every new queue right away cannot drive a fast register storm.
import type { IntlShape } from '@formatjs/intl';
import { Backoff, TRANSIENT_BACKOFF, UNEXPECTED_BACKOFF } from './backoff';
import { applyRestarts, checkBatch, highestId, isHeartbeat } from './batch';
import { failureText, SHAPE_MESSAGES, ServerShapeError } from './describe-failure';
import { describeError, planRecovery, type FailedStep } from './recovery';
import { cursorFromSnapshot, serverInfoFromSnapshot, type QueueCursor } from './queue';
import { connectionState, StateReporter, type Phase } from './state-reporter';
import { systemClock } from './types';
import type { Clock, ConnectionState, EventLoopCallbacks, EventLoopLogger } from './types';
import type { EventTransport, Random, RegisterResult, ServerInfo } from './types';
import { type Phrase, englishIntl, formatPhrase, phrase } from '../../../shared/i18n/phrase';

export interface EventLoopOptions<S extends RegisterResult> extends EventLoopCallbacks<S> {
  transport: EventTransport<S>;
  clock?: Clock;
  random?: Random;
  logger?: EventLoopLogger;
  /** The language of `lastError` (the host's, core/i18n); English without one. */
  intl?: () => IntlShape;
}

type Step = 'poll' | 'register' | 'check';

/** While offline, how often to check anyway: the computer's own verdict is sometimes wrong. */
export const OFFLINE_CHECK_MS = 30_000;

export class EventLoop<S extends RegisterResult> {
  private phase: Phase = 'idle';
  private failures = 0;
  /** Why the last step failed, worded each time the state is read: a language switch rewords it. */
  private lastError: Phrase | undefined;
  private nextRetryAt: number | undefined;
  private generationCount = 0;
  private queue: QueueCursor | undefined;
  private info: ServerInfo = { featureLevel: 0 };
  /** After a transient failure, poll with dont_block=true until a poll succeeds. */
  private recovering = false;
  private awaitingFirstPoll = false;
  /** The computer said the network is gone, and no answer from the server has said otherwise. */
  private networkDown = false;
  /** The last reachability check failed and nothing has succeeded since. */
  private unreachable = false;
  /** True while onEvents runs: the connection is evidently alive, and a wake() then would re-fetch the batch. */
  private handlingBatch = false;
  /** The controller of the step that owns the loop; a stale completion finds a different one here. */
  private inflight: AbortController | undefined;
  private timer: { handle: unknown; next: Step } | undefined;
  private readonly transient: Backoff;
  private readonly unexpected: Backoff;
  private readonly clock: Clock;
  private readonly reporter: StateReporter;

  constructor(private readonly options: EventLoopOptions<S>) {
    this.clock = options.clock ?? systemClock;
    const random = options.random ?? Math.random;
    this.transient = new Backoff(TRANSIENT_BACKOFF.firstMs, TRANSIENT_BACKOFF.maxMs, random);
    this.unexpected = new Backoff(UNEXPECTED_BACKOFF.firstMs, UNEXPECTED_BACKOFF.maxMs, random);
    this.reporter = new StateReporter(options.onState, options.logger);
  }

  get generation(): number {
    return this.generationCount;
  }

  serverInfo(): ServerInfo {
    return { ...this.info };
  }

  /** The queue being polled and the last event id fully handed over (e.g. for DELETE /events on quit). */
  currentQueue(): { queueId: string; lastEventId: number } | undefined {
    return this.queue && { queueId: this.queue.id, lastEventId: this.queue.lastEventId };
  }

  state(): ConnectionState {
    const { phase, recovering, unreachable, failures, nextRetryAt } = this;
    const lastError =
      this.lastError === undefined
        ? undefined
        : formatPhrase(this.options.intl?.() ?? englishIntl(), this.lastError);
    return connectionState({ phase, recovering, unreachable, failures, nextRetryAt, lastError });
  }

  /** Registers a fresh queue. Does nothing while already running. */
  start(): void {
    if (this.phase !== 'idle' && this.phase !== 'stopped' && this.phase !== 'auth-failed') return;
    this.failures = 0;
    this.lastError = undefined;
    this.recovering = false;
    this.unreachable = false;
    this.transient.reset();
    this.unexpected.reset();
    void this.register();
  }

  /** Aborts the request in flight and cancels any pending retry. */
  stop(): void {
    this.halt('stopped');
  }

  /** OS resume, network back, or "Retry now": skip the current wait and poll at once with dont_block. */
  wake(): void {
    if ((this.phase === 'waiting' || this.phase === 'offline') && this.timer) {
      const { next } = this.timer;
      this.recovering = next === 'poll';
      void this.run(next);
    } else if (this.phase === 'polling' && !this.handlingBatch) {
      // A long poll that was open across a suspend may hang on a dead socket until its timeout.
      this.recovering = true;
      void this.poll();
    }
  }

  /** After sleep or a proxy change: check the server answers, then poll at once with dont_block. */
  checkServer(): void {
    if (this.running() && !this.handlingBatch) void this.check();
  }

  /** The computer says the network went away (false) or came back (true). */
  networkChanged(online: boolean): void {
    this.networkDown = !online;
    if (!this.running() || this.handlingBatch) return;
    if (online) void this.check();
    else this.goOffline();
  }

  private running(): boolean {
    return this.phase !== 'idle' && this.phase !== 'stopped' && this.phase !== 'auth-failed';
  }

  private run(step: Step): Promise<void> {
    if (step === 'check') return this.check();
    return step === 'poll' ? this.poll() : this.register();
  }

  private async check(): Promise<void> {
    const { transport } = this.options;
    if (transport.checkReachable) {
      const controller = this.begin('checking');
      try {
        await transport.checkReachable(controller.signal);
      } catch (err) {
        if (this.inflight !== controller) return;
        if (this.networkDown) return this.goOffline();
        this.failures += 1;
        this.lastError = failureText(err);
        this.unreachable = true;
        return this.waitThen('check', this.transient.nextWait());
      }
      if (this.inflight !== controller) return;
    }
    // The server answered: whatever the computer says, there is a network.
    this.networkDown = false;
    this.unreachable = false;
    this.recovering = true;
    void (this.queue ? this.poll() : this.register());
  }

  /** Nothing in flight, nothing counted; a check now and then in case the computer is wrong. */
  private goOffline(): void {
    this.lastError = undefined;
    this.unreachable = false;
    this.waitThen('check', OFFLINE_CHECK_MS, 'offline');
  }

  private async register(): Promise<void> {
    this.queue = undefined;
    const controller = this.begin('registering');
    let snapshot: S;
    try {
      snapshot = await this.options.transport.register(controller.signal);
    } catch (err) {
      if (this.inflight === controller) this.fail('register', err);
      return;
    }
    if (this.inflight !== controller) return;
    const cursor = cursorFromSnapshot(snapshot);
    if (!cursor) {
      return this.fail('handling', new ServerShapeError(phrase(SHAPE_MESSAGES.noQueue)));
    }
    this.queue = cursor;
    this.info = serverInfoFromSnapshot(snapshot);
    this.generationCount += 1;
    this.markSuccess();
    this.awaitingFirstPoll = true;
    try {
      this.options.onSnapshot(snapshot, this.generationCount);
    } catch (err) {
      if (this.inflight === controller) this.fail('handling', err);
      return;
    }
    if (this.inflight === controller) void this.poll();
  }

  private async poll(): Promise<void> {
    const queue = this.queue;
    if (!queue) return this.register();
    const controller = this.begin('polling');
    const request = { queueId: queue.id, lastEventId: queue.lastEventId, dontBlock: this.recovering };
    let raw: unknown;
    try {
      raw = await this.options.transport.getEvents(request, queue.pollTimeoutMs, controller.signal);
    } catch (err) {
      if (this.inflight === controller) this.fail('poll', err);
      return;
    }
    if (this.inflight !== controller) return;
    const batch = checkBatch(raw, queue.lastEventId);
    if (!batch.ok) {
      return this.fail(
        'handling',
        new ServerShapeError(phrase(SHAPE_MESSAGES.unreadableEvents, { problem: batch.problem })),
      );
    }
    const forwarded = batch.events.filter((event) => !isHeartbeat(event));
    if (forwarded.length > 0) {
      try {
        this.handlingBatch = true;
        this.options.onEvents(forwarded, this.generationCount);
      } catch (err) {
        if (this.inflight === controller) this.fail('handling', err);
        return;
      } finally {
        this.handlingBatch = false;
      }
      if (this.inflight !== controller) return;
    }
    // Only now has the whole batch been handed over, so only now may the server prune it.
    queue.lastEventId = highestId(batch.events, queue.lastEventId);
    this.info = applyRestarts(this.info, forwarded);
    this.markSuccess();
    if (this.awaitingFirstPoll) {
      this.awaitingFirstPoll = false;
      this.unexpected.reset();
    }
    void this.poll();
  }

  private fail(step: FailedStep, err: unknown): void {
    const backoffs = { transient: this.transient, unexpected: this.unexpected };
    const plan = planRecovery(step, err, backoffs, this.awaitingFirstPoll);
    if (plan.do === 'auth-failed') return this.halt('auth-failed', err);
    // An expired queue is routine (e.g. after a long sleep): no failure count, no wait.
    if (plan.do === 'register-now') return void this.register();
    // No network: say so rather than count failures that say nothing about the server.
    if (this.networkDown && step !== 'handling') return this.goOffline();
    this.failures += 1;
    this.lastError = failureText(err);
    if (plan.then === 'poll') this.recovering = true;
    if (plan.unexpected) {
      this.queue = undefined;
      this.options.logger?.warn('event loop: unexpected failure, will re-register', {
        error: describeError(err),
      });
    }
    this.waitThen(plan.then, plan.ms);
  }

  private markSuccess(): void {
    this.transient.reset();
    this.recovering = false;
    this.unreachable = false;
    this.networkDown = false;
    this.failures = 0;
    this.lastError = undefined;
  }

  /** Makes a new step the owner of the loop, cancelling whatever owned it before. */
  private begin(phase: Phase): AbortController {
    this.clearTimer();
    this.inflight?.abort();
    const controller = new AbortController();
    this.inflight = controller;
    this.phase = phase;
    this.reporter.report(this.state());
    return controller;
  }

  private waitThen(next: Step, ms: number, phase: 'waiting' | 'offline' = 'waiting'): void {
    this.inflight?.abort();
    this.inflight = undefined;
    this.clearTimer();
    const handle = this.clock.setTimeout(() => {
      if (this.timer?.handle === handle) void this.run(next);
    }, ms);
    this.timer = { handle, next };
    this.phase = phase;
    this.nextRetryAt = this.clock.now() + ms;
    this.reporter.report(this.state());
  }

  private halt(phase: 'stopped' | 'auth-failed', err?: unknown): void {
    this.clearTimer();
    this.inflight?.abort();
    this.inflight = undefined;
    this.queue = undefined;
    this.phase = phase;
    if (err !== undefined) this.lastError = failureText(err);
    this.reporter.report(this.state());
  }

  private clearTimer(): void {
    if (this.timer) this.clock.clearTimeout(this.timer.handle);
    this.timer = undefined;
    this.nextRetryAt = undefined;
  }
}

export function createEventLoop<S extends RegisterResult>(options: EventLoopOptions<S>): EventLoop<S> {
  return new EventLoop(options);
}
