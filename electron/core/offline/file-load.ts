// Reading offline files back: a whole file, or the good records at the head of a log. Anything that
// fails to open is set aside with a log line and reads as absent. One exception: when the data key
// itself cannot be had (a keychain still locked), nothing is discarded, because the files are fine
// and will open once the key is back.
import { readFile } from 'node:fs/promises';
import type { LevelledLog } from '../session/log';
import type { Cipher } from '../vault';
import {
  DamagedFileError,
  fileBinding,
  MAX_TEXT_CHARS,
  openText,
  splitRecords,
  type OfflineArea,
} from './sealed-text';

/** Compressed several times over, a larger file could not hold text that fits in a string. */
const MAX_FILE_BYTES = MAX_TEXT_CHARS;

export type FileProblem = 'damaged' | 'too-large';

export interface FileLoadOptions {
  area: OfflineArea;
  cipher: Cipher;
  log: LevelledLog;
  setAside(path: string, problem: FileProblem): Promise<void>;
}

export interface FileLoad {
  whole(path: string, accountId: string, name: string): Promise<string | undefined>;
  records(path: string, accountId: string, name: string): Promise<string[]>;
}

export function fileLoad({ area, cipher, log, setAside }: FileLoadOptions): FileLoad {
  /** Whether the data key can be had now: if not, a failure to open says nothing about the file. */
  function keyAvailable(): boolean {
    try {
      cipher.encrypt('', fileBinding(area, '', 'probe'));
      return true;
    } catch {
      return false;
    }
  }

  async function bytesOf(path: string): Promise<Buffer | undefined> {
    try {
      const bytes = await readFile(path);
      if (bytes.length <= MAX_FILE_BYTES) return bytes;
      await setAside(path, 'too-large');
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT') log.warn(`offline: ${area} file unreadable`, { code: code ?? 'unknown' });
    }
    return undefined;
  }

  return {
    async whole(path, accountId, name) {
      const bytes = await bytesOf(path);
      if (!bytes) return undefined;
      try {
        return await openText(cipher, bytes, fileBinding(area, accountId, name));
      } catch (err) {
        if (!(err instanceof DamagedFileError)) throw err;
        if (!keyAvailable()) {
          log.warn(`offline: ${area} file kept unread, the data key is not available`, { name });
          return undefined;
        }
        await setAside(path, 'damaged');
        return undefined;
      }
    },
    async records(path, accountId, name) {
      const bytes = await bytesOf(path);
      if (!bytes) return [];
      const { records, torn } = splitRecords(bytes);
      const texts: string[] = [];
      for (const [index, record] of records.entries()) {
        try {
          texts.push(await openText(cipher, record, fileBinding(area, accountId, name, index)));
        } catch (err) {
          if (!(err instanceof DamagedFileError)) throw err;
          log.warn(`offline: ${area} log cut short at a record that does not open`, { name, index });
          return texts;
        }
      }
      if (torn) log.warn(`offline: ${area} log ends in a partial record (ignored)`, { name });
      return texts;
    },
  };
}
