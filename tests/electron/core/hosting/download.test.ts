// Downloads through main: the realm's files with its credentials and nobody else's, any content
// type, capped and timed out; browser mode's attachment answer; Electron's save into Downloads
// under a name that never replaces a file, and "show in folder" only for that folder.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { plainIntl } from '../../../support/intl';
import { fetchDownload, fileNameOf } from '../../../../electron/core/hosting/download';
import { answerDownload } from '../../../../electron/core/hosting/download-route';
import type { MediaAuthority, MediaGrant } from '../../../../electron/core/hosting/media';
import { createDownloadHost } from '../../../../electron/core/hosting/save-download';
import { createIpcRouter, type IpcSession } from '../../../../electron/core/ipc';
import { IpcFailure } from '../../../../electron/core/session';

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

async function origin(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const requests: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    requests.push(req);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => {
    server.closeAllConnections();
    server.close();
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

const AUTH = 'Basic bWU6a2V5';
const PDF = Buffer.from('%PDF-1.4 tiny');
const authority = (grants: Record<string, MediaGrant>): MediaAuthority => ({ mediaGrant: (o) => grants[o] });
/** Authorities per account: only `account` has the grants (a download names its account). */
const perAccount = (account: string, grants: Record<string, MediaGrant>) => ({
  mediaAuthority: (id: string | undefined) => authority(id === account ? grants : {}),
});
const pdf = (res: ServerResponse) => res.writeHead(200, { 'content-type': 'application/pdf' }).end(PDF);

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'threadline-downloads-'));
  closers.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('fetchDownload', () => {
  it('takes any content type from the realm, with its credentials', async () => {
    const realm = await origin((_req, res) => pdf(res));
    const result = await fetchDownload(
      authority({ [realm.url]: { authorization: AUTH } }),
      `${realm.url}/user_uploads/2/ab/Q3%20report.pdf`,
    );
    expect(result).toEqual({
      ok: true,
      contentType: 'application/pdf',
      body: PDF,
      fileName: 'Q3 report.pdf',
    });
    expect(realm.requests[0]?.headers.authorization).toBe(AUTH);
  });

  it('refuses other origins, and keeps credentials off a redirect elsewhere', async () => {
    const other = await origin((_req, res) => pdf(res));
    const realm = await origin((_req, res) => res.writeHead(302, { location: `${other.url}/f.pdf` }).end());
    const grants = authority({ [realm.url]: { authorization: AUTH } });
    expect((await fetchDownload(grants, `${other.url}/f.pdf`)).ok).toBe(false);
    expect(other.requests).toHaveLength(0);
    // The redirect target is plain http: without credentials, and not https, it is refused too.
    expect(await fetchDownload(grants, `${realm.url}/user_uploads/f.pdf`)).toMatchObject({ ok: false });
    expect(other.requests).toHaveLength(0);
  });

  it('stops at the size cap and the timeout', async () => {
    const realm = await origin((req, res) => {
      if (req.url === '/slow') return;
      res.writeHead(200, { 'content-type': 'application/zip' }).end(Buffer.alloc(2048));
    });
    const grants = authority({ [realm.url]: {} });
    expect(await fetchDownload(grants, `${realm.url}/big`, { maxBytes: 1024 })).toEqual({
      ok: false,
      reason: 'larger than 1024 bytes',
    });
    expect(await fetchDownload(grants, `${realm.url}/slow`, { timeoutMs: 100 })).toEqual({
      ok: false,
      reason: 'timed out',
    });
  });

  it('names files safely', () => {
    expect(fileNameOf('https://x/user_uploads/1/a/..%2F..%2Fetc%2Fpasswd')).toBe('etcpasswd');
    expect(fileNameOf('https://x/user_uploads/1/a/.bashrc')).toBe('bashrc');
    expect(fileNameOf('https://x/user_uploads/1/a/%E0')).toBe('%E0');
    expect(fileNameOf('https://x/')).toBe('download');
    expect(fileNameOf('https://x/a/na%C3%AFve%20%E2%9C%93.txt')).toBe('naïve ✓.txt');
  });
});

