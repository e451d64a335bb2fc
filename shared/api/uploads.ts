// Uploading a file: POST /user_uploads with a multipart/form-data body holding one file part (any
// field name; real Zulip takes the first file). The file travels outside `params`, so the operation
// has none; the reference server hands the parsed file parts to the handler, and main's uploader
// (electron/core/uploads/) encodes the body itself. Only main calls it: the renderer gives main the
// bytes through the upload capability of shared/ipc.ts, never through the `api` call.
import { z } from 'zod';
import { defineOperation } from './operation';

export const uploadFile = defineOperation({
  name: 'uploadFile',
  method: 'POST',
  path: '/user_uploads',
  summary: 'Upload a file; the answer is the URL to link to it from a message',
  params: z.object({}),
  // `uri` is the deprecated older name of `url` (accept either); `filename` (FL 285) is the name the
  // server stored, which may differ from the one sent.
  response: z
    .object({ url: z.string().optional(), uri: z.string().optional(), filename: z.string().optional() })
    .refine((body) => body.url !== undefined || body.uri !== undefined, 'expected url or uri'),
});

/** The error real Zulip gives for a file over the limit (zerver/views/upload.py). */
export function uploadTooLargeMessage(limitMib: number): string {
  return `File is larger than this server's configured maximum upload size (${limitMib} MiB).`;
}
