import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DESKTOP_PREFERENCES } from '../../../shared/desktop';
import { createAccountStores } from '../../../renderer/src/state/account-stores';
import { connectBridge } from '../../../renderer/src/state/connect-bridge';
import { createShellStore } from '../../../renderer/src/state/shell-store';
import { createFakeBridge } from '../support/fake-bridge';
import { appState, baseSnapshot, event, subscription } from '../support/factories';

const second = {
  id: 'a2',
  realmUrl: 'https://chat.example.org',
  email: 'bob@example.org',
  userId: 11,
  realmName: 'Example Org',
};

function targets() {
  const cleared: string[] = [];
  let made = 0;
  const accounts = createAccountStores({
    newQueryClient: () => {
      const id = `client-${++made}`;
      return { clear: () => void cleared.push(id) } as unknown as QueryClient;
    },
  });
  return { shell: createShellStore(), accounts, cleared };
}

describe('connectBridge', () => {
  it('asks main for its state and routes every push to the shell or its account store', async () => {
    const t = targets();
    const bridge = createFakeBridge({ 'app.state': { ok: true, value: appState() } });
    connectBridge(bridge, t);
    expect(bridge.calls).toEqual([
      { name: 'app.state', params: {} },
      { name: 'desktop.preferences', params: {} },
    ]);
    await Promise.resolve();
    expect(t.shell.getState().session.activeAccountId).toBe('a1');
    const store = t.accounts.get('a1')?.store;
    if (store === undefined) throw new Error('no store for the listed account');

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
    expect(t.shell.getState().session.connections.a1?.status).toBe('reconnecting');

    bridge.push({ type: 'desktop-preferences', preferences: DEFAULT_DESKTOP_PREFERENCES });
    expect(t.shell.getState().desktop.preferences).toEqual(DEFAULT_DESKTOP_PREFERENCES);
    bridge.push({ type: 'update-status', status: { state: 'checking' } });
    expect(t.shell.getState().desktop.update).toEqual({ state: 'checking' });

    bridge.push({
      type: 'app-state',
      state: appState({ activeAccountId: null, accounts: [], connections: {} }),
    });
    expect(t.shell.getState().session.activeAccountId).toBeNull();
    // The signed-out account's store and query cache are gone; this computer's preferences stay.
    expect(t.accounts.get('a1')).toBeUndefined();
    expect(t.cleared).toEqual(['client-1']);
    expect(t.shell.getState().desktop.preferences).toEqual(DEFAULT_DESKTOP_PREFERENCES);
  });

  it("keeps each account's pushes in its own store, a background account's included", () => {
    const t = targets();
    const bridge = createFakeBridge();
    connectBridge(bridge, t);
    bridge.push({ type: 'app-state', state: appState({ accounts: [...appState().accounts, second] }) });
    const subs = (name: string) => ({
      ...baseSnapshot,
      subscriptions: [subscription({ stream_id: 1, name })],
    });
    bridge.push({ type: 'snapshot', accountId: 'a1', generation: 1, snapshot: subs('mine') });
    bridge.push({ type: 'snapshot', accountId: 'a2', generation: 7, snapshot: subs('theirs') });
    const color = event('subscription/update', { stream_id: 1, property: 'color', value: '#000000' });
    bridge.push({ type: 'events', accountId: 'a2', generation: 7, events: [color] });
    bridge.push({ type: 'connection', accountId: 'a2', state: { status: 'connected', failures: 0 } });
    const one = t.accounts.get('a1')?.store.getState();
    const two = t.accounts.get('a2')?.store.getState();
    expect(one?.channels.subscriptions.get(1)).toMatchObject({ name: 'mine', color: '#76ce90' });
    expect(two?.channels.subscriptions.get(1)).toMatchObject({ name: 'theirs', color: '#000000' });
    // A snapshot for an account main no longer lists has nowhere to go.
    bridge.push({ type: 'snapshot', accountId: 'gone', generation: 1, snapshot: subs('x') });
    expect(t.accounts.get('gone')).toBeUndefined();
  });

  it('follows the link status of a bridge that reports one, and unsubscribes', () => {
    const t = targets();
    let report: (status: 'up' | 'down' | 'connecting') => void = () => {};
    const bridge = Object.assign(createFakeBridge(), {
      linkStatus: 'connecting' as const,
      onLinkStatus(listener: typeof report) {
        report = listener;
        return () => (report = () => {});
      },
    });
    const disconnect = connectBridge(bridge, t);
    expect(t.shell.getState().session.link).toBe('connecting');
    report('down');
    expect(t.shell.getState().session.link).toBe('down');
    disconnect();
    expect(bridge.listenerCount()).toBe(0);
    report('up');
    expect(t.shell.getState().session.link).toBe('down');
  });

  it('applies replayed batches as replayed, so watchers can tell catching up from news', () => {
    const t = targets();
    const bridge = createFakeBridge();
    connectBridge(bridge, t);
    bridge.push({ type: 'app-state', state: appState() });
    bridge.push({ type: 'snapshot', accountId: 'a1', generation: 1, snapshot: baseSnapshot });
    const seen: boolean[] = [];
    t.accounts
      .get('a1')
      ?.store.getState()
      .onEventsApplied((batch) => seen.push(batch.replayed));
    const heartbeat = event('heartbeat', {});
    bridge.push({ type: 'events', accountId: 'a1', generation: 1, events: [heartbeat], replayed: true });
    bridge.push({ type: 'connection', accountId: 'a1', state: { status: 'connected', failures: 0 } });
    bridge.push({ type: 'events', accountId: 'a1', generation: 1, events: [heartbeat] });
    // Another push applies what the pacer holds first.
    bridge.push({ type: 'connection', accountId: 'a1', state: { status: 'connected', failures: 0 } });
    expect(seen).toEqual([true, false]);
  });
});
