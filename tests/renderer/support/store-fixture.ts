// A fresh store holding one snapshot, plus shorthands to apply events to it as main would.
import type { ServerEvent } from '../../../shared/events';
import { createAppStore, type AppStore, type AppStoreApi } from '../../../renderer/src/state/store';
import { baseSnapshot } from './factories';

export interface StoreFixture {
  store: AppStoreApi;
  s(): AppStore;
  apply(...events: ServerEvent[]): void;
}

export function storeFrom(snapshot: Record<string, unknown> = {}): StoreFixture {
  const store = createAppStore();
  store.getState().applySnapshot({ ...baseSnapshot, ...snapshot }, 1, 'a1');
  return {
    store,
    s: () => store.getState(),
    apply: (...events) => store.getState().applyEvents(events, 1, 'a1'),
  };
}
