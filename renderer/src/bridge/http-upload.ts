// Browser mode's upload transport: the file's bytes go to the web host's POST /upload (shared/ipc.ts
// UPLOAD_PATH) with the session secret, since the bridge's WebSocket frames are capped at 1 MiB. The
// host answers with the upload's IpcResult as JSON; anything else (a guard's plain-text refusal, a
// host that went away) becomes an IpcError saying so.
import { UPLOAD_PATH, type IpcResult, type UploadRequest, type UploadResult } from '../../../shared/ipc';
import { bridgeError } from './bridge-errors';

export type PostFile = (url: string, body: ArrayBuffer) => Promise<Response>;

export const browserPostFile: PostFile = (url, body) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream' },
    body,
    cache: 'no-store',
  });

function isResult(value: unknown): value is IpcResult<UploadResult> {
  return typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean';
}

export async function uploadOverHttp(
  request: UploadRequest,
  secret: string,
  post: PostFile = browserPostFile,
): Promise<IpcResult<UploadResult>> {
  const query = new URLSearchParams({
    secret,
    account: request.accountId,
    id: request.id,
    name: request.name,
    type: request.type,
  });
  let response: Response;
  try {
    response = await post(`${UPLOAD_PATH}?${query.toString()}`, request.bytes);
  } catch {
    return { ok: false, error: bridgeError('network', 'BRIDGE_UPLOAD_LOST') };
  }
  const text = await response.text().catch(() => '');
  try {
    const parsed: unknown = JSON.parse(text);
    if (isResult(parsed)) return parsed;
  } catch {
    // Not JSON: a refusal by the host's guards, said below.
  }
  const reason = text.trim().slice(0, 200) || `HTTP ${response.status}`;
  return {
    ok: false,
    error: bridgeError('http', 'BRIDGE_UPLOAD_REFUSED', { reason }, { status: response.status }),
  };
}
