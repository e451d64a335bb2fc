// POST /user_uploads: stores the request's one file and answers with its URL, as real Zulip does
// (`url`, `filename` from FL 285, and the deprecated `uri`). Files are served by ../uploads/serve-upload.ts.
import { uploadFile } from '../../shared/api/uploads';
import { badRequest } from '../http/failure';
import { route } from '../http/route';
import { storeUpload } from '../uploads/attachments';
import { checkUploadSize } from '../uploads/upload-limit';

export const uploadsRoutes = [
  route(uploadFile, (ctx) => {
    const [file, ...more] = ctx.files;
    if (!file) throw badRequest('You must specify a file to upload');
    if (more.length > 0) throw badRequest('You may only upload one file at a time');
    const refusal = checkUploadSize(ctx.realm, file.bytes.length);
    if (refusal) throw refusal;
    const record = storeUpload(ctx.realm, ctx.user.user_id, file);
    const url = `/user_uploads/${record.path_id.split('/').map(encodeURIComponent).join('/')}`;
    return { url, uri: url, filename: record.name };
  }),
];
