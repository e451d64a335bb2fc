import { beforeEach, describe, expect, it } from 'vitest';
import {
  createTypingNotifier,
  sameTypingTarget,
  type TypingNotifier,
  type TypingOp,
  type TypingTarget,
} from '../../../../renderer/src/features/compose/typing-notifier';
import { FakeClock } from '../../../electron/core/support/fake-clock';

const STARTED_WAIT = 10_000;
const STOPPED_WAIT = 5_000;

const general: TypingTarget = { type: 'channel', streamId: 3, topic: 'lunch' };
const otherTopic: TypingTarget = { type: 'channel', streamId: 3, topic: 'dinner' };
const dm: TypingTarget = { type: 'direct', userIds: [8, 5] };

interface Sent {
  op: TypingOp;
  target: TypingTarget;
  at: number;
}

let clock: FakeClock;
let sent: Sent[];
let periods: { startedWaitMs: number; stoppedWaitMs: number };
let allowed: (target: TypingTarget) => boolean;
let notifier: TypingNotifier;
let t0: number;

/** The notices sent so far, as "op@ms-since-start". */
const log = () => sent.map((s) => `${s.op}@${s.at - t0}`);

beforeEach(() => {
  clock = new FakeClock();
  t0 = clock.now();
  sent = [];
  periods = { startedWaitMs: STARTED_WAIT, stoppedWaitMs: STOPPED_WAIT };
  allowed = () => true;
  notifier = createTypingNotifier({
    clock,
    periods: () => periods,
    enabled: (target) => allowed(target),
    send: (op, target) => sent.push({ op, target, at: clock.now() }),
  });
});

/** A keystroke every `every` ms for `duration` ms, starting now. */
async function typeFor(duration: number, every: number, target: TypingTarget = general): Promise<void> {
  for (let elapsed = 0; elapsed < duration; elapsed += every) {
    notifier.activity(target);
    await clock.advance(every);
  }
}

