// The compose box's formatting buttons and Preview toggle. Buttons keep the textarea's focus and
// selection (mousedown does not move focus) and apply the same edits as the keyboard shortcuts. The
// bold and italic glyphs are translated too (German software marks bold "F", Spanish "N").
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { FormatKind } from './format-transforms';

const messages = defineMessages({
  toolbar: { id: 'compose.format.toolbar_label', defaultMessage: 'Formatting' },
  bold: { id: 'compose.format.bold', defaultMessage: 'Bold' },
  boldTitle: { id: 'compose.format.bold_title', defaultMessage: 'Bold (Ctrl+B)' },
  boldGlyph: { id: 'compose.format.bold_glyph', defaultMessage: 'B' },
  italic: { id: 'compose.format.italic', defaultMessage: 'Italic' },
  italicTitle: { id: 'compose.format.italic_title', defaultMessage: 'Italic (Ctrl+I)' },
  italicGlyph: { id: 'compose.format.italic_glyph', defaultMessage: 'I' },
  link: { id: 'compose.format.link', defaultMessage: 'Link' },
  linkTitle: { id: 'compose.format.link_title', defaultMessage: 'Link (Ctrl+Shift+L)' },
  code: { id: 'compose.format.code', defaultMessage: 'Code' },
  quote: { id: 'compose.format.quote', defaultMessage: 'Quote' },
  spoiler: { id: 'compose.format.spoiler', defaultMessage: 'Spoiler' },
  preview: { id: 'compose.format.preview', defaultMessage: 'Preview' },
  previewTitle: { id: 'compose.format.preview_title', defaultMessage: 'Preview (Alt+P)' },
});

/** Symbols that need no translation: the link, code, quote and spoiler glyphs. */
const GLYPHS = { link: '🔗', code: '</>', quote: '❝', spoiler: '▸' } as const;

interface FormatButton {
  kind: FormatKind;
  label: MessageDescriptor;
  title: MessageDescriptor;
  glyph: MessageDescriptor | string;
}

const BUTTONS: readonly FormatButton[] = [
  { kind: 'bold', label: messages.bold, title: messages.boldTitle, glyph: messages.boldGlyph },
  { kind: 'italic', label: messages.italic, title: messages.italicTitle, glyph: messages.italicGlyph },
  { kind: 'link', label: messages.link, title: messages.linkTitle, glyph: GLYPHS.link },
  { kind: 'code', label: messages.code, title: messages.code, glyph: GLYPHS.code },
  { kind: 'quote', label: messages.quote, title: messages.quote, glyph: GLYPHS.quote },
  { kind: 'spoiler', label: messages.spoiler, title: messages.spoiler, glyph: GLYPHS.spoiler },
];

interface Props {
  previewing: boolean;
  onFormat(kind: FormatKind): void;
  onTogglePreview(): void;
}

export function FormatToolbar({ previewing, onFormat, onTogglePreview }: Props) {
  const intl = useIntl();
  return (
    <div className="compose-format-bar" role="toolbar" aria-label={intl.formatMessage(messages.toolbar)}>
      {BUTTONS.map((button) => (
        <button
          key={button.kind}
          type="button"
          className={`compose-format-button is-${button.kind}`}
          aria-label={intl.formatMessage(button.label)}
          title={intl.formatMessage(button.title)}
          disabled={previewing}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onFormat(button.kind)}
        >
          {typeof button.glyph === 'string' ? button.glyph : intl.formatMessage(button.glyph)}
        </button>
      ))}
      <button
        type="button"
        className="compose-format-button compose-preview-toggle"
        aria-pressed={previewing}
        title={intl.formatMessage(messages.previewTitle)}
        onClick={onTogglePreview}
      >
        {intl.formatMessage(messages.preview)}
      </button>
    </div>
  );
}
