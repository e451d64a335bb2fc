// Writing offline files so that a crash leaves something whole: a file is replaced through a
// temporary sibling, synced and renamed (the old file or the new, never half of each), and a log
// record is appended and synced (at worst the last record is cut short, which reading notices).
// Both create owner-only files.
import { randomBytes } from 'node:crypto';
import type { open as openType } from 'node:fs/promises';
import { rename, unlink, utimes } from 'node:fs/promises';
import { PRIVATE_FILE_MODE } from '../vault/private-files';

export type OpenFile = typeof openType;

export interface AtomicWriteOptions {
  /** Temporary files being written now, so a sweep of leftovers spares them. */
  writing: Set<string>;
  /** Sets the file's modification time afterwards (epoch ms). */
  modifiedAt?: number;
}

export async function writeAtomic(
  openFile: OpenFile,
  path: string,
  data: Buffer,
  options: AtomicWriteOptions,
): Promise<void> {
  const temp = `${path}.tmp-${process.pid}-${randomBytes(6).toString('hex')}`;
  options.writing.add(temp);
  try {
    const handle = await openFile(temp, 'wx', PRIVATE_FILE_MODE);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path);
  } catch (err) {
    await unlink(temp).catch(() => undefined);
    throw err;
  } finally {
    options.writing.delete(temp);
  }
  const at = options.modifiedAt;
  if (at !== undefined) await utimes(path, at / 1000, at / 1000);
}

/** Appends `data` (or starts the file over with it) and syncs it to disk. */
export async function appendSynced(
  openFile: OpenFile,
  path: string,
  data: Buffer,
  startOver: boolean,
): Promise<void> {
  const handle = await openFile(path, startOver ? 'w' : 'a', PRIVATE_FILE_MODE);
  try {
    await handle.write(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}
