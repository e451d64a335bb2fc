// The single place pushes from main enter the store. It runs outside React: components only read.
import type { ThreadlineBridge } from '../../../shared/ipc';
import { reportsLinkStatus } from '../bridge/get-bridge';
import { createEventPacer, type EventPacer } from './event-pacer';
import { appStore, type AppStoreApi } from './store';

/** Subscribes the store to the bridge and asks main for its current state; returns the unsubscribe. */
export function connectBridge(
  bridge: ThreadlineBridge,
  store: AppStoreApi = appStore,
  pacer: EventPacer = createEventPacer((batch) =>
    store.getState().applyEvents(batch.events, batch.generation, batch.accountId, batch.replayed === true),
  ),
): () => void {
  const state = () => store.getState();
  const offPush = bridge.on((message) => {
    if (message.type === 'events') {
      pacer.push(message);
      return;
    }
    // Anything else comes after the batches still waiting, as main sent it.
    pacer.flush();
    switch (message.type) {
      case 'app-state':
        return state().applyAppState(message.state);
      case 'snapshot':
        return state().applySnapshot(message.snapshot, message.generation, message.accountId);
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
    if (result.ok) state().applyAppState(result.value);
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
