// The typing periods in every snapshot: the real server's values unless a test shortens them
// through the realm settings.
import { describe, expect, it } from 'vitest';
import { register } from '../../../shared/api/queue';
import { serverConstants } from '../../../server/snapshot/realm-section';
import { useTestServer } from '../support/test-server';

const get = useTestServer();

describe('typing wait periods', () => {
  it('are 10000 and 5000 ms by default', () => {
    expect(serverConstants()).toMatchObject({
      server_typing_started_wait_period_milliseconds: 10000,
      server_typing_stopped_wait_period_milliseconds: 5000,
    });
  });

  it('follow the realm settings, in the register answer too', async () => {
    const settings = get().server.realm.settings;
    settings.typing_started_wait_period_milliseconds = 800;
    settings.typing_stopped_wait_period_milliseconds = 400;
    const snapshot = await get().ok(register, { fetch_event_types: ['realm'] }, get().account('member'));
    expect(snapshot).toMatchObject({
      server_typing_started_wait_period_milliseconds: 800,
      server_typing_stopped_wait_period_milliseconds: 400,
    });
  });
});
