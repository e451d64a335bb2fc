// A read-only value with a Copy button (Clipboard API). Where the clipboard is refused, the text is
// selected instead so the keyboard shortcut copies it.
import { useId, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  copied: { id: 'channels.copy_field.copied', defaultMessage: 'Copied to the clipboard.' },
  refused: {
    id: 'channels.copy_field.refused',
    defaultMessage: 'Copying is not allowed here; the address is selected, so press Ctrl+C (⌘C) to copy it.',
  },
});

export function CopyField({ label, value }: { label: string; value: string }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const intl = useIntl();
  const [status, setStatus] = useState<MessageDescriptor | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setStatus(messages.copied);
    } catch {
      input.current?.select();
      setStatus(messages.refused);
    }
  }

  return (
    <div className="copy-field">
      <label htmlFor={inputId}>{label}</label>
      <div className="copy-field-row">
        <input
          id={inputId}
          ref={input}
          readOnly
          value={value}
          spellCheck={false}
          onFocus={(e) => e.target.select()}
        />
        <button type="button" className="button" onClick={() => void copy()}>
          <FormattedMessage id="channels.copy_field.copy" defaultMessage="Copy" />
        </button>
      </div>
      <p role="status" className="copy-field-status">
        {status && intl.formatMessage(status)}
      </p>
    </div>
  );
}
