// DESIGN §1: only main holds credentials. After signing in and receiving events, nothing the page
// can reach (its globals, storage, DOM and whole JavaScript heap), and no frame it received over the
// bridge, contains a key, token or password of any kind: every user's and bot's API key, the
// outgoing-webhook bot's token, the embedded bot's configuration, the server's GIPHY key.
import type { Page } from '@playwright/test';
import type { RunningServer } from '../server/app';
import { actAs, expect, signIn, test } from './support/fixtures';

/** Every string in the page's JavaScript heap, as a heap snapshot lists them (with its other data). */
async function heapSnapshot(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  const chunks: string[] = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => void chunks.push(chunk));
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await cdp.detach();
  return chunks.join('');
}

/** Every secret the server holds and a real one sends some client: the page must see none of them. */
function serverSecrets(server: RunningServer): { what: string; value: string }[] {
  const secrets: { what: string; value: string }[] = [];
  const giphy = server.realm.settings.giphy_api_key;
  if (giphy) secrets.push({ what: "the server's GIPHY key", value: giphy });
  for (const user of server.realm.users.values()) {
    secrets.push({ what: `${user.email}'s API key`, value: user.api_key });
    for (const service of user.services ?? []) {
      if ('token' in service) secrets.push({ what: `${user.email}'s webhook token`, value: service.token });
      else {
        for (const [name, value] of Object.entries(service.config_data)) {
          if (value.length >= 16) secrets.push({ what: `${user.email}'s config ${name}`, value });
        }
      }
    }
  }
  return secrets;
}

/** Everything script in the page can read, as text. */
async function pageContents(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const describe = (value: unknown): string => {
      try {
        return JSON.stringify(value) ?? String(value);
      } catch {
        return String(value);
      }
    };
    const globals: string[] = [];
    for (const key of Object.keys(window)) {
      const value: unknown = (window as unknown as Record<string, unknown>)[key];
      globals.push(`${key}=${describe(value)}`);
      // One level down too, for objects that do not stringify as a whole (cycles, DOM nodes).
      if (typeof value === 'object' && value !== null) {
        for (const inner of Object.keys(value)) {
          globals.push(`${key}.${inner}=${describe((value as Record<string, unknown>)[inner])}`);
        }
      }
    }
    const storage = (s: Storage) => describe(Object.fromEntries(Object.entries(s)));
    const databases: string[] = [];
    for (const info of await indexedDB.databases()) {
      databases.push(`${info.name ?? ''}:${await dumpDatabase(info.name ?? '')}`);
    }
    return {
      globals: globals.join('\n'),
      localStorage: storage(localStorage),
      sessionStorage: storage(sessionStorage),
      indexedDB: databases.join('\n'),
      documentCookie: document.cookie,
      dom: document.documentElement.outerHTML,
    };

    function dumpDatabase(name: string): Promise<string> {
      return new Promise((resolve) => {
        const open = indexedDB.open(name);
        open.onerror = () => resolve('(could not open)');
        open.onsuccess = () => {
          const db = open.result;
          const stores = [...db.objectStoreNames];
          if (stores.length === 0) return resolve('');
          const all = db.transaction(stores, 'readonly');
          const parts: string[] = [];
          for (const store of stores) {
            const request = all.objectStore(store).getAll();
            request.onsuccess = () => parts.push(`${store}=${describe(request.result)}`);
          }
          all.oncomplete = () => resolve(parts.join('\n'));
          all.onerror = () => resolve(parts.join('\n'));
        };
      });
    }
  });
}

test('the renderer never holds a key, a token or the password', async ({ page, app, server, me }) => {
  const frames: string[] = [];
  page.on('websocket', (socket) => {
    // Binary frames (the snapshot) arrive as bytes: read as UTF-8, as the page reads them.
    socket.on('framereceived', ({ payload }) => frames.push(payload.toString()));
  });
  await signIn(page, app, server, me);

  // Receive events too: another user subscribes me to a channel.
  const admin = server.accounts.find((a) => a.role === 200 && !a.is_bot);
  if (!admin) throw new Error('the demo seed has no administrator');
  await actAs(server, admin.user_id, 'POST', '/users/me/subscriptions', {
    subscriptions: [{ name: 'secrets-check' }],
    principals: [me.user_id],
  });
  await expect(
    page.getByRole('navigation', { name: 'Channels' }).getByRole('link', { name: 'secrets-check' }),
  ).toBeVisible();
  // The snapshot and the event batch arrived over the bridge, so the check below covers them.
  expect(frames.some((frame) => frame.includes('"snapshot"'))).toBe(true);
  expect(frames.some((frame) => frame.includes('secrets-check'))).toBe(true);
  // The member's bots came with the snapshot, their settings kept and their secrets gone.
  const snapshot = frames.find((frame) => frame.includes('"snapshot"') && frame.includes('realm_bots'));
  expect(snapshot).toContain('Deploy Hook');
  expect(snapshot).toContain('https://deploy.threadline.test/zulip');
  expect(snapshot).toContain('"service_name":"converter"');

  const secrets = serverSecrets(server);
  expect(secrets.filter((s) => s.what.includes('token'))).toHaveLength(1);
  expect(secrets.filter((s) => s.what.includes('config'))).toHaveLength(1);
  const heap = await heapSnapshot(page);
  // The heap snapshot does hold the page's data (a name from the snapshot), so a miss below counts.
  expect(heap).toContain('Deploy Hook');
  const places: Record<string, string> = {
    ...(await pageContents(page)),
    cookies: JSON.stringify(await page.context().cookies()),
    'JavaScript heap': heap,
  };
  frames.forEach((frame, index) => {
    places[`WebSocket frame ${index}`] = frame;
  });
  const leaks: string[] = [];
  for (const { what, value } of secrets) {
    for (const [where, text] of Object.entries(places)) {
      if (text.includes(value)) leaks.push(`${what} in ${where}`);
    }
  }
  // The person typed the password into the page; once signed in, nothing there keeps it.
  for (const [where, text] of Object.entries(places)) {
    if (text.includes(me.password)) leaks.push(`the password in ${where}`);
  }
  expect(leaks).toEqual([]);
});
