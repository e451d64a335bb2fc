// Browser mode's web host reads no WebSocket frame over MAX_BRIDGE_FRAME_BYTES (it closes the socket
// instead), so the bridge measures each call's frame first: one that is too large fails at once with
// an error naming what was too big and the limit, is never sent, and the link stays up.
import { MAX_BRIDGE_FRAME_BYTES, type IpcError } from '../../../shared/ipc';

const utf8 = new TextEncoder();

/** The error for a frame over the limit, or undefined when `text` may be sent. */
export function oversizeError(
  name: string,
  params: unknown,
  text: string,
  limit: number = MAX_BRIDGE_FRAME_BYTES,
): IpcError | undefined {
  // A UTF-16 code unit is at most 3 bytes of UTF-8: most frames need no encoding to be measured.
  if (text.length * 3 <= limit) return undefined;
  const bytes = utf8.encode(text).byteLength;
  if (bytes <= limit) return undefined;
  return {
    kind: 'invalid-request',
    code: 'FRAME_TOO_LARGE',
    message:
      `The ${describeCall(name, params)} is too large to send: ${formatBytes(bytes)}, over the limit of ` +
      `${formatBytes(limit)} for one request to Threadline. Nothing was sent; shorten it and try again.`,
  };
}

function describeCall(name: string, params: unknown): string {
  if (name === 'compose.saveDraft') return 'draft';
  if (name !== 'api') return `"${name}" request`;
  const op = typeof params === 'object' && params !== null ? (params as { op?: unknown }).op : undefined;
  if (op === 'sendMessage') return 'message';
  if (op === 'updateMessage') return 'edited message';
  return typeof op === 'string' ? `"${op}" request` : 'request';
}

function formatBytes(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  const shown =
    mib >= 0.1
      ? `${mib.toFixed(mib < 10 ? 2 : 1).replace(/\.?0+$/, '')} MiB`
      : `${Math.ceil(bytes / 1024)} KiB`;
  return `${shown} (${bytes.toLocaleString('en-US')} bytes)`;
}
