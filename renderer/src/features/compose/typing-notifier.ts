// The sending half of the typing protocol (spec "Typing notification protocol"): compose reports
// activity and the notifier decides when the recipients hear "start" and "stop". It owns no I/O and no
// real timers — the clock and the sender are injected — so every transition is testable.

/** Who would receive the message being composed. */
export type TypingTarget =
  { type: 'direct'; userIds: readonly number[] } | { type: 'channel'; streamId: number; topic: string };

export type TypingOp = 'start' | 'stop';

export interface TypingClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface TypingPeriods {
  /** server_typing_started_wait_period_milliseconds: "start" is repeated once more than this has passed. */
  startedWaitMs: number;
  /** server_typing_stopped_wait_period_milliseconds: idle time after which "stop" is sent. */
  stoppedWaitMs: number;
}

export interface TypingNotifierOptions {
  clock: TypingClock;
  /** Read at each use, so new register values apply without rebuilding the notifier. */
  periods: () => TypingPeriods;
  /** False where the user turned notices off (send_private/stream_typing_notifications). */
  enabled: (target: TypingTarget) => boolean;
  send: (op: TypingOp, target: TypingTarget) => void;
}

export interface TypingNotifier {
  /** A keystroke in the message box, addressed to `target` (null: no valid recipient yet). */
  activity(target: TypingTarget | null): void;
  /** The recipient changed without typing: the old recipients must stop seeing us type. */
  recipientChanged(target: TypingTarget | null): void;
  /** Send, cancel (box cleared, Escape) or blur: "stop" at once if a "start" is outstanding. */
  stop(): void;
  /** The recipient currently told we are typing, if any. */
  current(): TypingTarget | null;
}

/** Topics are case-insensitive, as in Zulip's own clients: "Lunch" and "lunch" are one conversation. */
export function sameTypingTarget(a: TypingTarget, b: TypingTarget): boolean {
  if (a.type === 'channel') {
    return (
      b.type === 'channel' && a.streamId === b.streamId && a.topic.toLowerCase() === b.topic.toLowerCase()
    );
  }
  if (b.type === 'channel') return false;
  const left = [...new Set(a.userIds)].sort((x, y) => x - y);
  const right = [...new Set(b.userIds)].sort((x, y) => x - y);
  return left.length === right.length && left.every((id, i) => id === right[i]);
}

export function createTypingNotifier(options: TypingNotifierOptions): TypingNotifier {
  const { clock, send } = options;
  let target: TypingTarget | null = null;
  let lastStartAt = 0;
  let idleTimer: unknown = undefined;

  function clearIdle(): void {
    if (idleTimer !== undefined) clock.clearTimeout(idleTimer);
    idleTimer = undefined;
  }

  function stop(): void {
    clearIdle();
    if (target === null) return;
    const previous = target;
    target = null;
    send('stop', previous);
  }

  function start(next: TypingTarget, now: number): void {
    target = next;
    lastStartAt = now;
    send('start', next);
  }

  return {
    activity(next) {
      if (next === null || !options.enabled(next)) return stop();
      if (target !== null && !sameTypingTarget(target, next)) stop();
      const now = clock.now();
      const { startedWaitMs, stoppedWaitMs } = options.periods();
      if (target === null) start(next, now);
      // Repeating "start" keeps the indicator alive at the recipients, who expire it otherwise. Only
      // once strictly more than the period has passed, as Zulip's web app and zulip-flutter do.
      else if (now - lastStartAt > startedWaitMs) start(target, now);
      clearIdle();
      idleTimer = clock.setTimeout(() => {
        idleTimer = undefined;
        stop();
      }, stoppedWaitMs);
    },
    recipientChanged(next) {
      if (target !== null && (next === null || !sameTypingTarget(target, next))) stop();
    },
    stop,
    current: () => target,
  };
}
