// The header's account disclosure: the shown account, then every signed-in account in the switcher's
// order with what can be done to it (switch to it, move it up or down, sign out of it: asked first
// when it has messages waiting to be sent), and Add
// account. Names say which account each button is for, so two accounts on one server are told apart.
import { useCallback, useId, useRef, useState } from 'react';
import { errorMessage } from '../../bridge/call-api';
import { useShell } from '../../state/app-runtime';
import { useAccounts } from '../../state/selectors';
import { accountLabel } from '../../state/session';
import { useUiStore } from '../../state/ui';
import { useAccountActions } from '../accounts/use-account-actions';
import { useDismiss } from '../common/use-dismiss';
import { KeyStorageWarning } from './key-storage-warning';
import { SignOutButton } from './sign-out-button';

export function AccountMenu() {
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
        aria-label="Account"
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
          <ul className="account-list" aria-label="Signed-in accounts">
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
                        Switch to {label}
                      </button>
                    )}
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={`Move ${label} up`}
                      disabled={busy || index === 0}
                      onClick={() => reorder.mutate({ accountId: account.id, step: -1 })}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={`Move ${label} down`}
                      disabled={busy || index === accounts.length - 1}
                      onClick={() => reorder.mutate({ accountId: account.id, step: 1 })}
                    >
                      ↓
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
            Add account
          </button>
          {failure && (
            <p role="alert" className="notice notice-error">
              {errorMessage(failure)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
