import { describe, expect, it } from 'vitest';
import { typingText } from '../../../../renderer/src/features/typing/typing-text';
import { nextExpiry } from '../../../../renderer/src/features/typing/use-typists';
import { testIntl } from '../../../support/intl';

const en = testIntl();
const german = testIntl('de');
const spanish = testIntl('es');

describe('typingText', () => {
  it('names one or two typists and summarizes three or more', () => {
    expect(typingText(en, [])).toBeNull();
    expect(typingText(en, ['Ana'])).toBe('Ana is typing…');
    expect(typingText(en, ['Ana', 'Bo'])).toBe('Ana and Bo are typing…');
    expect(typingText(en, ['Ana', 'Bo', 'Cy'])).toBe('Several people are typing…');
  });

  it('joins two names as the language joins them', () => {
    expect(typingText(german, ['Ana'])).toBe('Ana schreibt…');
    expect(typingText(german, ['Ana', 'Bo'])).toBe('Ana und Bo schreiben…');
    // Spanish "y" becomes "e" before an i sound.
    expect(typingText(spanish, ['Ana', 'Irene'])).toBe('Ana e Irene están escribiendo…');
    expect(typingText(spanish, ['Ana', 'Bo', 'Cy'])).toBe('Varias personas están escribiendo…');
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
