import { expect, it } from 'vitest';
import { event } from '../support/factories';
import { storeFrom } from '../support/store-fixture';

const group = { id: 1, name: 'starter', description: 'For newcomers', streams: [3] };

it('reads IDs or, from older servers, channel objects; events replace each list', () => {
  const f = storeFrom({
    realm_default_streams: [3, { stream_id: 4, name: 'x' }],
    realm_default_stream_groups: [group],
  });
  expect(f.s().defaultChannels).toEqual({ streamIds: [3, 4], groups: [group] });
  f.apply(event('default_streams', { default_streams: [5] }));
  expect(f.s().defaultChannels.streamIds).toEqual([5]);
  f.apply(event('default_stream_groups', { default_stream_groups: [] }));
  expect(f.s().defaultChannels.groups).toEqual([]);
  const before = f.s().defaultChannels;
  f.apply(event('default_streams', { default_streams: [5] }));
  expect(f.s().defaultChannels).toBe(before);
});
