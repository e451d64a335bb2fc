// The trusted certificates kept in the profile: they survive a restart, bad entries are dropped and
// never trusted, and the file is private.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createTrustedCertificates,
  TRUSTED_CERTIFICATES_FILE,
} from '../../../../electron/core/network/trusted-certificates';
import { levelled } from '../../../../electron/core/session/log';

const FP = 'AA:'.repeat(31) + 'AA';
let profileDir: string;
const lines: string[] = [];
const log = levelled((line) => lines.push(line));

beforeEach(() => {
  profileDir = mkdtempSync(join(tmpdir(), 'threadline-trust-'));
  lines.length = 0;
});
afterEach(() => rmSync(profileDir, { recursive: true, force: true }));

describe('trusted certificates', () => {
  it('are kept across a restart in a private file, once per server and fingerprint', async () => {
    const store = createTrustedCertificates({ profileDir, log, now: () => 5 });
    await store.add({ host: 'Chat.Example', port: 8443, fingerprint: FP, subject: 'CN=chat' });
    await store.add({ host: 'chat.example', port: 8443, fingerprint: FP, subject: 'CN=chat' });
    const again = createTrustedCertificates({ profileDir, log });
    expect(again.list()).toEqual([
      { host: 'chat.example', port: 8443, fingerprint: FP, subject: 'CN=chat', trustedAt: 5 },
    ]);
    if (process.platform !== 'win32') {
      expect(statSync(join(profileDir, TRUSTED_CERTIFICATES_FILE)).mode & 0o777).toBe(0o600);
    }
    expect(await again.remove('chat.example', 8443, FP)).toBe(true);
    expect(await again.remove('chat.example', 8443, FP)).toBe(false);
    expect(createTrustedCertificates({ profileDir, log }).list()).toEqual([]);
  });

  it('drop malformed entries and trust none from an unreadable file', () => {
    const path = join(profileDir, TRUSTED_CERTIFICATES_FILE);
    writeFileSync(
      path,
      JSON.stringify([
        { host: 'ok.example', port: 443, fingerprint: FP, subject: '', trustedAt: 1 },
        { host: 'bad.example', port: 443, fingerprint: 'not-a-fingerprint', subject: '', trustedAt: 1 },
        { host: 'bad.example', port: 70_000, fingerprint: FP, subject: '', trustedAt: 1 },
      ]),
    );
    expect(
      createTrustedCertificates({ profileDir, log })
        .list()
        .map((e) => e.host),
    ).toEqual(['ok.example']);
    expect(lines.join('\n')).toMatch(/dropped malformed entries/);
    writeFileSync(path, '{not json');
    expect(createTrustedCertificates({ profileDir, log }).list()).toEqual([]);
    expect(readFileSync(path, 'utf8')).toBe('{not json');
  });
});
