// The account switcher: a rail at the window's left with every signed-in account in the person's
// order, each with its organization's icon, its name (and email when two accounts share a server,
// in the button's name and tooltip) and its unread count under its own desktop_icon_count_display.
// A click shows that account; Ctrl+Tab, Ctrl+Shift+Tab and Ctrl+1…9 do the same from the keyboard
// (the menu's accelerators, shared/menu-accelerators.ts). "Add organization" (as Zulip's desktop app
// names it) opens the sign-in screen, for another organization or another account on one.
import { defineMessages, useIntl, type IntlShape, type NoMessageValues } from 'react-intl';
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

const messages = defineMessages<{
  nav: NoMessageValues;
  add: NoMessageValues;
  addTooltip: NoMessageValues;
  unread: { label: string; count: number };
  keyHint: { label: string; place: number };
  manyUnread: { max: number };
}>({
  nav: { id: 'accounts.switcher.nav', defaultMessage: 'Accounts' },
  add: { id: 'accounts.switcher.add', defaultMessage: 'Add organization' },
  addTooltip: {
    id: 'accounts.switcher.add_tooltip',
    defaultMessage: 'Add organization (or another account on one you have)',
  },
  unread: { id: 'accounts.switcher.unread', defaultMessage: '{label}, {count, number} unread' },
  keyHint: { id: 'accounts.switcher.key_hint', defaultMessage: '{label} (Ctrl+{place})' },
  manyUnread: { id: 'accounts.switcher.many_unread', defaultMessage: '{max, number}+' },
});

/** The add button's sign, a symbol the same in every language (its name says what it does). */
const ADD_SIGN = '+';
/** Counts above this show as "99+" on the icon; the button's name says the whole number. */
const MAX_SHOWN_COUNT = 99;

/** "Zulip Dev (me@example.com), 3 unread": what a screen reader says for one account. */
export function switcherName(intl: IntlShape, label: string, unread: number): string {
  return unread > 0 ? intl.formatMessage(messages.unread, { label, count: unread }) : label;
}

export function AccountSwitcher() {
  const intl = useIntl();
  const { accounts, active } = useAccounts();
  const { switchTo, failure } = useAccountActions();
  const setAddingAccount = useUiStore((s) => s.setAddingAccount);
  return (
    <nav aria-label={intl.formatMessage(messages.nav)} className="account-switcher">
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
        aria-label={intl.formatMessage(messages.add)}
        title={intl.formatMessage(messages.addTooltip)}
        onClick={() => setAddingAccount(true)}
      >
        {ADD_SIGN}
      </button>
      {failure && (
        <p role="alert" className="account-switcher-error">
          {errorMessage(failure, intl)}
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
  const intl = useIntl();
  const unread = useAccountSlice(account.id, accountBadge);
  return (
    <li>
      <button
        type="button"
        className="account-switcher-item"
        aria-current={shown ? 'true' : undefined}
        aria-label={switcherName(intl, label, unread)}
        title={place <= 9 ? intl.formatMessage(messages.keyHint, { label, place }) : label}
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
            {unread > MAX_SHOWN_COUNT
              ? intl.formatMessage(messages.manyUnread, { max: MAX_SHOWN_COUNT })
              : intl.formatNumber(unread)}
          </span>
        )}
      </button>
    </li>
  );
}
