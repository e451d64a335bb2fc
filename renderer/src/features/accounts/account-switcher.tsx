// The account switcher: a rail at the window's left with every signed-in account in the person's
// order, each with its organization's icon, its name (and email when two accounts share a server,
// in the button's name and tooltip) and its unread count under its own desktop_icon_count_display.
// A click shows that account; Ctrl+Tab, Ctrl+Shift+Tab and Ctrl+1…9 do the same from the keyboard
// (the menu's accelerators, shared/menu-accelerators.ts). "Add organization" (as Zulip's desktop app
// names it) opens the sign-in screen, for another organization or another account on one.
import type { AccountSummary } from '../../../../shared/ipc';
import { errorMessage } from '../../bridge/call-api';
import { useAccountSlice } from '../../state/account-scope';
import { useAccounts } from '../../state/selectors';
import { accountLabel } from '../../state/session';
import { useUiStore } from '../../state/ui';
import { RealmIcon } from '../common/realm-icon';
import { accountBadge } from './unread-badges';
import { useAccountActions } from './use-account-actions';
import '../../styles/accounts.css';

/** "Zulip Dev (me@example.com), 3 unread": what a screen reader says for one account. */
export function switcherName(label: string, unread: number): string {
  return unread > 0 ? `${label}, ${unread} unread` : label;
}

export function AccountSwitcher() {
  const { accounts, active } = useAccounts();
  const { switchTo, failure } = useAccountActions();
  const setAddingAccount = useUiStore((s) => s.setAddingAccount);
  return (
    <nav aria-label="Accounts" className="account-switcher">
      <ul className="account-switcher-list">
        {accounts.map((account, index) => (
          <SwitcherItem
            key={account.id}
            account={account}
            place={index + 1}
            label={accountLabel(account, accounts)}
            shown={account.id === active?.id}
            onSwitch={() => switchTo.mutate(account.id)}
          />
        ))}
      </ul>
      <button
        type="button"
        className="account-switcher-add"
        aria-label="Add organization"
        title="Add organization (or another account on one you have)"
        onClick={() => setAddingAccount(true)}
      >
        +
      </button>
      {failure && (
        <p role="alert" className="account-switcher-error">
          {errorMessage(failure)}
        </p>
      )}
    </nav>
  );
}

interface SwitcherItemProps {
  account: AccountSummary;
  place: number;
  label: string;
  shown: boolean;
  onSwitch(): void;
}

function SwitcherItem({ account, place, label, shown, onSwitch }: SwitcherItemProps) {
  const unread = useAccountSlice(account.id, accountBadge);
  const keyHint = place <= 9 ? ` (Ctrl+${place})` : '';
  return (
    <li>
      <button
        type="button"
        className="account-switcher-item"
        aria-current={shown ? 'true' : undefined}
        aria-label={switcherName(label, unread)}
        title={`${label}${keyHint}`}
        onClick={shown ? undefined : onSwitch}
      >
        <RealmIcon
          name={account.realmName}
          iconUrl={account.realmIconUrl}
          realmUrl={account.realmUrl}
          size="small"
          accountId={account.id}
        />
        {unread > 0 && (
          <span className="account-switcher-count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
    </li>
  );
}
