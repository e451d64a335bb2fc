// What the switcher and the account menu can do with the signed-in accounts: switch (main only
// changes which one is shown), move one up or down in the order (main keeps it), and sign one out
// (main deregisters its queue and deletes its key, drafts and cached data). Each answer from main
// is the new AppState, applied at once; main's push of it follows.
import { useMutation } from '@tanstack/react-query';
import { callIpc } from '../../bridge/call-api';
import { useRuntime } from '../../state/app-runtime';
import { applyMainState } from '../../state/connect-bridge';
import { switchToAccount } from './switch-account';

/** `ids` with the one at `from` moved to `to` (both within the list). */
export function moved(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

export function useAccountActions() {
  const runtime = useRuntime();
  const { shell } = runtime;
  const switchTo = useMutation({
    mutationFn: (accountId: string) => switchToAccount(runtime, window.location, accountId),
  });
  const reorder = useMutation({
    mutationFn: async ({ accountId, step }: { accountId: string; step: 1 | -1 }) => {
      const ids = shell.getState().session.accounts.map((account) => account.id);
      const from = ids.indexOf(accountId);
      const to = from + step;
      if (from < 0 || to < 0 || to >= ids.length) return;
      applyMainState(runtime, await callIpc('account.reorder', { accountIds: moved(ids, from, to) }));
    },
  });
  const signOut = useMutation({
    mutationFn: async (accountId: string) => {
      const wasShown = shell.getState().session.activeAccountId === accountId;
      applyMainState(runtime, await callIpc('account.signOut', { accountId }));
      // The account shown next opens at its home view: the old route was the other account's.
      if (wasShown) window.location.hash = '#/';
    },
  });
  return { switchTo, reorder, signOut, failure: switchTo.error ?? reorder.error ?? signOut.error };
}
