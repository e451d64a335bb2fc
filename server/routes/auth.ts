// The sign-in screen's operations: server settings (with the test identity provider among the
// external methods, server/sign-in) and the password → API key exchange.
import { fetchApiKey, getServerSettings } from '../../shared/api/auth';
import { ApiFailure } from '../http/failure';
import { route } from '../http/route';
import { FEATURE_LEVEL, ZULIP_VERSION } from '../realm/realm';
import { testIdpMethod } from '../sign-in/test-idp';

export const authRoutes = [
  route(getServerSettings, ({ realm }) => ({
    authentication_methods: {
      password: realm.signIn.emailAuth,
      dev: false,
      email: realm.signIn.emailAuth,
      ldap: false,
    },
    external_authentication_methods: realm.signIn.testIdp ? [testIdpMethod()] : [],
    zulip_feature_level: FEATURE_LEVEL,
    zulip_version: ZULIP_VERSION,
    zulip_merge_base: ZULIP_VERSION,
    push_notifications_enabled: false,
    is_incompatible: false,
    email_auth_enabled: realm.signIn.emailAuth,
    require_email_format_usernames: true,
    realm_url: realm.baseUrl,
    realm_uri: realm.baseUrl,
    realm_name: realm.settings.name,
    realm_icon: `${realm.baseUrl}${realm.settings.icon_url}`,
    realm_description: `<p>${realm.settings.description}</p>`,
    realm_web_public_access_enabled: realm.settings.enable_spectator_access,
  })),
  route(fetchApiKey, ({ realm }, { username, password }) => {
    if (!realm.signIn.emailAuth) {
      throw new ApiFailure(
        401,
        'PASSWORD_AUTH_DISABLED',
        'Password authentication is disabled in this organization.',
      );
    }
    const user = realm.userByEmail(username);
    if (!user || user.is_bot || user.password !== password) {
      throw new ApiFailure(401, 'AUTHENTICATION_FAILED', 'Your username or password is incorrect');
    }
    if (!user.is_active) throw new ApiFailure(401, 'USER_DEACTIVATED', 'Account is deactivated');
    return { api_key: user.api_key, email: user.email, user_id: user.user_id };
  }),
];
