import { expect, it } from 'vitest';
import { event } from '../support/factories';
import { storeFrom } from '../support/store-fixture';

const registered = {
  push_key_id: 7,
  push_token_id: 'tok',
  pending_push_token_id: null,
  push_token_last_updated_timestamp: 100,
  push_registration_error_code: null,
};

it('reads devices keyed by ID, as register sends them', () => {
  const f = storeFrom({ devices: { '3': registered, x: 'junk' } });
  expect(f.s().devices.byId).toEqual({ 3: { device_id: 3, ...registered } });
});

it('adds a device by ID, merges only the changed details, and removes it', () => {
  const f = storeFrom({ devices: {} });
  f.apply(event('device/add', { device_id: 1 }));
  expect(f.s().devices.byId.get(1)).toEqual({ device_id: 1 });
  f.apply(event('device/update', { device_id: 1, pending_push_token_id: 'p1', push_key_id: 7 }));
  f.apply(
    event('device/update', { device_id: 1, pending_push_token_id: null, push_token_id: 'tok', sparkle: 1 }),
  );
  expect(f.s().devices.byId.get(1)).toEqual({
    device_id: 1,
    push_key_id: 7,
    pending_push_token_id: null,
    push_token_id: 'tok',
    sparkle: 1,
  });
  const before = f.s().devices;
  f.apply(event('device/add', { device_id: 1 }), event('device/update', { device_id: 1, push_key_id: 7 }));
  expect(f.s().devices).toBe(before);
  f.apply(event('device/remove', { device_id: 1 }));
  expect(f.s().devices.byId).toEqual({});
});
