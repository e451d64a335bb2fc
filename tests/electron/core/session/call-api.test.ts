// The `api` call's answers are redacted before they leave main, like snapshots and events.
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../../electron/core/api/client';
import { callOperation } from '../../../../electron/core/session/call-api';
import { redactSecrets } from '../../../../electron/core/session/redact-secrets';

const OWN = 'own-key-0123456789';

/** A connection whose server answers every call with `answer`. */
function connectionAnswering(answer: unknown) {
  const client: ApiClient = {
    realmUrl: 'https://chat.example',
    hasCredentials: true,
    call: () => Promise.resolve(structuredClone(answer) as never),
    head: () => Promise.resolve(200),
  };
  return {
    client,
    featureLevel: () => 400,
    queueId: () => undefined,
    redact: (value: unknown) => redactSecrets(value, OWN),
  };
}

describe('callOperation', () => {
  it("removes every secret from the server's answer before the renderer gets it", async () => {
    const answer = {
      members: [
        { user_id: 1, full_name: 'Me', email: 'me@chat.example', profile_data: { 3: { value: OWN } } },
        {
          user_id: 9,
          full_name: 'Hook',
          is_bot: true,
          api_key: 'bot-key',
          services: [{ base_url: 'https://hook.example', interface: 1, token: 'hook-token' }],
        },
      ],
    };
    const value = await callOperation(connectionAnswering(answer), 'getUsers', {});
    const text = JSON.stringify(value);
    for (const secret of ['bot-key', 'hook-token', OWN]) expect(text).not.toContain(secret);
    expect(value).toEqual({
      members: [
        { user_id: 1, full_name: 'Me', email: 'me@chat.example', profile_data: { 3: {} } },
        {
          user_id: 9,
          full_name: 'Hook',
          is_bot: true,
          services: [{ base_url: 'https://hook.example', interface: 1 }],
        },
      ],
    });
  });
});
