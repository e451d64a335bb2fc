// What each command of the shell's menu and tray does in the window (shared/desktop.ts AppCommand):
// go to a page, open the keyboard help, toggle the sidebar, add or switch accounts, copy the server
// address, focus search. A plain function of injected parts, so each command is tested without
// React; use-app-commands.ts gives it the window's own store, router and focus requests. What it
// tells the person is a catalogue message, worded in the window's language where it is shown.
import { defineMessages, type NoMessageValues } from 'react-intl';
import type { AppCommand } from '../../../../shared/desktop';
import type { AccountSummary } from '../../../../shared/ipc';
import { type ShownText, phrase } from '../../../../shared/i18n/phrase';

const messages = defineMessages<{
  noOtherAccount: NoMessageValues;
  noAccountNumber: { slot: number };
  signInFirst: NoMessageValues;
  copied: { url: string };
  copyFailed: NoMessageValues;
}>({
  noOtherAccount: {
    id: 'desktop.command.no_other_account',
    defaultMessage: 'You have no other account to switch to.',
  },
  noAccountNumber: {
    id: 'desktop.command.no_account_number',
    defaultMessage: 'You have no account number {slot}.',
  },
  signInFirst: {
    id: 'desktop.command.sign_in_first',
    defaultMessage: 'Sign in first: there is no server address to copy.',
  },
  copied: { id: 'desktop.command.copied', defaultMessage: 'Copied {url}' },
  copyFailed: { id: 'desktop.command.copy_failed', defaultMessage: 'Could not copy the server address.' },
});

export interface AppCommandDeps {
  /** Opens a section of the settings, remembering where to return (settings-navigation.ts). */
  openSettings(section: string): void;
  navigate(hash: string): void;
  openKeyboardHelp(): void;
  toggleSidebar(): void;
  addAccount(): void;
  accounts(): readonly AccountSummary[];
  activeAccountId(): string | null;
  switchAccount(accountId: string): Promise<void>;
  copyText(text: string): Promise<void>;
  focusSearch(): void;
  /** A short message in the window ("Copied …"). */
  notify(text: ShownText): void;
}

/** The account after (step 1) or before (step -1) the active one, wrapping around; null with one. */
export function neighbourAccount(
  accounts: readonly AccountSummary[],
  activeId: string | null,
  step: 1 | -1,
): string | null {
  if (accounts.length < 2) return null;
  const at = accounts.findIndex((account) => account.id === activeId);
  const next = accounts[(at + step + accounts.length) % accounts.length];
  return next === undefined || next.id === activeId ? null : next.id;
}

async function switchBy(deps: AppCommandDeps, step: 1 | -1): Promise<void> {
  const target = neighbourAccount(deps.accounts(), deps.activeAccountId(), step);
  if (target === null) return deps.notify(phrase(messages.noOtherAccount));
  await deps.switchAccount(target);
}

async function switchToSlot(deps: AppCommandDeps, slot: number): Promise<void> {
  const target = deps.accounts()[slot - 1];
  if (target === undefined) return deps.notify(phrase(messages.noAccountNumber, { slot }));
  if (target.id !== deps.activeAccountId()) await deps.switchAccount(target.id);
}

async function copyServerAddress(deps: AppCommandDeps): Promise<void> {
  const active = deps.accounts().find((account) => account.id === deps.activeAccountId());
  if (active === undefined) return deps.notify(phrase(messages.signInFirst));
  try {
    await deps.copyText(active.realmUrl);
    deps.notify(phrase(messages.copied, { url: active.realmUrl }));
  } catch {
    deps.notify(phrase(messages.copyFailed));
  }
}

export async function runAppCommand(command: AppCommand, deps: AppCommandDeps): Promise<void> {
  switch (command) {
    case 'open-settings':
      return deps.openSettings('account');
    case 'open-desktop-settings':
      return deps.openSettings('desktop');
    case 'open-diagnostics':
      return deps.navigate('#/diagnostics');
    case 'keyboard-shortcuts':
      return deps.openKeyboardHelp();
    case 'toggle-sidebar':
      return deps.toggleSidebar();
    case 'add-account':
      return deps.addAccount();
    case 'next-account':
      return switchBy(deps, 1);
    case 'previous-account':
      return switchBy(deps, -1);
    case 'copy-server-address':
      return copyServerAddress(deps);
    case 'focus-search':
      return deps.focusSearch();
    default:
      // `account-N` (Ctrl+N): the switcher's N-th account.
      return switchToSlot(deps, Number(command.slice('account-'.length)));
  }
}
