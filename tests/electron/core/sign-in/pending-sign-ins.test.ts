// The checks a `zulip://login` callback must pass to end a browser sign-in: a flow main started for
// that server, within ten minutes, whose pad makes a key of the value, and only once.
import { describe, expect, it } from 'vitest';
import type { LoginCallback } from '../../../../electron/core/desktop/login-callback';
import {
  CALLBACK_MESSAGES,
  createPendingSignIns,
  FLOW_LIFETIME_MS,
  MAX_FLOWS,
  type CallbackVerdict,
} from '../../../../electron/core/sign-in/pending-sign-ins';
import { encryptApiKey } from '../../../../shared/mobile-flow-otp';
import { said } from '../../../support/intl';
import { phrase } from '../../../../shared/i18n/phrase';

const SERVER = 'https://chat.example.com';
const OTHER = 'https://other.example.org';
const KEY = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const KEY_2 = 'zyxwvutsrqponmlkjihgfedcba987654';

function setup() {
  let now = 1_000_000;
  let seed = 1;
  const pending = createPendingSignIns<string>({
    now: () => now,
    // Distinct bytes per flow, so each flow has its own pad.
    randomBytes: (count) => Uint8Array.from({ length: count }, (_, i) => (seed * 31 + i * 7) % 256),
  });
  return {
    pending,
    start(origin: string, context: string) {
      seed++;
      return pending.start(origin, context);
    },
    advance(ms: number) {
      now += ms;
    },
  };
}

function callback(pad: string, key = KEY, realm = SERVER, userId?: number): LoginCallback {
  return {
    realm,
    email: 'me@example.com',
    otpEncryptedApiKey: encryptApiKey(key, pad),
    ...(userId === undefined ? {} : { userId }),
  };
}

function refusal(verdict: CallbackVerdict<string>) {
  if (verdict.ok) throw new Error('expected a refusal');
  return verdict;
}

describe('pending browser sign-ins', () => {
  it('ends a started sign-in with its callback, with the key and who it is for', () => {
    const t = setup();
    const pad = t.start(SERVER, 'probe of chat.example.com');
    expect(pad).toMatch(/^[0-9a-f]{64}$/);
    expect(t.pending.accept(callback(pad, KEY, `${SERVER}/`, 12))).toEqual({
      ok: true,
      context: 'probe of chat.example.com',
      email: 'me@example.com',
      userId: 12,
      apiKey: KEY,
    });
  });

  it('refuses the same callback a second time (a replay)', () => {
    const t = setup();
    const pad = t.start(SERVER, 'a');
    const link = callback(pad);
    expect(t.pending.accept(link).ok).toBe(true);
    expect(refusal(t.pending.accept(link))).toMatchObject({
      reason: 'replayed',
      message: phrase(CALLBACK_MESSAGES.replayed),
    });
    // Even when another sign-in to the same server has started since.
    t.start(SERVER, 'b');
    expect(refusal(t.pending.accept(link)).reason).toBe('replayed');
  });

  it('refuses a callback when no sign-in was started', () => {
    const t = setup();
    const pad = '0f'.repeat(32);
    expect(refusal(t.pending.accept(callback(pad)))).toMatchObject({
      reason: 'no-flow',
      message: phrase(CALLBACK_MESSAGES.noFlow),
    });
  });

  it('refuses a callback for another server, naming both, and keeps the flow', () => {
    const t = setup();
    const pad = t.start(SERVER, 'a');
    const verdict = refusal(t.pending.accept(callback(pad, KEY, OTHER)));
    expect(verdict.reason).toBe('other-server');
    expect(said(verdict.message)).toBe(
      'That sign-in link is for other.example.org, but you started signing in to chat.example.com, so it was not used.',
    );
    // The same origin on another port is another server too.
    expect(refusal(t.pending.accept(callback(pad, KEY, 'https://chat.example.com:8443'))).reason).toBe(
      'other-server',
    );
    expect(t.pending.accept(callback(pad)).ok).toBe(true);
  });

  it('accepts a callback up to ten minutes after the start, and refuses it as expired after', () => {
    const t = setup();
    const onTime = t.start(SERVER, 'a');
    t.advance(FLOW_LIFETIME_MS);
    expect(t.pending.accept(callback(onTime)).ok).toBe(true);

    const late = t.start(SERVER, 'b');
    t.advance(FLOW_LIFETIME_MS + 1);
    expect(refusal(t.pending.accept(callback(late, KEY_2)))).toMatchObject({
      reason: 'expired',
      message: phrase(CALLBACK_MESSAGES.expired),
    });
    // Long after, the flow is forgotten altogether.
    t.advance(FLOW_LIFETIME_MS * 2);
    expect(refusal(t.pending.accept(callback(late, KEY_2))).reason).toBe('no-flow');
  });

  it('tells two sign-ins to one server apart by their pads, in either order', () => {
    const t = setup();
    const first = t.start(SERVER, 'first');
    const second = t.start(SERVER, 'second');
    expect(first).not.toBe(second);
    const one = t.pending.accept(callback(first, KEY));
    expect(one).toMatchObject({ ok: true, context: 'first', apiKey: KEY });
    const two = t.pending.accept(callback(second, KEY_2));
    expect(two).toMatchObject({ ok: true, context: 'second', apiKey: KEY_2 });
  });

  it('keeps a sign-in to another server waiting while one ends', () => {
    const t = setup();
    const here = t.start(SERVER, 'here');
    const there = t.start(OTHER, 'there');
    expect(t.pending.accept(callback(there, KEY, OTHER))).toMatchObject({ ok: true, context: 'there' });
    expect(t.pending.accept(callback(here))).toMatchObject({ ok: true, context: 'here' });
  });

  it('refuses a value made with another pad, and still accepts the right one after', () => {
    const t = setup();
    const pad = t.start(SERVER, 'a');
    const forged = callback('5a'.repeat(32));
    expect(refusal(t.pending.accept(forged))).toMatchObject({
      reason: 'not-ours',
      message: phrase(CALLBACK_MESSAGES.notOurs),
    });
    expect(t.pending.accept(callback(pad)).ok).toBe(true);
  });

  it(`keeps at most ${MAX_FLOWS} sign-ins, forgetting the oldest`, () => {
    const t = setup();
    const oldest = t.start(SERVER, 'oldest');
    const pads = Array.from({ length: MAX_FLOWS }, (_, i) => t.start(SERVER, `flow ${i}`));
    expect(refusal(t.pending.accept(callback(oldest))).reason).toBe('not-ours');
    expect(t.pending.accept(callback(pads[0] as string))).toMatchObject({ ok: true, context: 'flow 0' });
  });
});
