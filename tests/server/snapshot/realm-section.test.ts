import { describe, expect, it } from 'vitest';
import { serverConstants } from '../../../server/snapshot/realm-section';

describe('serverConstants', () => {
  it('sends the real server typing expiry by default', () => {
    expect(serverConstants().server_typing_started_expiry_period_milliseconds).toBe(15000);
    expect(serverConstants({}).server_typing_started_expiry_period_milliseconds).toBe(15000);
  });

  it('takes the typing expiry from the realm settings when set', () => {
    const constants = serverConstants({ typing_started_expiry_period_milliseconds: 2000 });
    expect(constants.server_typing_started_expiry_period_milliseconds).toBe(2000);
  });
});
