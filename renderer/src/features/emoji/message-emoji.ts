// Unicode emoji inside rendered messages, drawn under the user's `emojiset` like reactions
// (emoji-drawing.ts). The sanitizer leaves `<span class="emoji emoji-1f642" data-emoji-text=":smile:">`
// holding the character (common/unicode-emoji.ts); this pass then shows the sheet's cell as the
// span's background, sized to the text, with the character kept (transparent) for copy/paste, or
// `:smile:` for "text", or the character alone while the sheet or the code is unknown. It runs on
// the message's DOM again whenever the setting, the catalog or the sheet changes.
import { emojiGlyph } from '../common/unicode-emoji';
import { emojiKey, type EmojiEntry } from './emoji-catalog';
import { emojiDrawing, spriteStyle } from './emoji-drawing';

/** What the sanitizer marks; the attribute text is also a cheap test on the sanitized HTML. */
const MARK = 'data-emoji-text';
const SELECTOR = `span.emoji[${MARK}]`;
/** The drawn size, as rendered-content.css sizes emoji to the line. */
const SIZE_EM = 1.25;

export interface MessageEmojiContext {
  emojiset: string;
  /** The Unicode catalog, once loaded. */
  byKey?: ReadonlyMap<string, EmojiEntry> | undefined;
  /** The emojiset's sprite sheet, once loaded. */
  sheetUrl?: string | undefined;
}

export interface MessageEmojiLook {
  text: string;
  /** The span's inline style when it shows a sheet cell. */
  sprite: ReturnType<typeof spriteStyle> | null;
}

/** Whether sanitized HTML holds any Unicode emoji (so the catalog and sheet are worth loading). */
export function hasMessageEmoji(html: string): boolean {
  return html.includes(MARK);
}

/** How the emoji `code`, written `label` (":smile:") by the server, is drawn; null for no code. */
export function messageEmojiLook(
  code: string,
  label: string,
  context: MessageEmojiContext,
): MessageEmojiLook | null {
  const native = emojiGlyph(code);
  if (native === null) return null;
  const drawing = emojiDrawing({
    name: label.replace(/^:|:$/g, ''),
    code,
    kind: 'unicode_emoji',
    emojiset: context.emojiset,
    entry: context.byKey?.get(emojiKey('unicode_emoji', code)),
    sheetReady: context.sheetUrl !== undefined,
  });
  if (drawing.kind === 'text') return { text: label, sprite: null };
  if (drawing.kind === 'sprite' && context.sheetUrl !== undefined) {
    return { text: native, sprite: spriteStyle(context.sheetUrl, drawing.x, drawing.y, SIZE_EM, 'em') };
  }
  return { text: native, sprite: null };
}

function codeOf(span: Element): string | null {
  for (const name of span.classList) {
    if (name.startsWith('emoji-') && emojiGlyph(name.slice('emoji-'.length)) !== null) {
      return name.slice('emoji-'.length);
    }
  }
  return null;
}

/** Draws every marked emoji in `container`; touches only what changes, so re-running is cheap. */
export function drawMessageEmoji(container: ParentNode, context: MessageEmojiContext): void {
  for (const span of container.querySelectorAll<HTMLElement>(SELECTOR)) {
    const code = codeOf(span);
    const look = code === null ? null : messageEmojiLook(code, span.getAttribute(MARK) ?? '', context);
    if (look === null) continue;
    if (span.textContent !== look.text) span.textContent = look.text;
    if (look.sprite !== null) {
      Object.assign(span.style, look.sprite);
      span.dataset.emojiDrawn = 'sprite';
    } else if (span.dataset.emojiDrawn !== undefined) {
      span.removeAttribute('style');
      delete span.dataset.emojiDrawn;
    }
  }
}
