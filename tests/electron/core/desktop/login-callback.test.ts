// The `zulip://login` callback of "Sign in with your browser", as Zulip servers send it: parsed into a
// typed value only when every part is there once and well formed.
import { describe, expect, it } from 'vitest';
import { said } from '../../../support/intl';
import { parseLoginCallback } from '../../../../electron/core/desktop/login-callback';

const KEY = '0123456789abcdef'.repeat(4);
const GOOD = {
  realm: 'https://chat.example.com',
  email: 'me@example.com',
  user_id: '12',
  otp_encrypted_api_key: KEY,
};

function link(params: Record<string, string | string[]>, base = 'zulip://login'): URL {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, one);
  return new URL(`${base}?${search.toString()}`);
}

const parse = (params: Record<string, string | string[]>, base?: string) =>
  parseLoginCallback(link(params, base));

describe('parseLoginCallback', () => {
  it('reads what the server sends', () => {
    expect(parse(GOOD)).toEqual({
      ok: true,
      callback: {
        realm: 'https://chat.example.com',
        email: 'me@example.com',
        userId: 12,
        otpEncryptedApiKey: KEY,
      },
    });
  });

  it('accepts an older server without user_id, an upper-case key, a realm on a path or this computer', () => {
    const { user_id: _, ...withoutId } = GOOD;
    const older = parse(withoutId);
    expect(older.ok && older.callback).toEqual({
      realm: 'https://chat.example.com',
      email: 'me@example.com',
      otpEncryptedApiKey: KEY,
    });
    expect(parse({ ...GOOD, otp_encrypted_api_key: KEY.toUpperCase() })).toMatchObject({
      ok: true,
      callback: { otpEncryptedApiKey: KEY },
    });
    expect(parse({ ...GOOD, realm: 'https://example.org/zulip/' })).toMatchObject({
      ok: true,
      callback: { realm: 'https://example.org/zulip' },
    });
    expect(parse({ ...GOOD, realm: 'http://127.0.0.1:9991' })).toMatchObject({ ok: true });
    expect(parse(GOOD, 'zulip://login/')).toMatchObject({ ok: true });
    expect(parse(GOOD, 'ZULIP://LOGIN')).toMatchObject({ ok: true });
  });

  it('refuses other zulip:// links', () => {
    for (const base of [
      'zulip://message',
      'zulip://login/extra',
      'zulip://user:pw@login',
      'zulip://login:80',
      'zulip:login',
    ])
      expect(parse(GOOD, base), base).toMatchObject({ ok: false });
    expect(
      parseLoginCallback(new URL(`zulip://login?${new URLSearchParams(GOOD).toString()}#x`)),
    ).toMatchObject({
      ok: false,
    });
  });

  it('refuses a callback with a part missing, repeated or malformed', () => {
    const bad: Record<string, string | string[]>[] = [
      { ...GOOD, realm: '' },
      { ...GOOD, email: '' },
      { ...GOOD, otp_encrypted_api_key: '' },
      { ...GOOD, realm: [GOOD.realm, 'https://evil.example'] },
      { ...GOOD, email: ['me@example.com', 'them@evil.example'] },
      { ...GOOD, otp_encrypted_api_key: KEY.slice(1) },
      { ...GOOD, otp_encrypted_api_key: `${KEY}00` },
      { ...GOOD, otp_encrypted_api_key: `${KEY.slice(2)}zz` },
      { ...GOOD, user_id: '0' },
      { ...GOOD, user_id: '-3' },
      { ...GOOD, user_id: '12abc' },
      { ...GOOD, user_id: '99999999999' },
      { ...GOOD, email: 'no-at-sign' },
      { ...GOOD, email: 'two@@example.com' },
      { ...GOOD, email: 'me@exa mple.com' },
      { ...GOOD, email: 'me@example.com\r\nBcc: x@y' },
      { ...GOOD, email: `${'a'.repeat(250)}@example.com` },
      { ...GOOD, realm: 'http://chat.example.com' },
      { ...GOOD, realm: 'javascript:alert(1)' },
      { ...GOOD, realm: 'https://user:pw@chat.example.com' },
      { ...GOOD, realm: 'https://chat.example.com/?next=x' },
      { ...GOOD, realm: 'https://chat.example.com/#x' },
      { ...GOOD, realm: 'not a url' },
    ];
    for (const params of bad) {
      const result = parse(params);
      expect(result, JSON.stringify(params)).toMatchObject({ ok: false });
      if (!result.ok) expect(said(result.message)).toMatch(/sign-in link|zulip:\/\/ link/);
    }
    const { otp_encrypted_api_key: _, ...noKey } = GOOD;
    expect(parse(noKey)).toMatchObject({ ok: false });
  });

  it('ignores parameters it does not know', () => {
    expect(parse({ ...GOOD, something_new: 'x' })).toMatchObject({ ok: true });
  });
});
