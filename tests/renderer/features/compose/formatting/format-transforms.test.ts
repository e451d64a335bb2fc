import { describe, expect, it } from 'vitest';
import {
  formatEdit,
  formatForKey,
} from '../../../../../renderer/src/features/compose/formatting/format-transforms';
import type { TextEdit } from '../../../../../renderer/src/features/compose/formatting/apply-text-edit';

/** The text after the edit, with the new selection marked by [ and ]. */
function apply(text: string, start: number, end: number, edit: TextEdit): string {
  const next = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  return `${next.slice(0, edit.selectStart)}[${next.slice(edit.selectStart, edit.selectEnd)}]${next.slice(edit.selectEnd)}`;
}
const words = { linkText: 'text', spoilerHeading: 'Spoiler' };
const run = (text: string, start: number, end: number, kind: Parameters<typeof formatEdit>[3]) =>
  apply(text, start, end, formatEdit(text, start, end, kind, words));

describe('formatting transforms', () => {
  it('wraps the selection in bold, italic or code', () => {
    expect(run('say hi now', 4, 6, 'bold')).toBe('say **[hi]** now');
    expect(run('say hi now', 4, 6, 'italic')).toBe('say *[hi]* now');
    expect(run('say hi now', 4, 6, 'code')).toBe('say `[hi]` now');
    expect(run('', 0, 0, 'bold')).toBe('**[]**');
  });

  it('toggles a wrap off, around or inside the selection', () => {
    expect(run('say **hi** now', 6, 8, 'bold')).toBe('say [hi] now');
    expect(run('say **hi** now', 4, 10, 'bold')).toBe('say [hi] now');
    expect(run('say *hi* now', 5, 7, 'italic')).toBe('say [hi] now');
  });

  it('does not take half of a bold for italic', () => {
    expect(run('say **hi** now', 6, 8, 'italic')).toBe('say ***[hi]*** now');
  });

  it('fences code over several lines, and quotes or hides whole lines', () => {
    expect(run('a\nb', 0, 3, 'code')).toBe('```\n[a\nb]\n```');
    expect(run('x\nquote me', 4, 6, 'quote')).toBe('x\n```quote\n[quote me]\n```');
    expect(run('secret', 0, 0, 'spoiler')).toBe('```spoiler Spoiler\n[secret]\n```');
  });

  it('makes a link with the URL selected, or the text when nothing was selected', () => {
    expect(run('see docs', 4, 8, 'link')).toBe('see [docs]([url])');
    expect(run('', 0, 0, 'link')).toBe('[[text]](url)');
  });

  it('writes the words it adds in the language given', () => {
    const spanish = { linkText: 'texto', spoilerHeading: 'Contenido oculto' };
    const edit = (kind: 'link' | 'spoiler') => apply('', 0, 0, formatEdit('', 0, 0, kind, spanish));
    expect(edit('link')).toBe('[[texto]](url)');
    expect(edit('spoiler')).toBe('```spoiler Contenido oculto\n[]\n```');
  });

  it("maps Zulip's shortcuts", () => {
    const key = (k: string, shiftKey = false) => ({
      key: k,
      ctrlKey: true,
      metaKey: false,
      shiftKey,
      altKey: false,
    });
    expect(formatForKey(key('b'))).toBe('bold');
    expect(formatForKey(key('i'))).toBe('italic');
    expect(formatForKey(key('L', true))).toBe('link');
    expect(formatForKey(key('l'))).toBeNull();
    expect(formatForKey({ ...key('b'), ctrlKey: false })).toBeNull();
  });
});
