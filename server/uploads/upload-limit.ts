// The organization's upload limit (max_file_upload_size_mib, which register reports) and what it
// means for a request: the body cap of POST /user_uploads and the refusal real Zulip answers with.
import { uploadFile, uploadTooLargeMessage } from '../../shared/api/uploads';
import { badRequest, failure } from '../http/failure';
import type { BodyCap } from '../http/request';
import type { Realm } from '../realm/realm';

/** Real Zulip's default MAX_FILE_UPLOAD_SIZE. */
export const DEFAULT_UPLOAD_LIMIT_MIB = 25;
const MIB = 1024 * 1024;
/** Room for the multipart framing around the file: headers, boundary, a name. */
const FRAMING_BYTES = 64 * 1024;

export function uploadLimitMib(realm: Realm): number {
  return realm.settings.max_file_upload_size_mib ?? DEFAULT_UPLOAD_LIMIT_MIB;
}

/** The refusal for a file of `size` bytes, or undefined when it may be stored. */
export function checkUploadSize(realm: Realm, size: number) {
  const limit = uploadLimitMib(realm);
  if (limit === 0) return badRequest('File uploads are disabled on this server.');
  if (size > limit * MIB) return badRequest(uploadTooLargeMessage(limit));
  return undefined;
}

/**
 * POST /user_uploads may carry the whole file (other requests keep the default cap). A body far
 * over the limit is refused before it is read, with 413 as a proxy in front of Zulip would.
 */
export function uploadBodyCap(realm: Realm, path: string): BodyCap | undefined {
  if (path !== uploadFile.path) return undefined;
  const limit = uploadLimitMib(realm);
  return {
    bytes: limit * MIB + FRAMING_BYTES,
    tooLarge: () => failure(413, 'BAD_REQUEST', uploadTooLargeMessage(limit)),
  };
}
