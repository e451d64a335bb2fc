// Main may send the renderer the register answer's own bytes in place of the schema's output
// (electron/core/session/snapshot-wire.ts): the schema must hand back exactly what it was given.
import { describe, expect, it } from 'vitest';
import { register, registerResponse } from '../../../shared/api/queue';

describe('the register response schema', () => {
  it('passes every field through unchanged, adding none', () => {
    const bare = { queue_id: null, last_event_id: -1, zulip_feature_level: 400, zulip_version: '11.0' };
    expect(registerResponse.parse(bare)).toEqual(bare);
    const full = {
      ...bare,
      queue_id: 'q',
      zulip_merge_base: '11.0',
      event_queue_longpoll_timeout_seconds: 90,
      server_typing_started_expiry_period_milliseconds: 15000,
      server_typing_stopped_wait_period_milliseconds: 5000,
      server_typing_started_wait_period_milliseconds: 10000,
      realm_users: [{ user_id: 1, full_name: 'Zoë' }],
      result: 'success',
      msg: '',
    };
    expect(register.response.parse(full)).toEqual(full);
    expect(JSON.stringify(register.response.parse(full))).toBe(JSON.stringify(full));
  });
});
