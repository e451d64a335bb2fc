// Browser mode applies Chromium's bypass rules itself: which URLs skip the manual proxy.
import { describe, expect, it } from 'vitest';
import { createBypassMatcher } from '../../../../electron/core/network/bypass-match';
import { parseBypassRules } from '../../../../shared/proxy-bypass';

function bypasses(rules: string, url: string): boolean {
  const parsed = parseBypassRules(rules);
  if (!parsed.ok) throw new Error(parsed.problem);
  return createBypassMatcher(parsed.value).bypasses(new URL(url));
}

describe('bypass rules', () => {
  it('never proxies loopback and link-local addresses, unless told <-loopback>', () => {
    for (const url of [
      'http://localhost:9991',
      'http://app.localhost',
      'http://127.0.0.1:5',
      'http://127.8.9.1',
      'http://[::1]:80',
      'http://169.254.1.1',
    ]) {
      expect(bypasses('', url)).toBe(true);
      expect(bypasses('<-loopback>', url)).toBe(false);
    }
    expect(bypasses('', 'https://chat.example.com')).toBe(false);
  });

  it('matches host patterns with wildcards, a leading dot for subdomains only', () => {
    expect(bypasses('*.corp.example', 'https://chat.corp.example')).toBe(true);
    expect(bypasses('.corp.example', 'https://a.b.corp.example')).toBe(true);
    expect(bypasses('.corp.example', 'https://corp.example')).toBe(false);
    expect(bypasses('chat.example', 'https://CHAT.example/x')).toBe(true);
    expect(bypasses('chat.example', 'https://chat.example.evil')).toBe(false);
  });

  it('honours a port and a scheme, default ports included', () => {
    expect(bypasses('chat.example:8443', 'https://chat.example:8443')).toBe(true);
    expect(bypasses('chat.example:8443', 'https://chat.example')).toBe(false);
    expect(bypasses('chat.example:443', 'https://chat.example')).toBe(true);
    expect(bypasses('https://chat.example', 'http://chat.example')).toBe(false);
  });

  it('matches IP ranges for addresses in the URL, and <local> for dotless names', () => {
    expect(bypasses('10.0.0.0/8', 'http://10.20.30.40')).toBe(true);
    expect(bypasses('10.0.0.0/8', 'http://11.0.0.1')).toBe(false);
    expect(bypasses('[fd00::]/8', 'http://[fd12::1]')).toBe(true);
    expect(bypasses('<local>', 'http://intranet')).toBe(true);
    expect(bypasses('<local>', 'http://intranet.corp')).toBe(false);
    expect(bypasses('<local>', 'http://10.1.1.1')).toBe(false);
  });
});
