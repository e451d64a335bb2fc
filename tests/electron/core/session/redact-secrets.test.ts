import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../../../../electron/core/session/redact-secrets';

describe('redactSecrets', () => {
  it('removes api_key fields at any depth and any value equal to the own key', () => {
    const snapshot = {
      queue_id: 'q',
      realm_bots: [{ user_id: 9, full_name: 'Bot', api_key: 'bot-secret', services: [{ token: 't' }] }],
      nested: { deeper: [{ api_key: 'x' }, 'own-secret', 'kept'] },
      leaked: 'own-secret',
      fine: 'value',
    };
    redactSecrets(snapshot, 'own-secret');
    expect(snapshot).toEqual({
      queue_id: 'q',
      realm_bots: [{ user_id: 9, full_name: 'Bot', services: [{ token: 't' }] }],
      nested: { deeper: [{}, '', 'kept'] },
      fine: 'value',
    });
  });

  it('cleans realm_bot events in a batch', () => {
    const events = [{ id: 1, type: 'realm_bot', op: 'add', bot: { user_id: 9, api_key: 'bot-secret' } }];
    redactSecrets(events, 'own');
    expect(JSON.stringify(events)).not.toContain('bot-secret');
  });
});
