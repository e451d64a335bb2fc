// The header's account disclosure: the shown account, then every signed-in account in the switcher's
// order with what can be done to it (switch to it, move it up or down, sign out of it: asked first
// when it has messages waiting to be sent), and Add
// account. Names say which account each button is for, so two accounts on one server are told apart.
import { useCallback, useId, useRef, useState } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { errorMessage } from '../../bridge/call-api';
import { useShell } from '../../state/app-runtime';
import { useAccounts } from '../../state/selectors';
import { accountLabel } from '../../state/session';
import { useUiStore } from '../../state/ui';
import { useAccountActions } from '../accounts/use-account-actions';
import { useDismiss } from '../common/use-dismiss';
import { KeyStorageWarning } from './key-storage-warning';
import { SignOutButton } from './sign-out-button';

const messages = defineMessages<{
  button: NoMessageValues;
  list: NoMessageValues;
  switchTo: { account: string };
  moveUp: { account: string };
  moveDown: { account: string };
  add: NoMessageValues;
}>({
  button: { id: 'account.menu.button', defaultMessage: 'Account' },
  list: { id: 'account.menu.list', defaultMessage: 'Signed-in accounts' },
  switchTo: { id: 'account.menu.switch_to', defaultMessage: 'Switch to {account}' },
  moveUp: { id: 'account.menu.move_up', defaultMessage: 'Move {account} up' },
  moveDown: { id: 'account.menu.move_down', defaultMessage: 'Move {account} down' },
  add: { id: 'account.menu.add', defaultMessage: 'Add account' },
});

/** The move buttons' arrows: pictures, named by their aria-label. */
const UP_ARROW = '\u2191';
const DOWN_ARROW = '\u2193';

export function AccountMenu() {
  const intl = useIntl();
  const { accounts, active } = useAccounts();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, close);
  const setAddingAccount = useUiStore((s) => s.setAddingAccount);
  const keyStorageWarning = useShell((s) => s.session.keyStorageWarning);
  const { switchTo, reorder, signOut, failure } = useAccountActions();
  const busy = switchTo.isPending || reorder.isPending || signOut.isPending;

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        type="button"
        className="account-button"
        aria-label={intl.formatMessage(messages.button)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <span className="account-avatar" aria-hidden="true">
          {(active?.email[0] ?? '?').toUpperCase()}
        </span>
        <span className="account-email">{active?.email}</span>
      </button>
      {open && (
        <div id={panelId} className="account-panel">
          {active && (
            <div className="account-current">
              <strong>{active.email}</strong>
              <span>{active.realmName}</span>
            </div>
          )}
          <KeyStorageWarning warning={keyStorageWarning} />
          <ul className="account-list" aria-label={intl.formatMessage(messages.list)}>
            {accounts.map((account, index) => {
              const label = accountLabel(account, accounts);
              const shown = account.id === active?.id;
              return (
                <li key={account.id} className="account-row">
                  <span className="account-row-name">
                    {account.realmName}
                    <span>{account.email}</span>
                  </span>
                  <span className="account-row-actions">
                    {!shown && (
                      <button
                        type="button"
                        className="menu-item"
                        disabled={busy}
                        onClick={() => switchTo.mutate(account.id, { onSuccess: close })}
                      >
                        {intl.formatMessage(messages.switchTo, { account: label })}
                      </button>
                    )}
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={intl.formatMessage(messages.moveUp, { account: label })}
                      disabled={busy || index === 0}
                      onClick={() => reorder.mutate({ accountId: account.id, step: -1 })}
                    >
                      {UP_ARROW}
                    </button>
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={intl.formatMessage(messages.moveDown, { account: label })}
                      disabled={busy || index === accounts.length - 1}
                      onClick={() => reorder.mutate({ accountId: account.id, step: 1 })}
                    >
                      {DOWN_ARROW}
                    </button>
                    <SignOutButton
                      accountId={account.id}
                      label={label}
                      disabled={busy}
                      signOut={() => signOut.mutate(account.id)}
                    />
                  </span>
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            className="menu-item"
            onClick={() => {
              setAddingAccount(true);
              close();
            }}
          >
            {intl.formatMessage(messages.add)}
          </button>
          {failure && (
            <p role="alert" className="notice notice-error">
              {errorMessage(failure, intl)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
