// Reads one frame from main (shared/ipc.ts WsServerMessage): JSON text, or for a snapshot push a
// binary frame holding the push's line of JSON, a newline, and the snapshot's JSON in UTF-8. The
// snapshot's bytes are parsed on their own, so nothing in them can change the push around them.
import type { WsServerMessage } from '../../../shared/ipc';
import { isRecord, parseJson } from '../state/json-value';

const NEWLINE = 0x0a;
const utf8 = new TextDecoder();

/** The message, or undefined for a frame that is not one (it is then ignored). */
export function readServerFrame(data: unknown): WsServerMessage | undefined {
  if (typeof data === 'string') return parseJson(data) as WsServerMessage | undefined;
  if (data instanceof ArrayBuffer) return readSnapshotFrame(new Uint8Array(data));
  if (ArrayBuffer.isView(data))
    return readSnapshotFrame(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
  return undefined;
}

function readSnapshotFrame(bytes: Uint8Array): WsServerMessage | undefined {
  const end = bytes.indexOf(NEWLINE);
  if (end < 0) return undefined;
  const head = parseJson(utf8.decode(bytes.subarray(0, end)));
  if (!isRecord(head) || head.t !== 'push' || !isRecord(head.message) || head.message.type !== 'snapshot') {
    return undefined;
  }
  const snapshot = parseJson(utf8.decode(bytes.subarray(end + 1)));
  if (!isRecord(snapshot)) return undefined;
  return { t: 'push', message: { ...head.message, snapshot } } as WsServerMessage;
}
