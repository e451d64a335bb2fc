// The register snapshot is by far the largest thing main hands the renderer (megabytes on a big
// realm). When the server's own JSON provably holds nothing redactSecrets would remove, its bytes
// can go on as they came: walking the parsed tree for secrets and serializing it again cost more
// than anything else main does at sign-in. What this cannot prove takes the slow, safe path.
import { Buffer, isUtf8 } from 'node:buffer';

/**
 * The own key can be recognised in the bytes only if it is printable ASCII that JSON has no other
 * spelling for than itself: no quote, backslash or slash (their escapes are the other spellings).
 */
const SPELLED_ONE_WAY = /^[\x21-\x7e]+$/;
const ESCAPED_IN_JSON = /["\\/]/;

/**
 * `body` (a JSON document main parsed successfully) ready to be sent on as it is, or undefined when
 * it must be redacted first: a field named api_key, the account's own key anywhere, or any \u escape
 * (which could spell either without showing it); also bytes that are not UTF-8, so that whoever
 * decodes them reads exactly the text main parsed.
 */
export function forwardableJson(body: Uint8Array, ownKey: string): Uint8Array | undefined {
  const needles = secretNeedles(ownKey);
  if (!needles) return undefined;
  const text = withoutByteOrderMark(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
  if (!isUtf8(text)) return undefined;
  return needles.some((needle) => text.includes(needle)) ? undefined : text;
}

/**
 * What may not appear in forwardable bytes: any \u escape, a field named api_key, the own key.
 * Undefined when the own key could be spelled otherwise (then nothing is forwardable).
 */
export function secretNeedles(ownKey: string): Buffer[] | undefined {
  if (!SPELLED_ONE_WAY.test(ownKey) || ESCAPED_IN_JSON.test(ownKey)) return undefined;
  return ['\\u', 'api_key', ownKey].map((needle) => Buffer.from(needle, 'latin1'));
}

export const BYTE_ORDER_MARK = Buffer.from([0xef, 0xbb, 0xbf]);

/** A byte order mark is dropped by the decoder main parses with; passed on, it would not be. */
export function withoutByteOrderMark(bytes: Buffer): Buffer {
  return bytes.subarray(0, 3).equals(BYTE_ORDER_MARK) ? bytes.subarray(3) : bytes;
}
