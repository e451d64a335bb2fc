// Who may use browser mode's host. A launch URL carries a single-use token (it may be seen in a
// process list when the browser is started with it); the page exchanges it once for a session secret
// that it keeps in sessionStorage, and only that secret opens the bridge and /media. Only SHA-256
// digests are kept, so a lookup compares digests, never the secrets themselves.
import { createHash, randomBytes } from 'node:crypto';

/** Launch URLs printed but not yet opened (older ones are forgotten first). */
const MAX_PENDING_TOKENS = 16;
/** Pages holding a secret (one per tab that opened a launch URL). */
const MAX_SECRETS = 64;

export class LaunchAccess {
  private readonly pendingTokens = new Set<string>();
  private readonly secrets = new Set<string>();

  /** A fresh single-use launch token. */
  issueToken(): string {
    const token = newSecret();
    remember(this.pendingTokens, digest(token), MAX_PENDING_TOKENS);
    return token;
  }

  /** The session secret for a launch token not used before; undefined for any other value. */
  exchange(token: unknown): string | undefined {
    if (typeof token !== 'string' || !this.pendingTokens.delete(digest(token))) return undefined;
    const secret = newSecret();
    remember(this.secrets, digest(secret), MAX_SECRETS);
    return secret;
  }

  /** Whether `secret` was handed out by exchange (the bridge's and /media's check). */
  allows(secret: string | null | undefined): boolean {
    return typeof secret === 'string' && secret !== '' && this.secrets.has(digest(secret));
  }
}

function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

function digest(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

function remember(set: Set<string>, value: string, max: number): void {
  set.add(value);
  for (const oldest of set) {
    if (set.size <= max) break;
    set.delete(oldest);
  }
}
