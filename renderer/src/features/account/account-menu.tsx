import { useMutation } from '@tanstack/react-query';
import { useCallback, useId, useRef, useState } from 'react';
import type { AppState } from '../../../../shared/ipc';
import { callIpc, errorMessage } from '../../bridge/call-api';
import { useAccounts, useAppStore } from '../../state/selectors';
import { appStore } from '../../state/store';
import { useUiStore } from '../../state/ui';
import { useDismiss } from '../common/use-dismiss';
import { KeyStorageWarning } from './key-storage-warning';

const applyAppState = (state: AppState) => appStore.getState().applyAppState(state);

/** A disclosure with the signed-in account, other accounts to switch to, Add account and Sign out. */
export function AccountMenu() {
  const { accounts, active } = useAccounts();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, close);
  const setAddingAccount = useUiStore((s) => s.setAddingAccount);
  const keyStorageWarning = useAppStore((s) => s.session.keyStorageWarning);

  const switchAccount = useMutation({
    mutationFn: (accountId: string) => callIpc('account.switch', { accountId }),
    onSuccess: (state) => {
      applyAppState(state);
      close();
    },
  });
  const signOut = useMutation({
    mutationFn: (accountId: string) => callIpc('account.signOut', { accountId }),
    onSuccess: applyAppState,
  });
  const failure = switchAccount.error ?? signOut.error;
  const others = accounts.filter((account) => account.id !== active?.id);

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
          {others.length > 0 && (
            <ul className="account-others" aria-label="Other accounts">
              {others.map((account) => (
                <li key={account.id}>
                  <button
                    type="button"
                    className="menu-item"
                    disabled={switchAccount.isPending}
                    onClick={() => switchAccount.mutate(account.id)}
                  >
                    Switch to {account.email} ({account.realmName})
                  </button>
                </li>
              ))}
            </ul>
          )}
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
          {active && (
            <button
              type="button"
              className="menu-item menu-item-danger"
              disabled={signOut.isPending}
              onClick={() => signOut.mutate(active.id)}
            >
              Sign out
            </button>
          )}
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
