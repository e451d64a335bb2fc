// Events make cached reads stale in their own account's query cache only: a message in one
// account's channel refetches that account's topic list, never another account's.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { watchLiveInvalidation } from '../../../../renderer/src/features/live-queries/live-invalidation';
import { queryKeys } from '../../../../renderer/src/features/live-queries/query-keys';
import { createAccountStores } from '../../../../renderer/src/state/account-stores';
import { sampleChannelMessage } from '../../../shared/objects/samples';
import { createFakeBridge } from '../../support/fake-bridge';
import { event } from '../../support/factories';

describe('watchLiveInvalidation', () => {
  it("invalidates the reads of the account whose events arrive, and only that account's", () => {
    const accounts = createAccountStores({ newQueryClient: () => new QueryClient() });
    const one = accounts.ensure('a1').queryClient;
    const two = accounts.ensure('a2').queryClient;
    for (const client of [one, two]) client.setQueryData(queryKeys.topics(3), { topics: [] });
    const bridge = createFakeBridge();
    const stop = watchLiveInvalidation(bridge, accounts);
    const message = { ...sampleChannelMessage, stream_id: 3 };
    bridge.push({
      type: 'events',
      accountId: 'a2',
      generation: 1,
      events: [event('message', { message, flags: [] })],
    });
    expect(two.getQueryState(queryKeys.topics(3))?.isInvalidated).toBe(true);
    expect(one.getQueryState(queryKeys.topics(3))?.isInvalidated).toBe(false);

    // A new register of the first account makes its reads stale; the second's stay as they are.
    two.setQueryData(queryKeys.drafts, { drafts: [] });
    one.setQueryData(queryKeys.drafts, { drafts: [] });
    bridge.push({ type: 'snapshot', accountId: 'a1', generation: 2, snapshot: {} });
    expect(one.getQueryState(queryKeys.drafts)?.isInvalidated).toBe(true);
    expect(two.getQueryState(queryKeys.drafts)?.isInvalidated).toBe(false);
    stop();
    expect(bridge.listenerCount()).toBe(0);
  });
});
