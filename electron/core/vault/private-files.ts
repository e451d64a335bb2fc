// File helpers for secrets: owner-only permissions and atomic replacement, so a crash mid-write leaves
// either the old file or the new one, never half of each.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { open, rename, unlink } from 'node:fs/promises';

export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/** Creates the directory if needed and restricts it to its owner. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  // mkdir's mode is ignored for an existing directory and reduced by the umask, so set it explicitly.
  if (process.platform !== 'win32') chmodSync(dir, PRIVATE_DIR_MODE);
}

/**
 * Reads `path`, first creating it with `create()`'s bytes if it does not exist. Two processes never
 * overwrite each other's file ('wx' fails if it exists), and a file others can read is tightened to 0600.
 */
export function readOrCreatePrivateFile(path: string, create: () => Buffer): Buffer {
  try {
    writeFileSync(path, create(), { flag: 'wx', mode: PRIVATE_FILE_MODE });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  if (process.platform !== 'win32' && (statSync(path).mode & 0o077) !== 0) chmodSync(path, PRIVATE_FILE_MODE);
  return readFileSync(path);
}

/** Writes `data` to `path` through a temporary sibling and a rename; the result has mode 0600. */
export async function writePrivateFileAtomic(path: string, data: string): Promise<void> {
  const temp = `${path}.tmp-${process.pid}-${randomBytes(6).toString('hex')}`;
  const handle = await open(temp, 'wx', PRIVATE_FILE_MODE);
  try {
    await handle.writeFile(data, 'utf8');
    await handle.chmod(PRIVATE_FILE_MODE);
    await handle.sync();
  } catch (err) {
    await handle.close();
    await unlink(temp).catch(() => undefined);
    throw err;
  }
  await handle.close();
  try {
    await rename(temp, path);
  } catch (err) {
    await unlink(temp).catch(() => undefined);
    throw err;
  }
}
