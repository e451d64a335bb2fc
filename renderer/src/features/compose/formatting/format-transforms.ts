// Formatting as pure text edits: bold, italic and inline code wrap the selection (or toggle off a
// wrap already there, inside or just around it); code over several lines becomes a fenced block;
// link makes `[text](url)` and selects `url`; quote and spoiler wrap whole lines in Zulip's ```quote
// and ```spoiler blocks. Each returns the TextEdit apply-text-edit.ts performs. The words put into
// the text (a link's stand-in text, a spoiler's heading) are the caller's, in the user's language.
import type { TextEdit } from './apply-text-edit';

export type FormatKind = 'bold' | 'italic' | 'code' | 'link' | 'quote' | 'spoiler';

const MARKERS: Record<'bold' | 'italic' | 'code', string> = { bold: '**', italic: '*', code: '`' };

function isBoldAt(text: string, index: number): boolean {
  return text.slice(index, index + 2) === '**';
}

/** Wraps or unwraps [start, end) with `marker`. */
function toggleWrap(text: string, start: number, end: number, marker: string): TextEdit {
  const selected = text.slice(start, end);
  const n = marker.length;
  // An italic `*` must not be taken for half of a bold `**`.
  const plainItalic = (i: number) => marker !== '*' || (!isBoldAt(text, i - 1) && !isBoldAt(text, i));
  const inside =
    selected.length >= 2 * n &&
    selected.startsWith(marker) &&
    selected.endsWith(marker) &&
    (marker !== '*' || !selected.startsWith('**') || selected.startsWith('***'));
  if (inside) {
    const body = selected.slice(n, selected.length - n);
    return { start, end, text: body, selectStart: start, selectEnd: start + body.length };
  }
  const around =
    text.slice(start - n, start) === marker &&
    text.slice(end, end + n) === marker &&
    plainItalic(start - 1) &&
    plainItalic(end);
  if (around) {
    return { start: start - n, end: end + n, text: selected, selectStart: start - n, selectEnd: end - n };
  }
  return { start, end, text: `${marker}${selected}${marker}`, selectStart: start + n, selectEnd: end + n };
}

function fence(text: string, start: number, end: number, opener: string): TextEdit {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const newline = text.indexOf('\n', end);
  const lineEnd = end > start && text[end - 1] === '\n' ? end - 1 : newline === -1 ? text.length : newline;
  const body = text.slice(lineStart, lineEnd);
  const before = lineStart > 0 && text[lineStart - 1] !== '\n' ? '\n' : '';
  const block = `${before}${opener}\n${body}\n\`\`\``;
  const bodyStart = lineStart + before.length + opener.length + 1;
  return {
    start: lineStart,
    end: lineEnd,
    text: block,
    selectStart: bodyStart,
    selectEnd: bodyStart + body.length,
  };
}

/** Words formatting writes into the message, in the user's language. */
export interface FormatWords {
  /** The stand-in text of a link made from an empty selection. */
  linkText: string;
  /** The heading of a new spoiler block. */
  spoilerHeading: string;
}

export function formatEdit(
  text: string,
  start: number,
  end: number,
  kind: FormatKind,
  words: FormatWords,
): TextEdit {
  const selected = text.slice(start, end);
  switch (kind) {
    case 'bold':
    case 'italic':
      return toggleWrap(text, start, end, MARKERS[kind]);
    case 'code':
      return selected.includes('\n') ? fence(text, start, end, '```') : toggleWrap(text, start, end, '`');
    case 'link': {
      const label = selected === '' ? words.linkText : selected;
      const url = 'url';
      const urlStart = start + label.length + 3;
      if (selected === '') {
        return {
          start,
          end,
          text: `[${label}](${url})`,
          selectStart: start + 1,
          selectEnd: start + 1 + label.length,
        };
      }
      return {
        start,
        end,
        text: `[${label}](${url})`,
        selectStart: urlStart,
        selectEnd: urlStart + url.length,
      };
    }
    case 'quote':
      return fence(text, start, end, '```quote');
    case 'spoiler':
      return fence(text, start, end, `\`\`\`spoiler ${words.spoilerHeading}`);
  }
}

/** The formatting a key chord asks for (Zulip's: Ctrl+B, Ctrl+I, Ctrl+Shift+L), or null. */
export function formatForKey(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): FormatKind | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'b' && !event.shiftKey) return 'bold';
  if (key === 'i' && !event.shiftKey) return 'italic';
  if (key === 'l' && event.shiftKey) return 'link';
  return null;
}
