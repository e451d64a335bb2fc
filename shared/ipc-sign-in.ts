// What the sign-in screen learns from main: a server looked up (its ways of signing in) and a
// browser sign-in started. Part of the IPC contract (ipc.ts re-exports it); split out to keep that
// file one screen of calls and pushes.

export interface ServerProbe {
  realmUrl: string;
  realmName: string;
  realmIconUrl?: string;
  zulipVersion: string;
  featureLevel: number;
  /** The password form: `email_auth_enabled`, or LDAP (older servers: `authentication_methods.password`). */
  passwordAuth: boolean;
  /** `require_email_format_usernames`: false where LDAP user names that are not addresses sign in. */
  usernameIsEmail: boolean;
  /** `external_authentication_methods`, in the server's order, those whose login page is on the server. */
  externalMethods: ExternalSignInMethod[];
}

/** One way of signing in through the browser that a server offers (SAML, Google, GitHub…). */
export interface ExternalSignInMethod {
  /** The server's name for it (`google`, `saml:okta`): what signIn.browserStart names. */
  name: string;
  displayName: string;
  /** Absolute http(s) URL of its icon, loaded through main's media route like every image. */
  iconUrl?: string;
  /** The server's login page for it, absolute, on the server's origin. */
  loginUrl: string;
}

/** What signIn.browserStart did: `opened` when main opened the system browser itself (Electron). */
export interface BrowserSignInStart {
  url: string;
  opened: boolean;
}
