// forwardableJson for a body that is still arriving: each piece is checked as it comes, so it can go
// on to the page while the rest is read. The pieces it releases, put together, are exactly what
// forwardableJson would return for the whole body, and it refuses exactly when that would. No byte of
// a secret is ever released: the last bytes of each piece, where one could begin, wait for the next.
import { Buffer, isUtf8 } from 'node:buffer';
import { BYTE_ORDER_MARK, secretNeedles, withoutByteOrderMark } from './forwardable-json';

export interface ForwardableScanner {
  /** The bytes now proven clean (possibly none yet), or undefined once the body is refused. */
  accept(chunk: Uint8Array): Uint8Array | undefined;
  /** The body is complete: the last clean bytes, or undefined if it is refused. */
  finish(): Uint8Array | undefined;
}

/** Undefined when nothing could be forwarded whatever the body (see secretNeedles). */
export function createForwardableScanner(ownKey: string): ForwardableScanner | undefined {
  const needles = secretNeedles(ownKey);
  if (!needles) return undefined;
  /** Bytes that could be the start of a needle cut off by the end of the piece. */
  const holdBack = Math.max(...needles.map((needle) => needle.length)) - 1;
  let held: Buffer = Buffer.alloc(0);
  let started = false;
  let refused = false;

  /** `bytes` up to `end`, if they hold no needle and are whole UTF-8; the rest is held. */
  function release(bytes: Buffer, end: number): Buffer | undefined {
    if (needles!.some((needle) => bytes.includes(needle))) return refuse();
    held = Buffer.from(bytes.subarray(end));
    const ready = bytes.subarray(0, end);
    return isUtf8(ready) ? ready : refuse();
  }

  function refuse(): undefined {
    refused = true;
    held = Buffer.alloc(0);
    return undefined;
  }

  return {
    accept(chunk) {
      if (refused) return undefined;
      const piece = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      let bytes: Buffer = held.length === 0 ? piece : Buffer.concat([held, piece]);
      if (!started) {
        // Whether the body starts with a byte order mark is known only from its third byte.
        if (bytes.length < BYTE_ORDER_MARK.length) {
          held = Buffer.from(bytes);
          return bytes.subarray(0, 0);
        }
        started = true;
        bytes = withoutByteOrderMark(bytes);
      }
      return release(bytes, characterStartAtOrBefore(bytes, bytes.length - holdBack));
    },
    finish() {
      if (refused) return undefined;
      const rest = started ? held : withoutByteOrderMark(held);
      return release(rest, rest.length);
    },
  };
}

/** The start of the character at `at` (0 if `at` is before the start): a cut there splits none. */
function characterStartAtOrBefore(bytes: Buffer, at: number): number {
  let start = Math.max(0, at);
  while (start > 0 && ((bytes[start] as number) & 0xc0) === 0x80) start--;
  return start;
}
