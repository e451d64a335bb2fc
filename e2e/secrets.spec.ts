// DESIGN §1: only main holds credentials. After signing in and receiving events, nothing the page
// can reach, and no frame it received over the bridge, contains an API key or the password.
import type { Page } from '@playwright/test';
import { actAs, expect, signIn, test } from './support/fixtures';

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

test('the renderer never holds an API key or the password', async ({ page, app, server, me }) => {
  const frames: string[] = [];
  page.on('websocket', (socket) => {
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

  const secrets = [
    ...server.accounts.map((account) => ({ what: `${account.email}'s API key`, value: account.api_key })),
    { what: 'the password', value: me.password },
  ];
  const places: Record<string, string> = {
    ...(await pageContents(page)),
    cookies: JSON.stringify(await page.context().cookies()),
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
  expect(leaks).toEqual([]);
});
