// What the sign-in screen may offer of a server's `external_authentication_methods` (SAML, OpenID
// Connect, Google, GitHub…): real servers give each a relative `login_url` (`/accounts/login/social/…`)
// and an icon path or null. The login page is where main sends the person with a one-time pad, so
// only pages on the server's own origin are kept; a hostile or broken server cannot send anyone, or
// the pad, anywhere else. Names are trimmed to what a button can show, and the list is bounded.
import type { ServerSettings } from '../../../shared/api/auth';
import type { ExternalSignInMethod } from '../../../shared/ipc';

/** More than any real server offers (Zulip has about a dozen backends, SAML may add a few IdPs). */
export const MAX_EXTERNAL_METHODS = 20;
const MAX_NAME_LENGTH = 100;

type RawMethod = NonNullable<ServerSettings['external_authentication_methods']>[number];

export function externalMethodsOf(settings: ServerSettings, realmUrl: string): ExternalSignInMethod[] {
  const origin = new URL(realmUrl).origin;
  const seen = new Set<string>();
  const methods: ExternalSignInMethod[] = [];
  for (const raw of settings.external_authentication_methods ?? []) {
    const method = toMethod(raw, realmUrl, origin);
    if (method === undefined || seen.has(method.name)) continue;
    seen.add(method.name);
    methods.push(method);
    if (methods.length === MAX_EXTERNAL_METHODS) break;
  }
  return methods;
}

function toMethod(raw: RawMethod, realmUrl: string, origin: string): ExternalSignInMethod | undefined {
  const name = raw.name.trim();
  const displayName = oneLine(raw.display_name) || name;
  const loginUrl = resolveHttp(raw.login_url, realmUrl);
  if (name === '' || name.length > MAX_NAME_LENGTH || loginUrl === undefined) return undefined;
  if (new URL(loginUrl).origin !== origin) return undefined;
  const iconUrl = raw.display_icon === null ? undefined : resolveHttp(raw.display_icon, realmUrl);
  return {
    name,
    displayName:
      displayName.length > MAX_NAME_LENGTH ? `${displayName.slice(0, MAX_NAME_LENGTH - 1)}…` : displayName,
    loginUrl,
    ...(iconUrl === undefined ? {} : { iconUrl }),
  };
}

function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters have no place in a button label
  return text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim();
}

/** An absolute http(s) URL for `value` on the realm (relative paths are the norm), else undefined. */
function resolveHttp(value: string, realmUrl: string): string | undefined {
  if (value.trim() === '') return undefined;
  try {
    const url = new URL(value, `${realmUrl}/`);
    const ok = (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
    return ok ? url.href : undefined;
  } catch {
    return undefined;
  }
}
