// The writing aids around compose's textarea (passed as children): formatting buttons and shortcuts
// (Ctrl+B, Ctrl+I, Ctrl+Shift+L as in Zulip), the Markdown preview (button or Alt+P), the `@ # :`
// typeahead and the `/me` hint. Keys are taken in the capture phase, so a key the aids use (Enter on
// a suggestion, Ctrl+B) never reaches the textarea's own handler (which would send or insert).
import {
  useEffect,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { defineMessages, useIntl, type MessageValue, type NoMessageValues } from 'react-intl';
import type { ComposeRecipient } from './compose-rules';
import { applyTextEdit } from './formatting/apply-text-edit';
import { FormatToolbar } from './formatting/format-toolbar';
import { formatEdit, formatForKey, type FormatKind } from './formatting/format-transforms';
import '../../styles/compose-aids.css';
import { ComposePreview } from './preview/compose-preview';
import { TypeaheadList } from './typeahead/typeahead-list';
import { useComposeTypeahead } from './typeahead/use-compose-typeahead';

interface Props {
  textarea: RefObject<HTMLTextAreaElement | null>;
  text: string;
  recipient: ComposeRecipient;
  children: ReactNode;
}

const messages = defineMessages<{
  readonly meHint: { readonly text: MessageValue };
  readonly linkText: NoMessageValues;
  readonly spoilerHeading: NoMessageValues;
}>({
  meHint: {
    id: 'compose.me_hint',
    defaultMessage: 'Sent as a status message: “{text}” after your name.',
  },
  linkText: { id: 'compose.format.link_placeholder', defaultMessage: 'text' },
  spoilerHeading: { id: 'compose.format.spoiler_heading', defaultMessage: 'Spoiler' },
});

const isPreviewKey = (e: KeyboardEvent) =>
  e.altKey && !e.ctrlKey && !e.metaKey && (e.key.toLowerCase() === 'p' || e.code === 'KeyP');

export function ComposeEditor({ textarea, text, recipient, children }: Props) {
  const intl = useIntl();
  const [previewing, setPreviewing] = useState(false);
  const [previewFocus, setPreviewFocus] = useState(false);
  const typeahead = useComposeTypeahead(textarea, text, recipient);

  function format(kind: FormatKind): void {
    const box = textarea.current;
    if (box === null) return;
    const words = {
      linkText: intl.formatMessage(messages.linkText),
      spoilerHeading: intl.formatMessage(messages.spoilerHeading),
    };
    applyTextEdit(box, formatEdit(box.value, box.selectionStart, box.selectionEnd, kind, words));
  }

  function togglePreview(): void {
    const next = !previewing;
    setPreviewing(next);
    setPreviewFocus(next && document.activeElement === textarea.current);
    if (!next) requestAnimationFrame(() => textarea.current?.focus());
  }

  function onKeyDownCapture(event: KeyboardEvent<HTMLDivElement>): void {
    if (isPreviewKey(event)) {
      event.preventDefault();
      event.stopPropagation();
      togglePreview();
      return;
    }
    if (event.target !== textarea.current) return;
    if (typeahead.handleKey(event)) return;
    const kind = formatForKey(event);
    if (kind === null) return;
    event.preventDefault();
    event.stopPropagation();
    format(kind);
  }

  const track = (event: SyntheticEvent) => {
    const box = textarea.current;
    if (box !== null && event.target === box) typeahead.trackCaret(box.selectionStart);
  };
  // The textarea is a child; its combobox wiring is set on the element itself.
  const { open, listId, activeIndex } = typeahead;
  const activeId = open ? typeahead.optionId(activeIndex) : null;
  useEffect(() => {
    const box = textarea.current;
    if (box === null) return;
    box.setAttribute('aria-autocomplete', 'list');
    if (activeId === null) {
      box.removeAttribute('aria-controls');
      box.removeAttribute('aria-activedescendant');
    } else {
      box.setAttribute('aria-controls', listId);
      box.setAttribute('aria-activedescendant', activeId);
    }
  }, [textarea, open, listId, activeId]);

  return (
    <div
      className="compose-editor"
      onKeyDownCapture={onKeyDownCapture}
      onKeyUp={track}
      onClick={track}
      onInput={track}
      onSelect={track}
      onBlur={(event) => {
        if ((event.target as EventTarget) === textarea.current) typeahead.trackCaret(null);
      }}
    >
      <FormatToolbar previewing={previewing} onFormat={format} onTogglePreview={togglePreview} />
      <div className="compose-editor-body" hidden={previewing}>
        {children}
      </div>
      {previewing && <ComposePreview text={text} takeFocus={previewFocus} />}
      <TypeaheadList typeahead={typeahead} />
      {/^\/me\s/.test(text) && (
        <p className="compose-me-hint" role="note">
          {intl.formatMessage(messages.meHint, { text: text.replace(/^\/me\s+/, '').split('\n')[0] })}
        </p>
      )}
    </div>
  );
}
