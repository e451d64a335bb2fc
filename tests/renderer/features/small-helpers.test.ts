import { describe, expect, it } from 'vitest';
import { resolveExternalUrl } from '../../../renderer/src/features/common/external-link';
import { normalizeServerUrl } from '../../../renderer/src/features/sign-in/server-url';

describe('normalizeServerUrl', () => {
  it('assumes https and keeps a typed scheme', () => {
    expect(normalizeServerUrl('  chat.example.com ')).toBe('https://chat.example.com');
    expect(normalizeServerUrl('http://127.0.0.1:9000')).toBe('http://127.0.0.1:9000');
    expect(normalizeServerUrl('   ')).toBe('');
  });
});

describe('resolveExternalUrl', () => {
  it('resolves server-relative links against the realm and refuses other schemes', () => {
    expect(resolveExternalUrl('/#narrow/channel/3', 'https://chat.example.org')).toBe(
      'https://chat.example.org/#narrow/channel/3',
    );
    expect(resolveExternalUrl('mailto:a@b.c', '')).toBe('mailto:a@b.c');
    expect(resolveExternalUrl('javascript:alert(1)', 'https://chat.example.org')).toBeNull();
    expect(resolveExternalUrl('file:///etc/passwd', 'https://chat.example.org')).toBeNull();
    expect(resolveExternalUrl('relative', '')).toBeNull();
  });
});
