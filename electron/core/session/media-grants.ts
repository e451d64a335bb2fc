// Which origins main fetches images and files from for the renderer, and with whose credentials
// (DESIGN §6). An image URL names the account it is for (the renderer's view of that account built
// it), so two accounts on one server each fetch with their own key; a URL that names no account, or
// an account of another origin, is fetched without credentials, and only from a server the person
// signed in to or just looked up on the sign-in screen.
import type { MediaAuthority, MediaGrant } from '../hosting/media';

/** Servers looked up on the sign-in screen whose icons may be shown, newest last. */
const MAX_PROBED_ORIGINS = 8;

export interface CredentialSource {
  realmUrl: string;
  authorization: string;
}

export interface MediaGrantsDeps {
  /** The running connection of an account, if it has one. */
  credentials(accountId: string): CredentialSource | undefined;
  /** Realm URLs of every signed-in account. */
  realmUrls(): readonly string[];
}

export interface MediaGrants {
  /** The sign-in screen looked this server up. */
  probed(realmUrl: string): void;
  grant(origin: string, accountId?: string): MediaGrant | undefined;
  /** The authority for one account's media (and downloads): its realm with its credentials. */
  forAccount(accountId: string | undefined): MediaAuthority;
}

export function createMediaGrants(deps: MediaGrantsDeps): MediaGrants {
  const probedOrigins: string[] = [];

  function grant(origin: string, accountId?: string): MediaGrant | undefined {
    const own = accountId === undefined ? undefined : deps.credentials(accountId);
    if (own !== undefined && originOf(own.realmUrl) === origin) return { authorization: own.authorization };
    const known = probedOrigins.includes(origin) || deps.realmUrls().some((url) => originOf(url) === origin);
    return known ? {} : undefined;
  }

  return {
    probed(realmUrl) {
      const origin = originOf(realmUrl);
      if (!probedOrigins.includes(origin)) probedOrigins.push(origin);
      if (probedOrigins.length > MAX_PROBED_ORIGINS) probedOrigins.shift();
    },
    grant,
    forAccount: (accountId) => ({ mediaGrant: (origin) => grant(origin, accountId) }),
  };
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}
