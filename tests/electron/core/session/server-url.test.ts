import { describe, expect, it } from 'vitest';
import { IpcFailure, normalizeServerUrl } from '../../../../electron/core/session';
import { assertConnectableRealm, InsecureRealmError } from '../../../../electron/core/session/server-url';

function refusal(input: string): string {
  try {
    normalizeServerUrl(input);
  } catch (err) {
    if (err instanceof IpcFailure) return err.error.message;
    throw err;
  }
  throw new Error(`accepted ${input}`);
}

describe('normalizeServerUrl', () => {
  it.each([
    ['chat.example.com', 'https://chat.example.com'],
    ['  https://chat.example.com///  ', 'https://chat.example.com'],
    ['https://chat.example.com/api/v1', 'https://chat.example.com'],
    ['https://chat.example.com/api/v1/', 'https://chat.example.com'],
    ['https://chat.example.com/login/', 'https://chat.example.com'],
    ['https://example.com/zulip/login', 'https://example.com/zulip'],
    ['https://chat.example.com/#narrow/channel/1', 'https://chat.example.com'],
    ['HTTPS://Chat.Example.COM:8443', 'https://chat.example.com:8443'],
    ['http://localhost:9991', 'http://localhost:9991'],
    ['http://127.0.0.1:9991/', 'http://127.0.0.1:9991'],
    ['http://127.1.2.3', 'http://127.1.2.3'],
    ['http://[::1]:8080', 'http://[::1]:8080'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeServerUrl(input)).toBe(expected);
  });

  it('refuses plain http anywhere but this computer', () => {
    for (const input of [
      'http://chat.example.com',
      'http://10.0.0.1',
      'http://128.0.0.1',
      'http://localhost.evil.com',
    ]) {
      expect(refusal(input)).toBe('Use https:// for servers other than this computer');
    }
  });

  it('refuses what is not a server address', () => {
    expect(refusal('   ')).toBe('Enter the server URL');
    expect(refusal('https://exa mple.com')).toMatch(/not a valid server address/);
    expect(refusal('ftp://example.com')).toMatch(/https:\/\//);
    expect(refusal('https://me:secret@example.com')).toMatch(/user name and password/);
  });
});

describe('assertConnectableRealm (a saved realm URL, checked again at connect time)', () => {
  it.each([
    'https://chat.example.com',
    'https://chat.example.com:8443/zulip',
    'http://localhost:9991',
    'http://127.0.0.1:9991',
    'http://[::1]:8080',
  ])('lets %s connect', (realmUrl) => {
    expect(() => assertConnectableRealm(realmUrl)).not.toThrow();
  });

  it.each([
    'http://chat.example.com',
    'http://10.0.0.1:9991',
    'http://localhost.evil.com',
    'ftp://chat.example.com',
    'https://me:secret@chat.example.com',
    'not a url',
  ])('refuses %s before any request', (realmUrl) => {
    expect(() => assertConnectableRealm(realmUrl)).toThrow(InsecureRealmError);
    expect(() => assertConnectableRealm(realmUrl)).toThrow(/key was not sent; sign in again/);
  });
});
