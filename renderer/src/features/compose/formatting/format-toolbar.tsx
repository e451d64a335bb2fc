// The compose box's formatting buttons and Preview toggle. Buttons keep the textarea's focus and
// selection (mousedown does not move focus) and apply the same edits as the keyboard shortcuts.
import type { FormatKind } from './format-transforms';

const BUTTONS: readonly { kind: FormatKind; label: string; glyph: string; keys?: string }[] = [
  { kind: 'bold', label: 'Bold', glyph: 'B', keys: 'Ctrl+B' },
  { kind: 'italic', label: 'Italic', glyph: 'I', keys: 'Ctrl+I' },
  { kind: 'link', label: 'Link', glyph: '🔗', keys: 'Ctrl+Shift+L' },
  { kind: 'code', label: 'Code', glyph: '</>' },
  { kind: 'quote', label: 'Quote', glyph: '❝' },
  { kind: 'spoiler', label: 'Spoiler', glyph: '▸' },
];

interface Props {
  previewing: boolean;
  onFormat(kind: FormatKind): void;
  onTogglePreview(): void;
}

export function FormatToolbar({ previewing, onFormat, onTogglePreview }: Props) {
  return (
    <div className="compose-format-bar" role="toolbar" aria-label="Formatting">
      {BUTTONS.map((button) => (
        <button
          key={button.kind}
          type="button"
          className={`compose-format-button is-${button.kind}`}
          aria-label={button.label}
          title={button.keys === undefined ? button.label : `${button.label} (${button.keys})`}
          disabled={previewing}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onFormat(button.kind)}
        >
          {button.glyph}
        </button>
      ))}
      <button
        type="button"
        className="compose-format-button compose-preview-toggle"
        aria-pressed={previewing}
        title="Preview (Alt+P)"
        onClick={onTogglePreview}
      >
        Preview
      </button>
    </div>
  );
}
