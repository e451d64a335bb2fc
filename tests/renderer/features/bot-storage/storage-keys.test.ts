import { describe, expect, it } from 'vitest';
import { parseKeysFilter, storageEntries } from '../../../../renderer/src/features/bot-storage/storage-keys';

describe('bot storage keys filter', () => {
  it('splits on commas and new lines, trims and drops repeats', () => {
    expect(parseKeysFilter(' a, b\nc ,a,, ')).toEqual(['a', 'b', 'c']);
  });

  it('asks for everything when empty', () => {
    expect(parseKeysFilter('')).toBeNull();
    expect(parseKeysFilter(' , \n ')).toBeNull();
  });

  it('lists entries by key', () => {
    expect(storageEntries({ b: '2', a: '1', B: '3' })).toEqual([
      ['B', '3'],
      ['a', '1'],
      ['b', '2'],
    ]);
  });
});
