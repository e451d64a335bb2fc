// Electron's side of downloads (the `file.download` and `file.showInFolder` calls): main fetches the
// file (download.ts) and writes it into the user's Downloads folder under a name that never replaces
// an existing file (`report.pdf`, `report (1).pdf`, …). Electron's pieces (the folder, the file
// manager) are injected, so tests run it on a temporary folder.
import { defineMessages } from '@formatjs/intl';
import { open } from 'node:fs/promises';
import { basename, dirname, extname, join, resolve } from 'node:path';
import type { SavedDownload } from '../../../shared/ipc';
import { IpcFailure, userFailure } from '../session/ipc-failure';

const messages = defineMessages({
  failed: { id: 'main.download.failed', defaultMessage: 'Could not download the file: {reason}' },
});
import { fetchDownload } from './download';
import type { MediaAuthority, MediaOptions } from './media';
import { phrase } from '../../../shared/i18n/phrase';

export interface DownloadHostDeps {
  /** Whose credentials fetch a file: the account the download is for (session.mediaAuthority). */
  authority(accountId: string): MediaAuthority;
  /** Electron: app.getPath('downloads'). */
  downloadsDir(): string;
  /** Electron: shell.showItemInFolder. */
  showItemInFolder(path: string): void;
  log(line: string): void;
  fetchOptions?: MediaOptions;
}

export interface DownloadHost {
  save(url: string, accountId: string): Promise<SavedDownload>;
  /** Only files in the Downloads folder: the renderer must not point the file manager anywhere else. */
  show(path: string): void;
}

const MAX_TRIES = 1000;

export function createDownloadHost(deps: DownloadHostDeps): DownloadHost {
  return {
    async save(url, accountId) {
      const result = await fetchDownload(deps.authority(accountId), url, deps.fetchOptions);
      if (!result.ok) {
        deps.log(`download: refused: ${result.reason}`);
        // The reason is technical (an HTTP status, a refused origin), as the log says it.
        throw userFailure('invalid-request', phrase(messages.failed, { reason: result.reason }));
      }
      const path = await writeNew(deps.downloadsDir(), result.fileName, result.body);
      return { path, name: basename(path) };
    },
    show(path) {
      const folder = resolve(deps.downloadsDir());
      if (dirname(resolve(path)) !== folder)
        throw new IpcFailure({ kind: 'invalid-request', message: 'Not a downloaded file' });
      deps.showItemInFolder(resolve(path));
    },
  };
}

/** Writes `body` under `name` or the first free `name (n)`; 'wx' makes taking the name atomic. */
async function writeNew(folder: string, name: string, body: Buffer): Promise<string> {
  const extension = extname(name);
  const stem = name.slice(0, name.length - extension.length);
  for (let n = 0; n < MAX_TRIES; n++) {
    const path = join(folder, n === 0 ? name : `${stem} (${n})${extension}`);
    let handle;
    try {
      handle = await open(path, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw error;
    }
    try {
      await handle.writeFile(body);
    } finally {
      await handle.close();
    }
    return path;
  }
  throw new IpcFailure({ kind: 'internal', message: `Too many files named ${name} in ${folder}` });
}
