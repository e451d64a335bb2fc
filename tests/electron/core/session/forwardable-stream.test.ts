import { describe, expect, it } from 'vitest';
import { forwardableJson } from '../../../../electron/core/session/forwardable-json';
import { createForwardableScanner } from '../../../../electron/core/session/forwardable-stream';

const KEY = 'k3yABCdef0123456789xyz';
const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));
const BOM = [0xef, 0xbb, 0xbf];

/** What the scanner releases for `body` cut at `cuts`, and whether it accepted it whole. */
function scan(body: Uint8Array, cuts: number[]): { released: Buffer; accepted: boolean } {
  const scanner = createForwardableScanner(KEY)!;
  const out: Uint8Array[] = [];
  let from = 0;
  for (const cut of [...cuts, body.length]) {
    const clean = scanner.accept(body.subarray(from, cut));
    if (!clean) return { released: Buffer.concat(out), accepted: false };
    out.push(Buffer.from(clean));
    from = cut;
  }
  const rest = scanner.finish();
  if (rest) out.push(Buffer.from(rest));
  return { released: Buffer.concat(out), accepted: rest !== undefined };
}

/** A seeded generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 0x1_0000_0000;
  };
}

const PARTS = [
  '{"a":',
  '"Zoë"',
  ',"ключ":',
  '"😀"',
  ',',
  'api_key',
  '\\u0041',
  KEY,
  KEY.slice(0, 9),
  '"x"',
  ' ',
];

describe('createForwardableScanner', () => {
  it('agrees with forwardableJson on any body cut anywhere, releasing exactly its bytes', () => {
    const next = random(7);
    for (let round = 0; round < 2000; round++) {
      const pieces: number[] = next() < 0.2 ? [...BOM] : [];
      const count = 1 + Math.floor(next() * 12);
      for (let i = 0; i < count; i++) {
        const part = PARTS[Math.floor(next() * PARTS.length)] as string;
        // Rarely a stray byte that is not UTF-8, or a character cut off at the very end.
        if (next() < 0.03) pieces.push(0xff);
        pieces.push(...bytes(part));
      }
      if (next() < 0.05) pieces.pop();
      const body = new Uint8Array(pieces);
      const cuts = [
        ...new Set(Array.from({ length: Math.floor(next() * 6) }, () => Math.floor(next() * body.length))),
      ].sort((a, b) => a - b);
      const whole = forwardableJson(body, KEY);
      const { released, accepted } = scan(body, cuts);
      expect(accepted, `body ${Buffer.from(body).toString('hex')} cut at ${cuts.join(',')}`).toBe(
        whole !== undefined,
      );
      if (whole) expect(released.equals(Buffer.from(whole))).toBe(true);
    }
  });

  it('never releases a byte of a secret, wherever the pieces are cut', () => {
    for (const secret of [KEY, 'api_key', '\\u']) {
      const text = `{"name":"Zoë Čapek","other":"${'y'.repeat(50)}","v":"${secret}","after":"z"}`;
      const body = bytes(text);
      const at = Buffer.from(body).indexOf(secret);
      for (let cut = 1; cut < body.length; cut++) {
        const { released, accepted } = scan(body, [cut]);
        expect(accepted).toBe(false);
        expect(released.length).toBeLessThanOrEqual(at);
      }
    }
  });

  it('refuses everything when the own key has another JSON spelling', () => {
    expect(createForwardableScanner('with/slash')).toBeUndefined();
    expect(createForwardableScanner('')).toBeUndefined();
  });

  it('refuses once, and for good', () => {
    const scanner = createForwardableScanner(KEY)!;
    expect(scanner.accept(bytes(`{"a":"${KEY}","b":"${'c'.repeat(40)}"`))).toBeUndefined();
    expect(scanner.accept(bytes('}'))).toBeUndefined();
    expect(scanner.finish()).toBeUndefined();
  });
});
