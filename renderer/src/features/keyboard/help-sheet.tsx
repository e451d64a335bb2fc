// The keyboard shortcuts help sheet (`?`): every key of the key table, grouped as in Zulip's own
// reference, and the menu's keys for switching accounts (account-keys.ts). A native modal <dialog>
// (ModalDialog) traps the focus and closes on Esc; the focus goes back to where it was when the
// sheet opened.
import { useEffect } from 'react';
import { ModalDialog } from '../common/modal-dialog';
import { acceleratorParts, accountKeyRows } from './account-keys';
import { KEY_GROUPS, KEY_TABLE } from './key-table';
import '../../styles/keyboard.css';

const KEY_NAMES: Readonly<Record<string, string>> = {
  ArrowDown: '↓',
  ArrowUp: '↑',
  ArrowLeft: '←',
  ArrowRight: '→',
  Escape: 'Esc',
  PageUp: 'PgUp',
  PageDown: 'PgDn',
  ContextMenu: 'Menu',
  ' ': 'Space',
};

/** A chord as the sheet shows it: 'Shift+N' → Shift + N, 'Ctrl+K' → Ctrl (⌘ on macOS) + K. */
export function chordParts(chord: string, isMac: boolean): string[] {
  const parts = chord === '+' ? ['+'] : chord.split(/\+(?=.)/);
  return parts.map((part, i) => {
    if (i < parts.length - 1) return part === 'Ctrl' && isMac && chord !== 'Ctrl+[' ? '⌘' : part;
    return KEY_NAMES[part] ?? (part.length === 1 ? part.toUpperCase() : part);
  });
}

function Chord({ chord, isMac }: { chord: string; isMac: boolean }) {
  const parts = chordParts(chord, isMac);
  return (
    <span className="key-chord" data-chord={chord}>
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 && ' + '}
          <kbd>{part}</kbd>
        </span>
      ))}
    </span>
  );
}

export function HelpSheet({ onClose, isMac }: { onClose(): void; isMac: boolean }) {
  // Where focus was before the sheet opened, to give it back when the sheet closes.
  useEffect(() => {
    const before = document.activeElement;
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);
  return (
    <ModalDialog
      title="Keyboard shortcuts"
      onClose={onClose}
      className="is-wide help-sheet"
      scrollsWithoutControls
    >
      {KEY_GROUPS.map((group) => (
        <section key={group} aria-label={group}>
          <h3>{group}</h3>
          <dl className="help-sheet-list">
            {KEY_TABLE.filter((b) => b.group === group).map((binding) => (
              <div
                key={`${binding.scope}:${binding.command}`}
                className="help-sheet-row"
                data-command={binding.command}
              >
                <dt>{binding.description}</dt>
                <dd>
                  {binding.keys.map((chord, i) => (
                    <span key={chord}>
                      {i > 0 && ' or '}
                      <Chord chord={chord} isMac={isMac} />
                    </span>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <section aria-label="Accounts">
        <h3>Accounts</h3>
        <dl className="help-sheet-list">
          {accountKeyRows().map((row) => (
            <div key={row.description} className="help-sheet-row">
              <dt>{row.description}</dt>
              <dd>
                {row.accelerators.map((accelerator, i) => (
                  <span key={accelerator}>
                    {i > 0 && ' to '}
                    <span className="key-chord">
                      {acceleratorParts(accelerator, isMac).map((part, j) => (
                        <span key={j}>
                          {j > 0 && ' + '}
                          <kbd>{part}</kbd>
                        </span>
                      ))}
                    </span>
                  </span>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </ModalDialog>
  );
}