describe('typing notifier', () => {
  it('sends start on the first keystroke, and nothing more for a burst of typing', async () => {
    notifier.activity(general);
    expect(log()).toEqual(['start@0']);
    expect(sent[0]?.target).toEqual(general);
    await typeFor(3_000, 500);
    expect(log()).toEqual(['start@0']);
    expect(notifier.current()).toEqual(general);
  });

  it('repeats start once strictly more than the started-wait period has passed while typing', async () => {
    await typeFor(25_000, 1_000);
    expect(log()).toEqual(['start@0', 'start@11000', 'start@22000']);
  });

  it('does not repeat start at exactly the started-wait period, and does 1 ms later', async () => {
    // Keystrokes at 0, 4000, 8000, then exactly at the period and 1 ms after: never idle long enough to stop.
    for (const gap of [4_000, 4_000, STARTED_WAIT - 8_000]) {
      notifier.activity(general);
      await clock.advance(gap);
    }
    notifier.activity(general);
    expect(log()).toEqual(['start@0']);
    await clock.advance(1);
    notifier.activity(general);
    expect(log()).toEqual(['start@0', `start@${STARTED_WAIT + 1}`]);
  });

  it('treats a topic differing only in case as the same conversation', async () => {
    notifier.activity(general);
    await clock.advance(1_000);
    notifier.activity({ type: 'channel', streamId: 3, topic: 'LUNCH' });
    notifier.recipientChanged({ type: 'channel', streamId: 3, topic: 'Lunch' });
    expect(log()).toEqual(['start@0']);
    expect(notifier.current()).toEqual(general);
  });

  it('sends stop after the stopped-wait period without activity, once', async () => {
    notifier.activity(general);
    await clock.advance(STOPPED_WAIT - 1);
    expect(log()).toEqual(['start@0']);
    await clock.advance(1);
    expect(log()).toEqual(['start@0', 'stop@5000']);
    expect(sent[1]?.target).toEqual(general);
    await clock.advance(60_000);
    expect(log()).toHaveLength(2);
    expect(notifier.current()).toBeNull();
  });

  it('restarts the idle countdown on every keystroke', async () => {
    notifier.activity(general);
    await clock.advance(4_000);
    notifier.activity(general);
    await clock.advance(4_000);
    expect(log()).toEqual(['start@0']);
    await clock.advance(1_000);
    expect(log()).toEqual(['start@0', 'stop@9000']);
  });

  it('starts again at once after an idle stop, without waiting for the started-wait period', async () => {
    notifier.activity(general);
    await clock.advance(STOPPED_WAIT);
    notifier.activity(general);
    expect(log()).toEqual(['start@0', 'stop@5000', 'start@5000']);
  });

  it('stops at once on send, cancel or blur, and the idle timer no longer fires', async () => {
    notifier.activity(dm);
    await clock.advance(1_000);
    notifier.stop();
    expect(log()).toEqual(['start@0', 'stop@1000']);
    expect(sent[1]?.target).toEqual(dm);
    await clock.advance(60_000);
    expect(log()).toHaveLength(2);
    expect(clock.pending()).toEqual([]);
  });

  it('sends nothing on stop when no start is outstanding', async () => {
    notifier.stop();
    notifier.activity(general);
    await clock.advance(STOPPED_WAIT);
    notifier.stop();
    expect(log()).toEqual(['start@0', 'stop@5000']);
  });

  it('on a keystroke for a new recipient, stops the old one and starts the new one', async () => {
    notifier.activity(general);
    await clock.advance(2_000);
    notifier.activity(otherTopic);
    expect(sent.map((s) => [s.op, s.target])).toEqual([
      ['start', general],
      ['stop', general],
      ['start', otherTopic],
    ]);
    expect(log()).toEqual(['start@0', 'stop@2000', 'start@2000']);
  });

  it('stops at once when the recipient changes, and starts for the new one only on typing', async () => {
    notifier.activity(general);
    notifier.recipientChanged(dm);
    expect(sent.map((s) => [s.op, s.target])).toEqual([
      ['start', general],
      ['stop', general],
    ]);
    await clock.advance(60_000);
    expect(sent).toHaveLength(2);
    notifier.activity(dm);
    expect(sent[2]).toMatchObject({ op: 'start', target: dm });
  });

  it('ignores a recipient "change" to the same conversation; no recipient at all stops', () => {
    notifier.activity(dm);
    notifier.recipientChanged({ type: 'direct', userIds: [5, 8] });
    expect(log()).toEqual(['start@0']);
    notifier.recipientChanged(null);
    expect(log()).toEqual(['start@0', 'stop@0']);
  });

  it('treats a keystroke without a valid recipient as the end of typing', async () => {
    notifier.activity(general);
    notifier.activity(null);
    expect(log()).toEqual(['start@0', 'stop@0']);
    notifier.activity(null);
    await clock.advance(60_000);
    expect(log()).toHaveLength(2);
  });

  it('sends nothing where the user turned notices off, and stops when they are turned off mid-typing', async () => {
    allowed = (target) => target.type === 'direct';
    await typeFor(30_000, 1_000, general);
    expect(sent).toEqual([]);
    notifier.activity(dm);
    expect(log()).toEqual(['start@30000']);
    allowed = () => false;
    notifier.activity(dm);
    expect(log()).toEqual(['start@30000', 'stop@30000']);
  });

  it('reads the periods at each use, so new register values apply', async () => {
    periods = { startedWaitMs: 300, stoppedWaitMs: 200 };
    await typeFor(700, 100);
    await clock.advance(200);
    expect(log()).toEqual(['start@0', 'start@400', 'stop@800']);
  });
});

describe('sameTypingTarget', () => {
  it('compares direct recipients as a set and channel targets by channel and case-insensitive topic', () => {
    expect(
      sameTypingTarget({ type: 'direct', userIds: [1, 2, 2] }, { type: 'direct', userIds: [2, 1] }),
    ).toBe(true);
    expect(sameTypingTarget({ type: 'direct', userIds: [1] }, { type: 'direct', userIds: [1, 2] })).toBe(
      false,
    );
    expect(sameTypingTarget(general, { type: 'channel', streamId: 3, topic: 'lunch' })).toBe(true);
    expect(sameTypingTarget(general, { type: 'channel', streamId: 3, topic: 'Lunch' })).toBe(true);
    expect(
      sameTypingTarget(
        { type: 'channel', streamId: 3, topic: 'Topic' },
        { type: 'channel', streamId: 3, topic: 'topic' },
      ),
    ).toBe(true);
    expect(sameTypingTarget(general, otherTopic)).toBe(false);
    expect(sameTypingTarget(general, { type: 'channel', streamId: 4, topic: 'lunch' })).toBe(false);
    expect(sameTypingTarget(general, dm)).toBe(false);
    expect(sameTypingTarget(dm, general)).toBe(false);
  });
});
