import { describe, expect, it } from 'vitest';
import { scrubSecrets } from '../../../shared/diagnostics/scrub-secrets';

const KEY = 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY'; // 32 letters and digits, like a Zulip API key

describe('scrubSecrets', () => {
  it.each([
    ['a bare API key', `The server refused ${KEY}`],
    ['an api_key parameter', `POST /api/v1/fetch_api_key failed: api_key=${KEY.slice(0, 10)}&x=1`],
    ['a JSON password', 'request body {"username":"me@x.org","password":"hunter2-correct"}'],
    ['an Authorization header', 'sent Authorization: Basic bWVAeC5vcmc6c2VjcmV0c2VjcmV0'],
    ['a bearer token', 'Bearer eyJhbGciOiJIUzI1NiJ9.payload.sig'],
    ['credentials in a URL', 'GET https://me%40x.org:hunter2@chat.example.org/api/v1/events'],
    ['a token parameter', 'callback?token=abc.DEF_ghi-123&next=%2F'],
  ])('removes %s', (_what, text) => {
    const scrubbed = scrubSecrets(text);
    expect(scrubbed).toContain('[removed]');
    for (const secret of [
      KEY,
      KEY.slice(0, 10),
      'hunter2',
      'bWVAeC5vcmc6c2VjcmV0c2VjcmV0',
      'eyJhbGci',
      'abc.DEF',
    ]) {
      expect(scrubbed).not.toContain(secret);
    }
  });

  it('leaves ordinary error text, addresses and versions alone', () => {
    const plain =
      'Network error: connect ECONNREFUSED 127.0.0.1:9991 (https://chat.example.org, me@example.org, Zulip 10.2, feature level 360)';
    expect(scrubSecrets(plain)).toBe(plain);
  });
});
