// What the sign-in screen offers of server_settings: external methods only where their login page is
// on the server itself, and the password form as email_auth_enabled, LDAP or an old server says.
import { describe, expect, it } from 'vitest';
import { externalMethodsOf, MAX_EXTERNAL_METHODS } from '../../../../electron/core/session/external-methods';
import { toServerProbe } from '../../../../electron/core/session/probe';
import type { ServerSettings } from '../../../../shared/api/auth';

const REALM = 'https://chat.example.com';

function settings(extra: Partial<ServerSettings> = {}): ServerSettings {
  return { zulip_feature_level: 400, zulip_version: '11.0', ...extra };
}

function method(name: string, extra: Record<string, unknown> = {}) {
  return {
    name,
    display_name: name.toUpperCase(),
    display_icon: `/static/images/authentication_backends/${name}-icon.png`,
    login_url: `/accounts/login/social/${name}`,
    signup_url: `/accounts/register/social/${name}`,
    ...extra,
  };
}

describe('external sign-in methods', () => {
  it("keeps a real server's methods in order, with absolute login pages and icons", () => {
    const methods = externalMethodsOf(
      settings({
        external_authentication_methods: [
          method('saml:okta', { display_name: 'Okta', display_icon: 'https://cdn.okta.example/logo.png' }),
          method('github', { display_icon: null }),
        ],
      }),
      REALM,
    );
    expect(methods).toEqual([
      {
        name: 'saml:okta',
        displayName: 'Okta',
        loginUrl: `${REALM}/accounts/login/social/saml:okta`,
        iconUrl: 'https://cdn.okta.example/logo.png',
      },
      { name: 'github', displayName: 'GITHUB', loginUrl: `${REALM}/accounts/login/social/github` },
    ]);
  });

  it('drops methods whose login page is elsewhere, not http(s), or missing, and repeated names', () => {
    const methods = externalMethodsOf(
      settings({
        external_authentication_methods: [
          method('elsewhere', { login_url: 'https://phish.example/login' }),
          method('script', { login_url: 'javascript:alert(1)' }),
          method('credentials', { login_url: 'https://user:pw@chat.example.com/login' }),
          method('empty', { login_url: '' }),
          method('  ', {}),
          method('google'),
          method('google', { display_name: 'Again' }),
          method('plain-http', { login_url: 'http://chat.example.com/login' }),
        ],
      }),
      REALM,
    );
    expect(methods.map((m) => m.name)).toEqual(['google']);
  });

  it('keeps labels to one short line and the list bounded', () => {
    const many = Array.from({ length: MAX_EXTERNAL_METHODS + 5 }, (_, i) => method(`m${i}`));
    expect(externalMethodsOf(settings({ external_authentication_methods: many }), REALM)).toHaveLength(
      MAX_EXTERNAL_METHODS,
    );
    const [odd] = externalMethodsOf(
      settings({
        external_authentication_methods: [method('x', { display_name: `Line\none\u0007${'y'.repeat(200)}` })],
      }),
      REALM,
    );
    expect(odd?.displayName).toMatch(/^Line one y+…$/);
    expect(odd?.displayName).toHaveLength(100);
    const [unnamed] = externalMethodsOf(
      settings({ external_authentication_methods: [method('oidc', { display_name: '  ' })] }),
      REALM,
    );
    expect(unnamed?.displayName).toBe('oidc');
  });

  it('offers the password form for email sign-in or LDAP, and asks LDAP servers for a username', () => {
    const probe = (extra: Partial<ServerSettings>) => toServerProbe(settings(extra), REALM);
    expect(probe({ email_auth_enabled: true }).passwordAuth).toBe(true);
    expect(
      probe({ email_auth_enabled: false, external_authentication_methods: [method('google')] }),
    ).toMatchObject({
      passwordAuth: false,
      externalMethods: [expect.objectContaining({ name: 'google' })],
    });
    const ldap = probe({
      email_auth_enabled: false,
      require_email_format_usernames: false,
      authentication_methods: { password: true, ldap: true },
    });
    expect(ldap).toMatchObject({ passwordAuth: true, usernameIsEmail: false });
    // Servers from before email_auth_enabled say it in the deprecated authentication_methods.
    expect(probe({ authentication_methods: { password: true } }).passwordAuth).toBe(true);
    expect(probe({ authentication_methods: { password: false } }).passwordAuth).toBe(false);
    expect(probe({}).externalMethods).toEqual([]);
    expect(probe({}).usernameIsEmail).toBe(true);
  });
});
