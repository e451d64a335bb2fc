// The upload request as main accepts it from either host: an id, the account it is for, a file name
// and type within UPLOAD_LIMITS, and the bytes as an ArrayBuffer or a view of one (Electron's IPC may
// hand main a Buffer). Anything else is refused before any byte is looked at.
import { accountIdSchema, UPLOAD_LIMITS, uploadId } from '../../../shared/ipc';
import { invalidRequest } from '../session/ipc-failure';

export interface UploadInput {
  id: string;
  accountId: string;
  name: string;
  type: string;
  bytes: Uint8Array;
}

function isArrayBuffer(value: unknown): value is ArrayBuffer {
  return Object.prototype.toString.call(value) === '[object ArrayBuffer]';
}

function asBytes(value: unknown): Uint8Array | undefined {
  if (isArrayBuffer(value)) return new Uint8Array(value);
  if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  return undefined;
}

export function readUploadInput(raw: unknown): UploadInput {
  if (typeof raw !== 'object' || raw === null) throw invalidRequest('An upload needs a file');
  const { id, accountId, name, type, bytes } = raw as Record<string, unknown>;
  const parsedId = uploadId.safeParse(id);
  if (!parsedId.success) throw invalidRequest('An upload needs an id of 1–64 letters, digits, _ or -');
  const account = accountIdSchema.safeParse(accountId);
  if (!account.success) throw invalidRequest('An upload needs the account it is for');
  if (typeof name !== 'string' || name.trim() === '') throw invalidRequest('The file has no name');
  if (name.length > UPLOAD_LIMITS.name)
    throw invalidRequest(`The file name is longer than ${UPLOAD_LIMITS.name} characters`);
  if (typeof type !== 'string' || type.length > UPLOAD_LIMITS.type)
    throw invalidRequest('The file type is not a MIME type');
  const data = asBytes(bytes);
  if (!data) throw invalidRequest('The file has no contents');
  return { id: parsedId.data, accountId: account.data, name, type, bytes: data };
}
