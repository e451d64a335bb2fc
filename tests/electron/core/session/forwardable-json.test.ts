import { describe, expect, it } from 'vitest';
import { forwardableJson } from '../../../../electron/core/session/forwardable-json';
import { redactSecrets } from '../../../../electron/core/session/redact-secrets';

const KEY = 'k3yABCdef0123456789xyz';
const bytes = (text: string) => new TextEncoder().encode(text);
const text = (json: Uint8Array | undefined) => (json ? new TextDecoder().decode(json) : undefined);

describe('forwardableJson', () => {
  it('passes on JSON that holds no secret unchanged, non-ASCII text included', () => {
    const body = bytes('{"queue_id":"q","realm_users":[{"full_name":"Zoë Čapek","email":"z@x"}]}');
    expect(text(forwardableJson(body, KEY))).toBe(new TextDecoder().decode(body));
  });

  it('drops a byte order mark, which the decoder main parsed with drops too', () => {
    const body = new Uint8Array([0xef, 0xbb, 0xbf, ...bytes('{"a":1}')]);
    expect(text(forwardableJson(body, KEY))).toBe('{"a":1}');
  });

  it('refuses what redactSecrets would change: an api_key field, or the own key anywhere', () => {
    expect(forwardableJson(bytes('{"realm_bots":[{"api_key":"bot"}]}'), KEY)).toBeUndefined();
    expect(forwardableJson(bytes(`{"leaked":"${KEY}"}`), KEY)).toBeUndefined();
    expect(forwardableJson(bytes(`{"in":["x","${KEY}"]}`), KEY)).toBeUndefined();
  });

  it('refuses any \\u escape, which could spell a secret without showing it', () => {
    const spelled = `{"api\\u005fkey":"x"}`;
    const parsed = JSON.parse(spelled) as Record<string, unknown>;
    redactSecrets(parsed, KEY);
    expect(parsed).toEqual({});
    expect(forwardableJson(bytes(spelled), KEY)).toBeUndefined();
    expect(forwardableJson(bytes(`{"a":"${KEY.slice(0, 3)}\\u0041${KEY.slice(4)}"}`), KEY)).toBeUndefined();
  });

  it('refuses bytes that are not UTF-8, so the renderer decodes exactly what main parsed', () => {
    expect(forwardableJson(new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]), KEY)).toBeUndefined();
  });

  it('refuses everything when the own key has another JSON spelling, or none at all', () => {
    const body = bytes('{"a":"b"}');
    expect(forwardableJson(body, 'with/slash')).toBeUndefined();
    expect(forwardableJson(body, 'with"quote')).toBeUndefined();
    expect(forwardableJson(body, 'non-ascii-ключ')).toBeUndefined();
    expect(forwardableJson(body, '')).toBeUndefined();
  });
});
