import { describe, expect, it } from 'vitest';
import { redactSecrets, SECRET_FIELDS } from '../../../../electron/core/session/redact-secrets';

const OWN = 'own-secret';

describe('redactSecrets', () => {
  it('removes every field of the table in its scope, at any depth', () => {
    for (const { name, scope } of SECRET_FIELDS) {
      const inService = { deep: [{ services: [{ [name]: 'secret', interface: 1 }] }] };
      redactSecrets(inService, OWN);
      expect(inService, name).toEqual({ deep: [{ services: [{ interface: 1 }] }] });
      const elsewhere = { deep: [{ [name]: 'secret', kept: 1 }] };
      redactSecrets(elsewhere, OWN);
      expect(elsewhere, name).toEqual(
        scope === 'anywhere' ? { deep: [{ kept: 1 }] } : { deep: [{ [name]: 'secret', kept: 1 }] },
      );
    }
  });

  it("cleans a register snapshot: bots' keys and service secrets, the GIPHY key, the own key", () => {
    const snapshot = {
      queue_id: 'q',
      giphy_api_key: 'giphy',
      realm_bots: [
        {
          user_id: 9,
          full_name: 'Hook',
          api_key: 'bot-secret',
          services: [{ base_url: 'https://hook.example/in', interface: 1, token: 'hook-token' }],
        },
        {
          user_id: 10,
          full_name: 'Embedded',
          services: [{ service_name: 'converter', config_data: { key: 'k' } }],
        },
      ],
      nested: { deeper: [OWN, 'kept'] },
      leaked: OWN,
      fine: 'value',
      empty: '',
    };
    redactSecrets(snapshot, OWN);
    expect(snapshot).toEqual({
      queue_id: 'q',
      realm_bots: [
        { user_id: 9, full_name: 'Hook', services: [{ base_url: 'https://hook.example/in', interface: 1 }] },
        { user_id: 10, full_name: 'Embedded', services: [{ service_name: 'converter' }] },
      ],
      nested: { deeper: ['', 'kept'] },
      fine: 'value',
      empty: '',
    });
  });

  it('cleans realm_bot add and update events in a batch', () => {
    const events = [
      {
        id: 1,
        type: 'realm_bot',
        op: 'add',
        bot: {
          user_id: 9,
          api_key: 'bot-secret',
          services: [{ base_url: 'u', interface: 1, token: 'hook-token' }],
        },
      },
      { id: 2, type: 'realm_bot', op: 'update', bot: { user_id: 9, api_key: 'bot-secret-2' } },
      {
        id: 3,
        type: 'realm_bot',
        op: 'update',
        bot: { user_id: 10, services: [{ config_data: { key: 'k' } }] },
      },
    ];
    redactSecrets(events, OWN);
    expect(events.map((event) => event.bot)).toEqual([
      { user_id: 9, services: [{ base_url: 'u', interface: 1 }] },
      { user_id: 9 },
      { user_id: 10, services: [{}] },
    ]);
  });

  it('cleans call answers: a created bot, a regenerated key, a bot list', () => {
    const created = { api_key: 'new-bot-key', user_id: 11, default_sending_stream: null };
    const regenerated = { api_key: 'fresh-key' };
    const listed = { bots: [{ user_id: 9, services: [{ base_url: 'u', token: 'hook-token' }] }] };
    for (const answer of [created, regenerated, listed]) redactSecrets(answer, OWN);
    expect([created, regenerated, listed]).toEqual([
      { user_id: 11, default_sending_stream: null },
      {},
      { bots: [{ user_id: 9, services: [{ base_url: 'u' }] }] },
    ]);
  });

  it('leaves messages alone, and an empty own key matches nothing', () => {
    const message = { content: `my key is ${OWN}`, token: 'not a bot service' };
    redactSecrets(message, OWN);
    expect(message).toEqual({ content: `my key is ${OWN}`, token: 'not a bot service' });
    const withEmpty = { a: '', b: [''] };
    redactSecrets(withEmpty, '');
    expect(withEmpty).toEqual({ a: '', b: [''] });
  });
});
