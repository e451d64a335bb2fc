// Lets toEqual compare the store's Immutable.js maps by content: with each other and with the plain
// record a test writes for the expected value (keys compared as strings, as in JSON).
import { isImmutable, Map as ImmutableMap } from 'immutable';
import { expect } from 'vitest';

function asRecord(value: unknown): Record<string, unknown> | undefined {
  if (ImmutableMap.isMap(value))
    return Object.fromEntries((value as ImmutableMap<unknown, unknown>).entries());
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !isImmutable(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

expect.addEqualityTesters([
  function immutableMapEquals(a: unknown, b: unknown, customTesters) {
    if (!ImmutableMap.isMap(a) && !ImmutableMap.isMap(b)) return undefined;
    const left = asRecord(a);
    const right = asRecord(b);
    if (left === undefined || right === undefined) return false;
    return this.equals(left, right, customTesters);
  },
]);
