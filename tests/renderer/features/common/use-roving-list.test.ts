// The key table the roving lists (Inbox, Recent conversations, People) share.
import { describe, expect, it } from 'vitest';
import { rovingStep } from '../../../../renderer/src/features/common/use-roving-list';

describe('rovingStep', () => {
  it('moves by one, by a page and to the ends, staying inside the list', () => {
    expect(rovingStep('ArrowDown', 0, 50, false)).toBe(1);
    expect(rovingStep('ArrowUp', 0, 50, false)).toBe(0);
    expect(rovingStep('ArrowDown', 49, 50, false)).toBe(49);
    expect(rovingStep('PageDown', 5, 50, false)).toBe(15);
    expect(rovingStep('PageDown', 45, 50, false)).toBe(49);
    expect(rovingStep('PageUp', 5, 50, false)).toBe(0);
    expect(rovingStep('Home', 20, 50, false)).toBe(0);
    expect(rovingStep('End', 20, 50, false)).toBe(49);
    expect(rovingStep('Enter', 20, 50, false)).toBeNull();
  });

  it('takes j and k only when asked, and no key moves in an empty list', () => {
    expect(rovingStep('j', 0, 5, true)).toBe(1);
    expect(rovingStep('k', 3, 5, true)).toBe(2);
    expect(rovingStep('j', 0, 5, false)).toBeNull();
    expect(rovingStep('ArrowDown', 0, 0, true)).toBeNull();
  });
});
