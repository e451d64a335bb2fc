import { describe, expect, it } from 'vitest';
import { DEFAULT_DESKTOP_PREFERENCES } from '../../../shared/desktop';
import { connectBridge } from '../../../renderer/src/state/connect-bridge';
import { createAppStore } from '../../../renderer/src/state/store';
import { createFakeBridge } from '../support/fake-bridge';
import { appState, baseSnapshot, event, subscription } from '../support/factories';

describe('connectBridge', () => {
  it('asks main for its state and routes every push to the store', async () => {
    const store = createAppStore();
    const bridge = createFakeBridge({ 'app.state': { ok: true, value: appState() } });
    connectBridge(bridge, store);
    expect(bridge.calls).toEqual([
      { name: 'app.state', params: {} },
      { name: 'desktop.preferences', params: {} },
    ]);
    await Promise.resolve();
    expect(store.getState().session.activeAccountId).toBe('a1');

    const snapshot = { ...baseSnapshot, subscriptions: [subscription({ stream_id: 1, name: 'general' })] };
    bridge.push({ type: 'snapshot', accountId: 'a1', generation: 4, snapshot });
    expect(store.getState().sync).toEqual({ accountId: 'a1', generation: 4 });

    const rename = event('stream/update', {
      stream_id: 1,
      name: 'general',
      property: 'name',
      value: 'lobby',
    });
    bridge.push({ type: 'events', accountId: 'a1', generation: 4, events: [rename] });
    expect(store.getState().channels.subscriptions.get(1)?.name).toBe('lobby');

    bridge.push({ type: 'connection', accountId: 'a1', state: { status: 'reconnecting', failures: 1 } });
    expect(store.getState().session.connection.status).toBe('reconnecting');

    bridge.push({ type: 'desktop-preferences', preferences: DEFAULT_DESKTOP_PREFERENCES });
    expect(store.getState().desktop.preferences).toEqual(DEFAULT_DESKTOP_PREFERENCES);
    bridge.push({ type: 'update-status', status: { state: 'checking' } });
    expect(store.getState().desktop.update).toEqual({ state: 'checking' });

    bridge.push({ type: 'app-state', state: appState({ activeAccountId: null, accounts: [] }) });
    expect(store.getState().session.activeAccountId).toBeNull();
    // This computer's preferences are no account's: they stay after signing out.
    expect(store.getState().desktop.preferences).toEqual(DEFAULT_DESKTOP_PREFERENCES);
  });

  it('follows the link status of a bridge that reports one, and unsubscribes', () => {
    const store = createAppStore();
    let report: (status: 'up' | 'down' | 'connecting') => void = () => {};
    const bridge = Object.assign(createFakeBridge(), {
      linkStatus: 'connecting' as const,
      onLinkStatus(listener: typeof report) {
        report = listener;
        return () => (report = () => {});
      },
    });
    const disconnect = connectBridge(bridge, store);
    expect(store.getState().session.link).toBe('connecting');
    report('down');
    expect(store.getState().session.link).toBe('down');
    disconnect();
    expect(bridge.listenerCount()).toBe(0);
    report('up');
    expect(store.getState().session.link).toBe('down');
  });

  it('applies replayed batches as replayed, so watchers can tell catching up from news', () => {
    const store = createAppStore();
    const bridge = createFakeBridge();
    connectBridge(bridge, store);
    bridge.push({ type: 'snapshot', accountId: 'a1', generation: 1, snapshot: baseSnapshot });
    const seen: boolean[] = [];
    store.getState().onEventsApplied((batch) => seen.push(batch.replayed));
    const heartbeat = event('heartbeat', {});
    bridge.push({ type: 'events', accountId: 'a1', generation: 1, events: [heartbeat], replayed: true });
    bridge.push({ type: 'connection', accountId: 'a1', state: { status: 'connected', failures: 0 } });
    bridge.push({ type: 'events', accountId: 'a1', generation: 1, events: [heartbeat] });
    // Another push applies what the pacer holds first.
    bridge.push({ type: 'connection', accountId: 'a1', state: { status: 'connected', failures: 0 } });
    expect(seen).toEqual([true, false]);
  });
});