describe('answerDownload (browser mode)', () => {
  it('answers the file as a sandboxed attachment, and a refusal as a plain 404', async () => {
    const realm = await origin((_req, res) => pdf(res));
    const grants = perAccount('acc-1', { [realm.url]: { authorization: AUTH } });
    const logs: string[] = [];
    const request = (url: string, account = 'acc-1') =>
      new URL(`http://127.0.0.1/download?${new URLSearchParams({ url, account })}`);
    const answer = await answerDownload(
      grants,
      request(`${realm.url}/user_uploads/r%C3%A9sum%C3%A9.pdf`),
      (l) => logs.push(l),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(PDF);
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="r?sum?.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`,
    );
    expect(answer.headers['content-security-policy']).toContain('sandbox');
    const refused = await answerDownload(grants, request('https://elsewhere.example/secret?token=abc'), (l) =>
      logs.push(l),
    );
    expect(refused.status).toBe(404);
    expect(logs.join('\n')).not.toContain('token=abc');
    // Another account's download does not get this account's grants.
    const other = await answerDownload(grants, request(`${realm.url}/user_uploads/r.pdf`, 'acc-2'), (l) =>
      logs.push(l),
    );
    expect(other.status).toBe(404);
  });
});

describe('save into Downloads (Electron)', () => {
  it('never replaces a file, and shows only files of that folder', async () => {
    const realm = await origin((_req, res) => pdf(res));
    const dir = tempDir();
    writeFileSync(join(dir, 'report.pdf'), 'mine');
    const shown: string[] = [];
    const host = createDownloadHost({
      authority: (id) => authority(id === 'acc-1' ? { [realm.url]: { authorization: AUTH } } : {}),
      downloadsDir: () => dir,
      showItemInFolder: (path) => shown.push(path),
      log: () => undefined,
    });
    const first = await host.save(`${realm.url}/user_uploads/1/report.pdf`, 'acc-1');
    const second = await host.save(`${realm.url}/user_uploads/2/report.pdf`, 'acc-1');
    expect([first.name, second.name]).toEqual(['report (1).pdf', 'report (2).pdf']);
    expect(readFileSync(join(dir, 'report.pdf'), 'utf8')).toBe('mine');
    expect(readFileSync(second.path)).toEqual(PDF);
    host.show(first.path);
    expect(shown).toEqual([first.path]);
    expect(() => host.show('/etc/passwd')).toThrow(IpcFailure);
    expect(() => host.show(join(dir, '..', 'x'))).toThrow(IpcFailure);
    await expect(host.save('https://elsewhere.example/f.pdf', 'acc-1')).rejects.toThrow(/Could not download/);
    await expect(host.save(`${realm.url}/user_uploads/3/report.pdf`, 'acc-2')).rejects.toThrow(
      /Could not download/,
    );
    expect(readdirSync(dir).sort()).toEqual(['report (1).pdf', 'report (2).pdf', 'report.pdf']);
  });

  it('is reached through the router, which says so when the host has no downloads', async () => {
    const session = {} as IpcSession;
    const saved = { path: '/d/x.pdf', name: 'x.pdf' };
    const withHost = createIpcRouter({
      intl: plainIntl,
      session,
      isTrustedSender: () => true,
      log: () => undefined,
      downloads: {
        save: (url, accountId) => Promise.resolve({ ...saved, name: `${accountId} ${url}` }),
        show: () => undefined,
      },
    });
    expect(await withHost.handle({}, 'file.download', { accountId: 'a1', url: 'https://r/u.pdf' })).toEqual({
      ok: true,
      value: { path: '/d/x.pdf', name: 'a1 https://r/u.pdf' },
    });
    expect(await withHost.handle({}, 'file.download', { accountId: 'a1', url: '' })).toMatchObject({
      ok: false,
    });
    expect(await withHost.handle({}, 'file.download', { url: 'https://r/u.pdf' })).toMatchObject({
      ok: false,
    });
    const without = createIpcRouter({
      intl: plainIntl,
      session,
      isTrustedSender: () => true,
      log: () => undefined,
    });
    expect(await without.handle({}, 'file.showInFolder', { path: '/d/x.pdf' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-request' },
    });
  });
});
