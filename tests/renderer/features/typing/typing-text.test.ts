import { describe, expect, it } from 'vitest';
import { typingText } from '../../../../renderer/src/features/typing/typing-text';
import { nextExpiry } from '../../../../renderer/src/features/typing/use-typists';

describe('typingText', () => {
  it('names one or two typists and summarizes three or more', () => {
    expect(typingText([])).toBeNull();
    expect(typingText(['Ana'])).toBe('Ana is typing…');
    expect(typingText(['Ana', 'Bo'])).toBe('Ana and Bo are typing…');
    expect(typingText(['Ana', 'Bo', 'Cy'])).toBe('Several people are typing…');
  });
});

describe('nextExpiry', () => {
  it('is the earliest expiry still ahead, or null', () => {
    const typist = (userId: number, expiresAt: number) => ({ userId, expiresAt });
    expect(nextExpiry([typist(1, 5000), typist(2, 3000), typist(3, 1000)], 2000)).toBe(3000);
    expect(nextExpiry([typist(1, 1000)], 1000)).toBeNull();
    expect(nextExpiry([], 0)).toBeNull();
  });
});
