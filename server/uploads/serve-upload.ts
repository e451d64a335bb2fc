// GET /user_uploads/{path_id}: the bytes of an uploaded file, to signed-in users of the realm only.
// Like real Zulip, which serves these URLs to API clients too, HTTP Basic with the API key is
// accepted here although the path is outside /api/v1. Images are shown inline, anything else is a
// download; nothing is sniffed or allowed to run in the server's origin.
import { create as createContentDisposition } from 'content-disposition';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiFailure } from '../http/failure';
import { basicCredentials } from '../http/request';
import { sendFailure } from '../http/respond';
import type { Realm } from '../realm/realm';

export const USER_UPLOADS_PREFIX = '/user_uploads/';
const INLINE_TYPES = /^image\/(png|jpeg|gif|webp|avif|bmp)$/;

/** true when it answered (the path is an upload URL). */
export function serveUpload(req: IncomingMessage, res: ServerResponse, url: URL, realm: Realm): boolean {
  if (!url.pathname.startsWith(USER_UPLOADS_PREFIX)) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendFailure(res, new ApiFailure(405, 'BAD_REQUEST', 'Method Not Allowed'));
    return true;
  }
  try {
    const credentials = basicCredentials(req);
    const user = credentials && realm.userByEmail(credentials.email);
    if (!credentials || !user || user.api_key !== credentials.apiKey || !user.is_active) {
      throw new ApiFailure(401, 'UNAUTHORIZED', 'Not logged in: API authentication or user session required');
    }
  } catch (error) {
    sendFailure(
      res,
      error instanceof ApiFailure ? error : new ApiFailure(401, 'UNAUTHORIZED', 'Unauthorized'),
    );
    return true;
  }
  const record = realm.uploads.get(decodeURIComponent(url.pathname.slice(USER_UPLOADS_PREFIX.length)));
  if (!record) {
    sendFailure(res, new ApiFailure(404, 'BAD_REQUEST', 'File not found'));
    return true;
  }
  const type = record.content_type || 'application/octet-stream';
  const disposition = INLINE_TYPES.test(type) ? 'inline' : 'attachment';
  res.writeHead(200, {
    'content-type': type,
    'content-length': String(record.bytes.length),
    'content-disposition': createContentDisposition(record.name, { type: disposition }),
    'content-security-policy': "default-src 'none'; sandbox",
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, max-age=86400',
  });
  res.end(req.method === 'HEAD' ? undefined : record.bytes);
  return true;
}
