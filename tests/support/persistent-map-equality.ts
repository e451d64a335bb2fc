// Lets toEqual compare the store's persistent maps by content: with each other (whatever order
// their history gave their nodes) and with the plain record a test writes for the expected value.
import { expect } from 'vitest';
import { PersistentMap } from '../../renderer/src/state/persistent-map';

function asRecord(value: unknown): Record<string, unknown> | undefined {
  if (value instanceof PersistentMap) return Object.fromEntries(value.entries());
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

expect.addEqualityTesters([
  function persistentMapEquals(a: unknown, b: unknown, customTesters) {
    if (!(a instanceof PersistentMap) && !(b instanceof PersistentMap)) return undefined;
    const left = asRecord(a);
    const right = asRecord(b);
    if (left === undefined || right === undefined) return false;
    return this.equals(left, right, customTesters);
  },
]);
