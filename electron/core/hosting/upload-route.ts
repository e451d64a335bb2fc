// Browser mode's way for a file to reach main: `POST /upload?secret=…&account=…&id=…&name=…&type=…`
// with the bytes as the body (the bridge's WebSocket frames are capped at 1 MiB). The web server has already
// checked the Host and the page's Origin; this checks the session secret, refuses a body larger than
// the account's upload limit from its Content-Length before reading it, and answers with the
// upload's IpcResult as JSON, whatever happened.
import { defineMessages, type IntlShape } from '@formatjs/intl';
import type { IncomingMessage } from 'node:http';
import type { IpcResult, UploadResult } from '../../../shared/ipc';
import { limitBytes, sizeRefusal } from '../../../shared/upload-size';
import { textAnswer, type MediaAnswer } from './media-route';
import { plainMessages } from '../../../shared/plain-messages';

/** A refused upload closes the connection: the rest of its body is not worth reading. */
const CLOSE = { connection: 'close' };

export { UPLOAD_PATH } from '../../../shared/ipc';

/** The ceiling while the account's own limit is not known yet (before its first register). */
export const UNKNOWN_LIMIT_CEILING = 256 * 1024 * 1024;

const messages = plainMessages(
  defineMessages({
    tooLarge: {
      id: 'upload.refused.over_ceiling',
      defaultMessage: '{name} is larger than Threadline can upload.',
    },
  }),
);

export interface UploadRouteDeps {
  /** The window's language now (core/i18n): a refusal is said in it. */
  intl: () => IntlShape;
  allows(secret: string | null): boolean;
  /** The account's upload limit, once its connection has registered. */
  uploadLimitMib(accountId: string): number | undefined;
  upload(request: unknown): Promise<IpcResult<UploadResult>>;
}

export async function answerUpload(
  req: IncomingMessage,
  url: URL,
  deps: UploadRouteDeps,
): Promise<MediaAnswer> {
  const query = url.searchParams;
  if (!deps.allows(query.get('secret'))) return textAnswer(404, 'Not found', CLOSE);
  const declared = Number(req.headers['content-length']);
  if (req.headers['content-length'] === undefined || !Number.isSafeInteger(declared) || declared < 0)
    return textAnswer(411, 'Content-Length required', CLOSE);
  const name = query.get('name') ?? '';
  const accountId = query.get('account') ?? '';
  const limitMib = deps.uploadLimitMib(accountId);
  const cap = limitMib === undefined ? UNKNOWN_LIMIT_CEILING : limitBytes(limitMib);
  if (declared > cap) {
    const intl = deps.intl();
    const message =
      sizeRefusal(name, declared, limitMib, intl) ?? intl.formatMessage(messages.tooLarge, { name });
    return json(413, { ok: false, error: { kind: 'invalid-request', code: 'UPLOAD_TOO_LARGE', message } });
  }
  const bytes = await readExactly(req, declared);
  if (!bytes) return textAnswer(400, 'The body did not match its Content-Length', CLOSE);
  const result = await deps.upload({
    id: query.get('id'),
    accountId,
    name,
    type: query.get('type') ?? '',
    bytes,
  });
  return json(200, result);
}

async function readExactly(req: IncomingMessage, length: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > length) return undefined;
    chunks.push(chunk as Buffer);
  }
  return size === length ? Buffer.concat(chunks) : undefined;
}

function json(status: number, value: IpcResult<UploadResult>): MediaAnswer {
  return {
    status,
    headers: {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
    body: Buffer.from(JSON.stringify(value)),
  };
}
