// The keyboard shortcuts help sheet (`?`): every key of the key table, grouped as in Zulip's own
// reference, and the menu's keys for switching accounts (account-keys.ts). A native modal <dialog>
// (ModalDialog) traps the focus and closes on Esc; the focus goes back to where it was when the
// sheet opened. What each key does, the headings and the names of keys (Shift, Space, Esc…) are in
// the catalogue, so the sheet reads in the window's language; letters and symbols stay as they are.
import { useEffect, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { ModalDialog } from '../common/modal-dialog';
import { acceleratorParts, accountKeyRows } from './account-keys';
import { chordParts, keyLabel } from './key-labels';
import { KEY_GROUP_TITLES } from './key-descriptions';
import { KEY_GROUPS, KEY_TABLE } from './key-table';
import '../../styles/keyboard.css';

const messages = defineMessages({
  title: { id: 'keyboard.help.title', defaultMessage: 'Keyboard shortcuts' },
});

/** Between the keys of one chord (a symbol, not a word). */
const PLUS = ' + ';

function Keys({ parts, chord }: { parts: readonly string[]; chord?: string }) {
  const intl = useIntl();
  return (
    <span className="key-chord" data-chord={chord}>
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 && PLUS}
          <kbd>{keyLabel(intl, part)}</kbd>
        </span>
      ))}
    </span>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      <dl className="help-sheet-list">{children}</dl>
    </section>
  );
}

export function HelpSheet({ onClose, isMac }: { onClose(): void; isMac: boolean }) {
  const intl = useIntl();
  // Where focus was before the sheet opened, to give it back when the sheet closes.
  useEffect(() => {
    const before = document.activeElement;
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);
  return (
    <ModalDialog
      title={intl.formatMessage(messages.title)}
      onClose={onClose}
      className="is-wide help-sheet"
      scrollsWithoutControls
    >
      {KEY_GROUPS.map((group) => (
        <Section key={group} title={intl.formatMessage(KEY_GROUP_TITLES[group])}>
          {KEY_TABLE.filter((b) => b.group === group).map((binding) => (
            <div
              key={`${binding.scope}:${binding.command}`}
              className="help-sheet-row"
              data-command={binding.command}
            >
              <dt>{intl.formatMessage(binding.description)}</dt>
              <dd>
                {intl.formatList(
                  binding.keys.map((chord) => (
                    <Keys key={chord} chord={chord} parts={chordParts(chord, isMac)} />
                  )),
                  { type: 'disjunction' },
                )}
              </dd>
            </div>
          ))}
        </Section>
      ))}
      <Section title={intl.formatMessage(KEY_GROUP_TITLES.accounts)}>
        {accountKeyRows().map((row) => {
          const [from, to] = row.accelerators.map((accelerator) => (
            <Keys key={accelerator} parts={acceleratorParts(accelerator, isMac)} />
          ));
          return (
            <div key={row.description.id} className="help-sheet-row">
              <dt>{intl.formatMessage(row.description)}</dt>
              <dd>
                {to === undefined ? (
                  from
                ) : (
                  <FormattedMessage
                    id="keyboard.help.range"
                    defaultMessage="{from} to {to}"
                    values={{ from, to }}
                  />
                )}
              </dd>
            </div>
          );
        })}
      </Section>
    </ModalDialog>
  );
}
