// The single place pushes from main enter the store. It runs outside React: components only read.
import type { ThreadlineBridge } from '../../../shared/ipc';
import { reportsLinkStatus } from '../bridge/get-bridge';
import { appStore, type AppStoreApi } from './store';

/** Subscribes the store to the bridge and asks main for its current state; returns the unsubscribe. */
export function connectBridge(bridge: ThreadlineBridge, store: AppStoreApi = appStore): () => void {
  const state = () => store.getState();
  const offPush = bridge.on((message) => {
    switch (message.type) {
      case 'app-state':
        return state().applyAppState(message.state);
      case 'snapshot':
        return state().applySnapshot(message.snapshot, message.generation, message.accountId);
      case 'events':
        return state().applyEvents(message.events, message.generation, message.accountId);
      case 'connection':
        return state().applyConnection(message.accountId, message.state);
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
  return () => {
    offPush();
    offLink();
  };
}
