// The single place pushes from main enter the stores. It runs outside React: components only read.
// AppState and this computer's pushes go to the shell store; each account's snapshots, event
// batches and connection reports go to that account's own store, whichever account is shown.
// Offline: a snapshot main's cache kept carries `cached` (as of when), the `outbox` push is mirrored
// in the account's store, `messages-stale` makes its message views load again, and an
// `offline-notice` (a full disk) is shown once by the shell.
import type { AppState, ThreadlineBridge } from '../../../shared/ipc';
import { reportsLinkStatus } from '../bridge/get-bridge';
import type { AccountStores } from './account-stores';
import { createEventPacer, type EventPacer } from './event-pacer';
import type { ShellStoreApi } from './shell-store';

export interface BridgeTargets {
  shell: ShellStoreApi;
  accounts: AccountStores;
}

/** Subscribes the stores to the bridge and asks main for its current state; returns the unsubscribe. */
export function connectBridge(
  bridge: ThreadlineBridge,
  { shell, accounts }: BridgeTargets,
  pacer: EventPacer = createEventPacer((batch) => {
    if (batch.accountId === undefined) return;
    accounts
      .get(batch.accountId)
      ?.store.getState()
      .applyEvents(batch.events, batch.generation, batch.accountId, batch.replayed === true);
  }),
): () => void {
  const state = () => shell.getState();
  const applyAppState = (app: AppState) => applyMainState({ shell, accounts }, app);
  /** A snapshot for an account main does not list (any more) has nowhere to go. */
  const listed = (accountId: string) =>
    !state().session.loaded || state().session.accounts.some((account) => account.id === accountId);

  const offPush = bridge.on((message) => {
    if (message.type === 'events') {
      pacer.push(message);
      return;
    }
    // Anything else comes after the batches still waiting, as main sent it.
    pacer.flush();
    switch (message.type) {
      case 'app-state':
        return applyAppState(message.state);
      case 'snapshot':
        if (!listed(message.accountId)) return;
        return accounts
          .ensure(message.accountId)
          .store.getState()
          .applySnapshot(message.snapshot, message.generation, message.accountId, message.cached);
      case 'outbox':
        if (!listed(message.accountId)) return;
        return accounts.ensure(message.accountId).store.getState().applyOutbox(message.outbox);
      case 'messages-stale': {
        const entry = accounts.get(message.accountId);
        if (!entry) return;
        entry.store.getState().reloadMessages();
        // A view whose first page failed while the server was away tries again too.
        return void entry.queryClient.invalidateQueries({ queryKey: ['messages'] });
      }
      case 'offline-notice':
        return state().showOfflineNotice(message.message);
      case 'connection':
        return state().applyConnection(message.accountId, message.state);
      case 'desktop-preferences':
        return state().applyDesktopPreferences(message.preferences);
      case 'update-status':
        return state().applyUpdateStatus(message.status);
      // 'command', 'open' and 'link-refused' are acts, not state: features/desktop listens for them itself.
    }
  });
  let offLink = () => {};
  if (reportsLinkStatus(bridge)) {
    state().setLinkStatus(bridge.linkStatus);
    offLink = bridge.onLinkStatus((status) => state().setLinkStatus(status));
  }
  void bridge.invoke('app.state', {}).then((result) => {
    if (result.ok) applyAppState(result.value);
  });
  void bridge.invoke('desktop.preferences', {}).then((result) => {
    if (result.ok) state().applyDesktopPreferences(result.value);
  });
  return () => {
    offPush();
    offLink();
    pacer.stop();
  };
}

/** Applies an AppState from main (a push, or the answer to a switch or sign-out). */
export function applyMainState({ shell, accounts }: BridgeTargets, app: AppState): void {
  const ids = app.accounts.map((account) => account.id);
  // Signed-out accounts' stores go first, so nothing of theirs is shown while the state changes.
  accounts.retain(ids);
  for (const id of ids) accounts.ensure(id);
  shell.getState().applyAppState(app);
}
