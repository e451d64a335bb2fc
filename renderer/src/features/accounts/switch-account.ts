// Switching the shown account from the window (the switcher, Ctrl+Tab, Ctrl+1…9, the menu, a
// notification of a background account): main only changes which account is active (every
// account's connection keeps running), and the window shows the other account's store at once.
// The view each account last showed is remembered, so switching back returns to it; an account
// shown for the first time opens at its home view. A route of one account means nothing in another.
import { callIpc } from '../../bridge/call-api';
import { applyMainState, type BridgeTargets } from '../../state/connect-bridge';

/** Where the window's route lives (window.location in the app; a plain object in tests). */
export interface RouteHash {
  hash: string;
}

export interface SwitchOptions {
  /** Go to the account's remembered view (the switcher); false when the caller navigates itself. */
  restoreView: boolean;
}

export async function switchToAccount(
  targets: BridgeTargets,
  route: RouteHash,
  accountId: string,
  { restoreView }: SwitchOptions = { restoreView: true },
): Promise<void> {
  const { shell, accounts } = targets;
  const from = shell.getState().session.activeAccountId;
  if (from === accountId) return;
  if (from !== null) accounts.rememberHash(from, route.hash);
  applyMainState(targets, await callIpc('account.switch', { accountId }));
  if (restoreView) route.hash = accounts.lastHash(accountId) ?? '#/';
}
