// Helpers of the offline specs: what the offline cache holds on disk (one folder per account under
// `<profile>/cache/`), messages posted as another member, and the reference server stopped and
// started again on the same port with the same realm (its event queues are gone, as after a real
// server's restart).
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../server/app';
import { actAs, expect } from './fixtures';

/** Files of the cache area: `account folder/name` → bytes. */
export async function cacheFiles(profileDir: string): Promise<Map<string, number>> {
  const root = join(profileDir, 'cache');
  const found = new Map<string, number>();
  const dirs = await readdir(root).catch(() => [] as string[]);
  for (const dir of dirs) {
    const names = await readdir(join(root, dir)).catch(() => [] as string[]);
    for (const name of names) {
      const info = await stat(join(root, dir, name)).catch(() => undefined);
      if (info?.isFile()) found.set(`${dir}/${name}`, info.size);
    }
  }
  return found;
}

/** The names of cached conversation files (not the account state, its log or the index). */
export async function conversationFiles(profileDir: string): Promise<string[]> {
  const names = [...(await cacheFiles(profileDir)).keys()];
  return names.filter((n) => !/\/(state|log|conversations)$/.test(n) && !n.includes('.tmp')).sort();
}

/** Waits until the account's state is on disk (it is written a moment after the snapshot). */
export async function stateCached(profileDir: string): Promise<void> {
  await expect
    .poll(async () => [...(await cacheFiles(profileDir)).keys()].some((n) => n.endsWith('/state')), {
      timeout: 15_000,
    })
    .toBe(true);
}

/** Posts channel messages as `userId`, in order; returns their ids. */
export async function postMessages(
  server: RunningServer,
  userId: number,
  streamId: number,
  topic: string,
  contents: readonly string[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const content of contents) {
    const answer = await actAs(server, userId, 'POST', '/messages', {
      type: 'stream',
      to: streamId,
      topic,
      content,
    });
    if (answer.result !== 'success') throw new Error(`could not post: ${JSON.stringify(answer)}`);
    ids.push(answer.id as number);
  }
  return ids;
}

/** Starts the server again on its port with the realm as it was (messages, users, keys). */
export function restartServer(stopped: RunningServer): Promise<RunningServer> {
  const port = Number(new URL(stopped.url).port);
  return startServer({
    seed: { realm: stopped.realm, accounts: stopped.accounts },
    port,
    control: true,
    heartbeatSeconds: 5,
    log: () => undefined,
  });
}
