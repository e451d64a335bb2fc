// A read-only value with a Copy button (Clipboard API). Where the clipboard is refused, the text is
// selected instead so the keyboard shortcut copies it.
import { useId, useRef, useState } from 'react';

export function CopyField({ label, value }: { label: string; value: string }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setStatus('Copied to the clipboard.');
    } catch {
      input.current?.select();
      setStatus('Copying is not allowed here; the address is selected, so press Ctrl+C (⌘C) to copy it.');
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
          Copy
        </button>
      </div>
      <p role="status" className="copy-field-status">
        {status}
      </p>
    </div>
  );
}
