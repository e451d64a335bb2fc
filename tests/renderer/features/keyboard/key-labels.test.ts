import { describe, expect, it } from 'vitest';
import { chordLabel, chordParts, keyLabel } from '../../../../renderer/src/features/keyboard/key-labels';
import { testIntl } from '../../../support/intl';

const en = testIntl();
const german = testIntl('de');
const spanish = testIntl('es');

describe('key labels', () => {
  it('splits chords as the table writes them, ⌘ for Ctrl on macOS', () => {
    expect(chordParts('Shift+N', false)).toEqual(['Shift', 'N']);
    expect(chordParts('Ctrl+K', true)).toEqual(['⌘', 'K']);
    expect(chordParts('Ctrl+[', true)).toEqual(['Ctrl', '[']);
    expect(chordParts('+', false)).toEqual(['+']);
  });

  it('names keys in the window’s language, arrows and letters as they are', () => {
    expect(keyLabel(en, ' ')).toBe('Space');
    expect(keyLabel(german, ' ')).toBe('Leertaste');
    expect(keyLabel(german, 'Ctrl')).toBe('Strg');
    expect(keyLabel(spanish, 'Shift')).toBe('Mayús');
    expect(keyLabel(german, 'ArrowDown')).toBe('↓');
    expect(keyLabel(german, 'j')).toBe('J');
  });

  it('words a whole chord for a menu', () => {
    expect(chordLabel(en, 'Shift+U')).toBe('Shift+U');
    expect(chordLabel(german, 'Ctrl+S')).toBe('Strg+S');
  });
});
