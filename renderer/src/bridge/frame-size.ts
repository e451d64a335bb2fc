// Browser mode's web host reads no WebSocket frame over MAX_BRIDGE_FRAME_BYTES (it closes the socket
// instead), so the bridge measures each call's frame first: one that is too large fails at once with
// an error naming what was too big and the limit, is never sent, and the link stays up.
import { MAX_BRIDGE_FRAME_BYTES, type IpcError } from '../../../shared/ipc';
import { bridgeError } from './bridge-errors';

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
  const size = roundedSize(bytes);
  const limitSize = roundedSize(limit);
  return bridgeError('invalid-request', 'FRAME_TOO_LARGE', {
    ...describeCall(name, params),
    amount: size.amount,
    unit: size.unit,
    bytes,
    limitAmount: limitSize.amount,
    limitUnit: limitSize.unit,
    limit,
  });
}

/** What was too large, as the message's `what` (and `name` for a request named by its operation). */
function describeCall(name: string, params: unknown): { what: string; name: string } {
  if (name === 'compose.saveDraft') return { what: 'draft', name };
  if (name !== 'api') return { what: 'named', name };
  const op = typeof params === 'object' && params !== null ? (params as { op?: unknown }).op : undefined;
  if (op === 'sendMessage') return { what: 'message', name: op };
  if (op === 'updateMessage') return { what: 'edited_message', name: op };
  return typeof op === 'string' ? { what: 'named', name: op } : { what: 'request', name };
}

/** MiB with two decimals below 10 (one above), or whole KiB below a tenth of a MiB. */
function roundedSize(bytes: number): { amount: number; unit: 'MiB' | 'KiB' } {
  const mib = bytes / (1024 * 1024);
  if (mib < 0.1) return { amount: Math.ceil(bytes / 1024), unit: 'KiB' };
  const scale = mib < 10 ? 100 : 10;
  return { amount: Math.round(mib * scale) / scale, unit: 'MiB' };
}
