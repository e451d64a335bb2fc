// How one piece of cached text is kept on disk: gzip (off the main thread, in libuv's pool), then the
// vault's Cipher (AES-256-GCM under the data key that safeStorage or the 0600 key file protects) with
// associated data naming the area, the account, the file and, for log records, the record's place. A
// file copied to another account, renamed, or a record moved within its log, fails to open.
// The Cipher takes text, so the compressed bytes travel through it as base64: a third more than raw
// bytes, still several times smaller than the JSON.
import { promisify } from 'node:util';
import { gunzip, gzip, constants as zlib } from 'node:zlib';
import type { Cipher } from '../vault';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

const BINDING_LABEL = 'threadline.offline-file.v1';
/** JSON this long is quick to compress and still shrinks several times. */
const GZIP_LEVEL = zlib.Z_BEST_SPEED;
/** Beyond this a "file" is not ours (and would not fit in a string anyway). */
export const MAX_TEXT_CHARS = 512 * 1024 * 1024;
/** Log records: a 4-byte big-endian length, then the sealed record. */
const LENGTH_BYTES = 4;

/** Which folder of the profile: `cache` may be cleared and evicted, `outbox` never. */
export type OfflineArea = 'cache' | 'outbox';

/** The file could not be opened: damaged, tampered with, moved, or sealed under another data key. */
export class DamagedFileError extends Error {
  override readonly name = 'DamagedFileError';
}

/** A JSON array of strings and numbers: unambiguous, whatever characters an id holds. */
export function fileBinding(area: OfflineArea, accountId: string, name: string, record?: number): Buffer {
  const parts: (string | number)[] = [BINDING_LABEL, area, accountId, name];
  if (record !== undefined) parts.push(record);
  return Buffer.from(JSON.stringify(parts), 'utf8');
}

export async function sealText(cipher: Cipher, text: string, binding: Uint8Array): Promise<Buffer> {
  const packed = await gzipAsync(Buffer.from(text, 'utf8'), { level: GZIP_LEVEL });
  return cipher.encrypt(packed.toString('base64'), binding);
}

/** Throws DamagedFileError for anything but the text that was sealed under this binding. */
export async function openText(cipher: Cipher, sealed: Buffer, binding: Uint8Array): Promise<string> {
  let packed: string;
  try {
    packed = cipher.decrypt(sealed, binding);
  } catch (err) {
    throw new DamagedFileError(err instanceof Error ? err.message : String(err));
  }
  try {
    const plain = await gunzipAsync(Buffer.from(packed, 'base64'), { maxOutputLength: MAX_TEXT_CHARS });
    return plain.toString('utf8');
  } catch (err) {
    throw new DamagedFileError(`not compressed text (${err instanceof Error ? err.message : String(err)})`);
  }
}

/** One record of an append-only log, framed with its length. */
export function frameRecord(sealed: Buffer): Buffer {
  const head = Buffer.alloc(LENGTH_BYTES);
  head.writeUInt32BE(sealed.length);
  return Buffer.concat([head, sealed]);
}

/**
 * The framed records of a log, in order. `torn` is set when the bytes end inside a record, as after a
 * crash in the middle of an append: the whole records before it are still good.
 */
export function splitRecords(bytes: Buffer): { records: Buffer[]; torn: boolean } {
  const records: Buffer[] = [];
  let at = 0;
  while (at < bytes.length) {
    if (at + LENGTH_BYTES > bytes.length) return { records, torn: true };
    const length = bytes.readUInt32BE(at);
    const end = at + LENGTH_BYTES + length;
    if (length === 0 || end > bytes.length) return { records, torn: true };
    records.push(bytes.subarray(at + LENGTH_BYTES, end));
    at = end;
  }
  return { records, torn: false };
}
