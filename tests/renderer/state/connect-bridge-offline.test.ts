// The offline pushes reach the stores: a cached snapshot says as of when, the outbox push is
// mirrored in its account's store, `messages-stale` empties the message views' data and asks them to
// load again, and a notice about offline data is shown once (a reloaded page's replay does not repeat it).
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createAccountStores } from '../../../renderer/src/state/account-stores';
import { connectBridge } from '../../../renderer/src/state/connect-bridge';
import { createShellStore } from '../../../renderer/src/state/shell-store';
import { sampleChannelMessage } from '../../shared/objects/samples';
import { createFakeBridge } from '../support/fake-bridge';
import { appState, baseSnapshot, event } from '../support/factories';

async function connected() {
  const invalidated: unknown[] = [];
  const accounts = createAccountStores({
    newQueryClient: () =>
      ({
        clear: () => undefined,
        invalidateQueries: async (filter: unknown) => void invalidated.push(filter),
      }) as unknown as QueryClient,
  });
  const shell = createShellStore();
  const bridge = createFakeBridge({ 'app.state': { ok: true, value: appState() } });
  connectBridge(bridge, { shell, accounts });
  await Promise.resolve();
  const store = accounts.get('a1')?.store;
  if (store === undefined) throw new Error('no store for the listed account');
  return { bridge, shell, store, invalidated };
}

describe('connectBridge, offline pushes', () => {
  it('shows a cached snapshot as such until the live one replaces it', async () => {
    const { bridge, store } = await connected();
    bridge.push({
      type: 'snapshot',
      accountId: 'a1',
      generation: 0,
      snapshot: baseSnapshot,
      cached: { savedAt: 5 },
    });
    expect(store.getState().sync).toEqual({ accountId: 'a1', generation: 0, cached: { savedAt: 5 } });
    bridge.push({ type: 'snapshot', accountId: 'a1', generation: 1, snapshot: baseSnapshot });
    expect(store.getState().sync.cached).toBeUndefined();
  });

  it("mirrors the account's outbox, and ignores one for an account main does not list", async () => {
    const { bridge, store } = await connected();
    bridge.push({ type: 'snapshot', accountId: 'a1', generation: 1, snapshot: baseSnapshot });
    const message = {
      localId: 'L1',
      target: { type: 'channel' as const, streamId: 3, topic: 'lunch' },
      content: 'soon',
      createdAt: 1,
      status: 'queued' as const,
    };
    bridge.push({
      type: 'outbox',
      accountId: 'a1',
      outbox: { messages: [message], pendingReadIds: [], sent: [] },
    });
    expect(store.getState().outbox.entries).toEqual([
      expect.objectContaining({ localId: 'L1', known: true }),
    ]);
    bridge.push({
      type: 'outbox',
      accountId: 'gone',
      outbox: { messages: [message], pendingReadIds: [], sent: [] },
    });
    expect(store.getState().outbox.entries).toHaveLength(1);
  });

  it('loads the message views again when told their data is stale', async () => {
    const { bridge, store, invalidated } = await connected();
    bridge.push({ type: 'snapshot', accountId: 'a1', generation: 1, snapshot: baseSnapshot });
    bridge.push({
      type: 'events',
      accountId: 'a1',
      generation: 1,
      events: [event('message', { message: sampleChannelMessage, flags: [] })],
    });
    bridge.push({ type: 'messages-stale', accountId: 'a1' });
    expect(store.getState().messages.byId.size).toBe(0);
    expect(invalidated).toEqual([{ queryKey: ['messages'] }]);
  });

  it('shows a notice once, even when a reloaded page is sent it again', async () => {
    const { bridge, shell } = await connected();
    bridge.push({ type: 'offline-notice', message: 'The disk is full.' });
    expect(shell.getState().desktop.offlineNotice).toBe('The disk is full.');
    shell.getState().dismissOfflineNotice();
    bridge.push({ type: 'offline-notice', message: 'The disk is full.' });
    expect(shell.getState().desktop.offlineNotice).toBeNull();
  });
});
