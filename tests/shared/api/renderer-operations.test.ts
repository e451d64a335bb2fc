// The renderer's allow-list of API operations: exactly the operations opted in with `renderer: true`,
// none of main's own, and the same list in the types the renderer's code is checked against (the
// `@ts-expect-error` lines fail `tsc` if an operation without the opt-in ever becomes nameable).
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../renderer/src/bridge/call-api';
import { OPERATIONS, RENDERER_OPERATIONS, type RendererOperationName } from '../../../shared/api';
import type { RendererApiCall } from '../../../shared/ipc';
import { createFakeBridge } from '../../renderer/support/fake-bridge';

/** Every operation the renderer's screens call today; the type makes this list complete and exact. */
const RENDERER_USES: Record<RendererOperationName, true> = {
  addReaction: true,
  createSavedSnippet: true,
  deleteDraft: true,
  deleteMessage: true,
  deleteSavedSnippet: true,
  editSavedSnippet: true,
  getBotStorage: true,
  getChannelEmailAddress: true,
  getChannelFolders: true,
  getDrafts: true,
  getMessage: true,
  getMessageHistory: true,
  getMessages: true,
  getTopics: true,
  getUsers: true,
  markStreamAsRead: true,
  removePushToken: true,
  removeReaction: true,
  renderMessage: true,
  sendMessage: true,
  setTypingStatus: true,
  subscribe: true,
  unsubscribe: true,
  updateMessage: true,
  updateMessageFlags: true,
  updateMessageFlagsForNarrow: true,
  updateMutedTopic: true,
  updateSettings: true,
  updateSubscriptionProperties: true,
  updateUserTopic: true,
};

describe('the renderer operation allow-list', () => {
  it('holds exactly the opted-in operations, the same at run time as in the types', () => {
    const optedIn = [...OPERATIONS.values()].filter((op) => op.renderer).map((op) => op.name);
    expect(new Set(RENDERER_OPERATIONS.keys())).toEqual(new Set(optedIn));
    expect(new Set(RENDERER_OPERATIONS.keys())).toEqual(new Set(Object.keys(RENDERER_USES)));
    expect(RENDERER_OPERATIONS.size).toBeLessThan(OPERATIONS.size);
  });

  it('never opts in an operation main runs itself', () => {
    for (const name of ['register', 'getEvents', 'deleteQueue', 'fetchApiKey']) {
      expect(OPERATIONS.get(name)?.renderer).toBe(false);
      expect(RENDERER_OPERATIONS.has(name)).toBe(false);
    }
  });

  it('leaves operations without the opt-in unnameable by renderer code', async () => {
    const bridge = createFakeBridge({ api: { ok: true, value: {} } });
    const allowed: RendererApiCall = { accountId: 'a1', op: 'getDrafts', params: {} };
    await bridge.invoke('api', allowed);
    // @ts-expect-error main's password exchange is not the renderer's to call
    await callApi('a1', 'fetchApiKey', { username: 'a@example.com', password: 'x' }, bridge);
    // @ts-expect-error nor is the event queue
    await bridge.invoke('api', { accountId: 'a1', op: 'register', params: {} });
    // @ts-expect-error an operation no screen uses is not opted in either
    const notOptedIn: RendererApiCall = { accountId: 'a1', op: 'getSubscriptions', params: {} };
    // @ts-expect-error names outside the table are refused too
    const unknown: RendererOperationName = 'noSuchOperation';
    expect([notOptedIn.op, unknown]).toEqual(['getSubscriptions', 'noSuchOperation']);
    // The fake bridge does not enforce the list; main's router does (router.test.ts).
    expect(bridge.calls.map((call) => call.params)).toEqual([
      allowed,
      { accountId: 'a1', op: 'fetchApiKey', params: { username: 'a@example.com', password: 'x' } },
      { accountId: 'a1', op: 'register', params: {} },
    ]);
  });
});
