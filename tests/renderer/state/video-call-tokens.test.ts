import { expect, it } from 'vitest';
import { parseEvent } from '../../../shared/events';
import { storeFrom } from '../support/store-fixture';

it('reads each provider from the snapshot and follows has_<provider>_token events', () => {
  const f = storeFrom({ has_zoom_token: false, has_foo: true });
  expect(f.s().videoCallTokens.byProvider).toEqual({ zoom: false });
  f.apply(parseEvent({ id: 1, type: 'has_zoom_token', value: true }));
  // A provider this client has never heard of is still the same family.
  f.apply(parseEvent({ id: 2, type: 'has_jitsi_meet_token', value: true }));
  expect(f.s().videoCallTokens.byProvider).toEqual({ zoom: true, jitsi_meet: true });
  expect(f.s().diagnostics.unhandledEvents).toEqual({});
});
