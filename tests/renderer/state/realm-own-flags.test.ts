import { describe, expect, it } from 'vitest';
import { realmFromSnapshot } from '../../../renderer/src/state/realm';
import { baseSnapshot } from '../support/factories';

describe('realm: what the signed-in account may do', () => {
  it('knows whether the account is a bot', () => {
    expect(realmFromSnapshot({ ...baseSnapshot, is_bot: true }).ownIsBot).toBe(true);
    expect(realmFromSnapshot({ ...baseSnapshot, is_bot: false }).ownIsBot).toBe(false);
    expect(realmFromSnapshot(baseSnapshot).ownIsBot).toBe(false);
  });

  it('offers web-public channels only with the permission and spectator access', () => {
    const allowed = {
      ...baseSnapshot,
      can_create_web_public_streams: true,
      realm_enable_spectator_access: true,
    };
    expect(realmFromSnapshot(allowed).canCreateWebPublicChannels).toBe(true);
    expect(
      realmFromSnapshot({ ...allowed, server_web_public_streams_enabled: false }).canCreateWebPublicChannels,
    ).toBe(false);
    expect(
      realmFromSnapshot({ ...allowed, realm_enable_spectator_access: false }).canCreateWebPublicChannels,
    ).toBe(false);
    expect(
      realmFromSnapshot({ ...allowed, can_create_web_public_streams: false }).canCreateWebPublicChannels,
    ).toBe(false);
  });
});
