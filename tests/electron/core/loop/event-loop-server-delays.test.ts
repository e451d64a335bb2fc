// The server's numbers never steer the loop's timers: a huge Retry-After is waited out once, at the
// cap, instead of firing at once (Node runs any delay of 2^31 ms or more after 1 ms).
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../electron/core/api/errors';
import { interpretResponse } from '../../../../electron/core/api/interpret-response';
import { getEvents } from '../../../../shared/api/queue';
import { RETRY_AFTER_SECONDS } from '../../../../shared/api/server-delays';
import { createHarness } from './harness';
import { httpError } from './scripted-transport';

const CAP_MS = RETRY_AFTER_SECONDS.max * 1000;
const HOUR = 3_600_000;

/** A 429 as the real client builds it from what the server sent. */
function rateLimited(headers: Record<string, string>, body: Record<string, unknown>): ApiError {
  const text = JSON.stringify({
    result: 'error',
    msg: 'API usage exceeded rate limit',
    code: 'RATE_LIMIT_HIT',
    ...body,
  });
  try {
    interpretResponse(getEvents, { status: 429, headers: new Headers(headers), text });
  } catch (err) {
    if (err instanceof ApiError) return err;
  }
  throw new Error('expected an ApiError');
}

describe('event loop: server-given delays', () => {
  it.each([
    ['a Retry-After header of 3,000,000 s', rateLimited({ 'retry-after': '3000000' }, {})],
    ['a body retry-after of 1e9 s', rateLimited({}, { 'retry-after': 1e9 })],
    [
      'an HTTP-date a year ahead',
      rateLimited({ 'retry-after': new Date(Date.now() + 365 * 86_400_000).toUTCString() }, {}),
    ],
    ['a raw ApiError with 3e9 s', httpError(429, 'RATE_LIMIT_HIT', { retryAfterSeconds: 3e9 })],
  ])('%s: one retry after the ten-minute cap, not a storm', async (_name, error) => {
    const h = createHarness({ random: () => 0.999 });
    await h.connect('q1', 0);
    // The server answers every poll this way for an hour.
    let failures = 0;
    const failEveryPoll = async () => {
      while (h.transport.polls().length > failures) {
        failures += 1;
        await h.failLast(error);
      }
    };
    await failEveryPoll();
    expect(h.pendingDelay()).toBe(CAP_MS);
    expect(h.loop.state()).toMatchObject({ status: 'reconnecting', nextRetryAt: h.clock.now() + CAP_MS });
    expect(h.loop.state().lastError).toMatch(/asked Threadline to slow down/);
    await h.clock.advance(2_000);
    expect(h.transport.polls()).toHaveLength(1); // nothing fired early
    await h.clock.advance(CAP_MS - 2_000);
    expect(h.transport.polls()).toHaveLength(2);
    for (let elapsed = CAP_MS; elapsed < HOUR; elapsed += 60_000) {
      await failEveryPoll();
      await h.clock.advance(60_000);
    }
    // One first poll plus one retry per ten minutes.
    expect(h.transport.polls()).toHaveLength(1 + HOUR / CAP_MS);
    expect(failures).toBe(HOUR / CAP_MS);
    // A server that behaves again: the next poll succeeds and the loop is connected.
    await h.answerPoll([{ id: 1, type: 'heartbeat' }]);
    expect(h.loop.state()).toEqual({ status: 'connected', failures: 0 });
  });

  it.each([
    [1e9, 605_000],
    [Infinity, 605_000],
    [0.001, 15_000],
    [-90, 95_000],
    [Number.NaN, 95_000],
  ])('a long-poll timeout of %j s gives GET /events a timeout of %j ms', async (seconds, expected) => {
    const h = createHarness();
    await h.connect('q1', -1, { event_queue_longpoll_timeout_seconds: seconds });
    expect(h.transport.lastPoll().timeoutMs).toBe(expected);
  });
});
