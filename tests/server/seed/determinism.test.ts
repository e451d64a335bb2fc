import { describe, expect, it } from 'vitest';
import { buildSeed, DEFAULT_NOW, SEED_NAMES } from '../../../server/seed';
import { Rng } from '../../../server/seed/prng';
import { MID_SIZE, realmDigest } from './seed-helpers';

const DAY = 86_400;

describe('seed determinism', () => {
  it.each(['demo', 'empty'] as const)('builds the same %s realm twice, secrets included', (name) => {
    const first = buildSeed(name);
    const second = buildSeed(name);
    expect(realmDigest(first.realm)).toBe(realmDigest(second.realm));
    expect(second.accounts).toEqual(first.accounts);
  });

  it('builds the same large realm twice at the same size', () => {
    const first = buildSeed('large', { size: MID_SIZE });
    const second = buildSeed('large', { size: MID_SIZE });
    expect(realmDigest(first.realm)).toBe(realmDigest(second.realm));
  });

  it('gives different realms for different sizes, names and times', () => {
    const small = realmDigest(buildSeed('large', { size: { ...MID_SIZE, messages: 2_000 } }).realm);
    expect(small).not.toBe(realmDigest(buildSeed('large', { size: { ...MID_SIZE, messages: 2_001 } }).realm));
    expect(realmDigest(buildSeed('demo').realm)).not.toBe(realmDigest(buildSeed('empty').realm));
    const later = buildSeed('demo', { now: DEFAULT_NOW + DAY }).realm;
    const base = buildSeed('demo').realm;
    expect(realmDigest(later)).not.toBe(realmDigest(base));
    // Only the clock moves: ids and contents stay, timestamps shift by exactly a day.
    const baseIds = [...base.messages.keys()];
    expect([...later.messages.keys()]).toEqual(baseIds);
    const id = baseIds[10] as number;
    expect(later.messages.get(id)?.content).toBe(base.messages.get(id)?.content);
    expect(later.messages.get(id)?.timestamp).toBe((base.messages.get(id)?.timestamp ?? 0) + DAY);
  });

  it('pins the default clock to 2026-11-01T12:00:00Z with messages in the months before', () => {
    expect(new Date(DEFAULT_NOW * 1000).toISOString()).toBe('2026-11-01T12:00:00.000Z');
    const { realm } = buildSeed('large', { size: MID_SIZE });
    const times = [...realm.messages.values()].map((m) => m.timestamp);
    expect(Math.max(...times)).toBeLessThan(DEFAULT_NOW);
    expect(Math.min(...times)).toBeGreaterThan(DEFAULT_NOW - 200 * 86_400);
    // The last four weeks are busier than any earlier four weeks.
    const recent = times.filter((t) => t > DEFAULT_NOW - 28 * 86_400).length;
    const earlier = times.filter(
      (t) => t > DEFAULT_NOW - 56 * 86_400 && t <= DEFAULT_NOW - 28 * 86_400,
    ).length;
    expect(recent).toBeGreaterThan(earlier * 2);
  });

  it('derives api keys and passwords from the seed, all distinct', () => {
    for (const name of SEED_NAMES.filter((n) => n !== 'large')) {
      const { realm } = buildSeed(name);
      const keys = [...realm.users.values()].map((u) => u.api_key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(buildSeed('demo').accounts[0]?.api_key).not.toBe(buildSeed('empty').accounts[0]?.api_key);
  });

  it('rejects an unknown seed name', () => {
    expect(() => buildSeed('huge' as never)).toThrow(/unknown seed "huge"/);
  });
});

describe('Rng', () => {
  it('repeats its sequence for a seed and spreads values over [0, 1)', () => {
    const a = new Rng(42);
    const b = new Rng(42);
    const values = Array.from({ length: 1000 }, () => a.next());
    expect(Array.from({ length: 1000 }, () => b.next())).toEqual(values);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
    expect(new Rng(43).next()).not.toBe(new Rng(42).next());
  });

  it('samples distinct items', () => {
    const picked = new Rng(7).sample([1, 2, 3, 4, 5, 6, 7, 8], 5);
    expect(new Set(picked).size).toBe(5);
    expect(new Rng(7).sample([1, 2], 5)).toHaveLength(2);
  });
});
