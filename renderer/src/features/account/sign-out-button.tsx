// Signing out of one account from the account menu. Signing out deletes what is kept of the account
// on this computer, its outbox too, so when messages still wait to be sent the button asks first,
// saying how many would be lost; with none it signs out at once.
import { useState } from 'react';
import { defineMessages, useIntl, type IntlShape, type NoMessageValues } from 'react-intl';
import { useRuntime } from '../../state/app-runtime';
import { unsentCount } from '../../state/outbox';

const messages = defineMessages<{
  unsent: { count: number };
  confirm: { account: string };
  anyway: NoMessageValues;
  keep: NoMessageValues;
  signOutOf: { account: string };
  signOut: NoMessageValues;
}>({
  unsent: {
    id: 'account.sign_out.unsent_warning',
    defaultMessage:
      '{count, plural, one {# message has not been sent yet and will be lost.} other {# messages have not been sent yet and will be lost.}}',
  },
  confirm: { id: 'account.sign_out.confirm', defaultMessage: 'Sign out of {account}?' },
  anyway: { id: 'account.sign_out.anyway', defaultMessage: 'Sign out anyway' },
  keep: { id: 'account.sign_out.keep', defaultMessage: 'Keep them' },
  signOutOf: { id: 'account.sign_out.of_account', defaultMessage: 'Sign out of {account}' },
  signOut: { id: 'account.sign_out.button', defaultMessage: 'Sign out' },
});

export function unsentWarning(intl: IntlShape, count: number): string {
  return intl.formatMessage(messages.unsent, { count });
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
  const intl = useIntl();
  const { accounts } = useRuntime();
  const [unsent, setUnsent] = useState(0);
  if (unsent > 0) {
    return (
      <span
        role="alertdialog"
        aria-label={intl.formatMessage(messages.confirm, { account: label })}
        className="account-sign-out-confirm"
      >
        <span>{unsentWarning(intl, unsent)}</span>
        <button
          type="button"
          className="menu-item menu-item-danger"
          disabled={disabled}
          onClick={() => {
            setUnsent(0);
            signOut();
          }}
        >
          {intl.formatMessage(messages.anyway)}
        </button>
        <button type="button" className="menu-item" onClick={() => setUnsent(0)}>
          {intl.formatMessage(messages.keep)}
        </button>
      </span>
    );
  }
  return (
    <button
      type="button"
      className="menu-item menu-item-danger"
      aria-label={intl.formatMessage(messages.signOutOf, { account: label })}
      disabled={disabled}
      onClick={() => {
        const outbox = accounts.get(accountId)?.store.getState().outbox;
        const count = outbox ? unsentCount(outbox) : 0;
        if (count > 0) setUnsent(count);
        else signOut();
      }}
    >
      {intl.formatMessage(messages.signOut)}
    </button>
  );
}
