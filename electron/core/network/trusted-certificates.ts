// The certificates the person trusted, each for one server (host and port), kept by main in the
// profile (`trusted-certificates.json`, mode 0600, replaced atomically) so the trust survives a
// restart. Read once at start; an unreadable file or a malformed entry is dropped with a log line,
// never trusted. Adding the same server and fingerprint again only refreshes its date.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { TrustedCertificate } from '../../../shared/desktop';
import type { LevelledLog } from '../session/log';
import { writePrivateFileAtomic } from '../vault/private-files';
import { normalizeHost } from './certificate-trust';

export const TRUSTED_CERTIFICATES_FILE = 'trusted-certificates.json';
/** More than anyone trusts by hand; a bound so the file and the checks stay small. */
const MAX_ENTRIES = 200;

const entry = z.object({
  host: z.string().min(1).max(300),
  port: z.number().int().min(1).max(65_535),
  fingerprint: z.string().regex(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/),
  subject: z.string().max(2000),
  trustedAt: z.number(),
});

export interface TrustedCertificates {
  list(): readonly TrustedCertificate[];
  add(certificate: Omit<TrustedCertificate, 'trustedAt'>): Promise<void>;
  /** Resolves to whether there was such an entry. */
  remove(host: string, port: number, fingerprint: string): Promise<boolean>;
  /** Called after every change, once it is in memory (the hosts flush their stacks' caches). */
  onChange(listener: () => void): () => void;
}

export interface TrustedCertificatesOptions {
  profileDir: string;
  log: LevelledLog;
  now?: () => number;
}

export function createTrustedCertificates(options: TrustedCertificatesOptions): TrustedCertificates {
  const path = join(options.profileDir, TRUSTED_CERTIFICATES_FILE);
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();
  let entries: TrustedCertificate[] = load();
  let writing: Promise<unknown> = Promise.resolve();

  function load(): TrustedCertificate[] {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(path, 'utf8'));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT')
        options.log.warn('certificates: unreadable file, trusting none');
      return [];
    }
    const list = Array.isArray(raw) ? raw : [];
    const valid = list.flatMap((item) => {
      const parsed = entry.safeParse(item);
      return parsed.success ? [{ ...parsed.data, host: normalizeHost(parsed.data.host) }] : [];
    });
    if (valid.length !== list.length) options.log.warn('certificates: dropped malformed entries');
    return valid.slice(-MAX_ENTRIES);
  }

  function save(next: TrustedCertificate[]): Promise<void> {
    entries = next;
    for (const listener of listeners) listener();
    const text = JSON.stringify(entries, null, 2);
    writing = writing
      .catch(() => undefined)
      .then(() => writePrivateFileAtomic(path, text))
      .catch((err: unknown) => {
        options.log.warn('certificates: could not be saved', { error: (err as Error).name });
      });
    return writing.then(() => undefined);
  }

  const same = (a: TrustedCertificate, host: string, port: number, fingerprint: string) =>
    a.host === normalizeHost(host) && a.port === port && a.fingerprint === fingerprint;

  return {
    list: () => entries,
    add(certificate) {
      const rest = entries.filter(
        (e) => !same(e, certificate.host, certificate.port, certificate.fingerprint),
      );
      const added = { ...certificate, host: normalizeHost(certificate.host), trustedAt: now() };
      return save([...rest, added].slice(-MAX_ENTRIES));
    },
    async remove(host, port, fingerprint) {
      const rest = entries.filter((e) => !same(e, host, port, fingerprint));
      if (rest.length === entries.length) return false;
      await save(rest);
      return true;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
