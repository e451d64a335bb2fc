// Signing out of one account from the account menu. Signing out deletes what is kept of the account
// on this computer, its outbox too, so when messages still wait to be sent the button asks first,
// saying how many would be lost; with none it signs out at once.
import { useState } from 'react';
import { useRuntime } from '../../state/app-runtime';
import { unsentCount } from '../../state/outbox';

export function unsentWarning(count: number): string {
  return count === 1
    ? '1 message has not been sent yet and will be lost.'
    : `${count} messages have not been sent yet and will be lost.`;
}

export function SignOutButton({
  accountId,
  label,
  disabled,
  signOut,
}: {
  accountId: string;
  label: string;
  disabled: boolean;
  signOut: () => void;
}) {
  const { accounts } = useRuntime();
  const [unsent, setUnsent] = useState(0);
  if (unsent > 0) {
    return (
      <span role="alertdialog" aria-label={`Sign out of ${label}?`} className="account-sign-out-confirm">
        <span>{unsentWarning(unsent)}</span>
        <button
          type="button"
          className="menu-item menu-item-danger"
          disabled={disabled}
          onClick={() => {
            setUnsent(0);
            signOut();
          }}
        >
          Sign out anyway
        </button>
        <button type="button" className="menu-item" onClick={() => setUnsent(0)}>
          Keep them
        </button>
      </span>
    );
  }
  return (
    <button
      type="button"
      className="menu-item menu-item-danger"
      aria-label={`Sign out of ${label}`}
      disabled={disabled}
      onClick={() => {
        const outbox = accounts.get(accountId)?.store.getState().outbox;
        const count = outbox ? unsentCount(outbox) : 0;
        if (count > 0) setUnsent(count);
        else signOut();
      }}
    >
      Sign out
    </button>
  );
}
