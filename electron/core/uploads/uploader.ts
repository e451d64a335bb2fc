// Main's uploader: POSTs one file as multipart/form-data to the active account's realm with its
// credentials, after checking its size against the account's limit, reporting progress (bytes
// handed to the connection / total) and stoppable by its id. A cancel that arrives before its upload
// (browser mode posts the bytes to the host first) is remembered, so that upload never starts.
// A server that takes no bytes and gives no answer for `stallTimeoutMs` ends the upload. Refusals
// are said in the window's language (`intl`).
import { defineMessages, type IntlShape } from '@formatjs/intl';
import type { IpcError, UploadResult } from '../../../shared/ipc';
import { uploadFile } from '../../../shared/api/uploads';
import { API_PREFIX } from '../../../shared/api/wire';
import { ApiError } from '../api/errors';
import { classifyFetchFailure } from '../api/fetch-failure';
import { interpretResponse } from '../api/interpret-response';
import { readBodyBytesCapped } from '../api/read-body';
import { IpcFailure } from '../session/ipc-failure';
import { describeUploadFailure } from './describe-upload-failure';
import { chunkedStream, encodeUploadBody } from './multipart-body';
import type { UploadInput } from './upload-input';
import { formatSize, sizeRefusal } from '../../../shared/upload-size';
import { plainMessages } from '../../../shared/plain-messages';

export interface UploadTarget {
  /** Without a trailing slash. */
  realmUrl: string;
  authorization: string;
  /** max_file_upload_size_mib from the account's register; undefined before the first one. */
  limitMib: number | undefined;
}

export interface UploaderDeps {
  fetch?: typeof fetch;
  onProgress(id: string, sent: number, total: number): void;
  stallTimeoutMs?: number;
  /** The window's language now (core/i18n). */
  intl: () => IntlShape;
}

const messages = plainMessages(
  defineMessages({
    signInFirst: { id: 'upload.sign_in_first', defaultMessage: 'Sign in to an account first' },
    stalled: {
      id: 'upload.failed.stalled',
      defaultMessage:
        'Could not upload {name}: the server stopped taking it for {seconds, number} s ({size} in all).',
    },
  }),
);

export interface Uploader {
  /** Rejects with an IpcFailure whose message is written for people. */
  upload(target: UploadTarget | undefined, input: UploadInput): Promise<UploadResult>;
  cancel(id: string): void;
}

const MAX_ANSWER_BYTES = 1024 * 1024;
/** Cancels for uploads not (yet) running that are remembered. */
const EARLY_CANCELS = 64;

export function createUploader(deps: UploaderDeps): Uploader {
  const doFetch = deps.fetch ?? globalThis.fetch;
  const stallMs = deps.stallTimeoutMs ?? 60_000;
  const running = new Map<string, AbortController>();
  const cancelledEarly: string[] = [];

  const fail = (error: IpcError): never => {
    throw new IpcFailure(error);
  };
  const cancelled = (): never => fail({ kind: 'cancelled', message: 'The upload was cancelled.' });

  async function upload(target: UploadTarget | undefined, input: UploadInput): Promise<UploadResult> {
    const early = cancelledEarly.indexOf(input.id);
    if (early >= 0) {
      cancelledEarly.splice(early, 1);
      cancelled();
    }
    if (running.has(input.id)) fail({ kind: 'invalid-request', message: 'That upload is already running' });
    const intl = deps.intl();
    if (!target) return fail({ kind: 'not-signed-in', message: intl.formatMessage(messages.signInFirst) });
    const refusal = sizeRefusal(input.name, input.bytes.length, target.limitMib, intl);
    if (refusal) fail({ kind: 'invalid-request', code: 'UPLOAD_TOO_LARGE', message: refusal });

    const controller = new AbortController();
    running.set(input.id, controller);
    let stalled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stalled = true;
        controller.abort();
      }, stallMs);
    };
    try {
      const body = await encodeUploadBody(input);
      const total = body.bytes.length;
      deps.onProgress(input.id, 0, total);
      watch();
      const stream = chunkedStream(body.bytes, (sent) => {
        watch();
        deps.onProgress(input.id, sent, total);
      });
      const res = await doFetch(`${target.realmUrl}${API_PREFIX}${uploadFile.path}`, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          authorization: target.authorization,
          'content-type': body.contentType,
          'content-length': String(total),
        },
        body: stream,
        duplex: 'half',
        signal: controller.signal,
        redirect: 'manual',
      } as RequestInit);
      const text = new TextDecoder().decode(
        await readBodyBytesCapped(res, MAX_ANSWER_BYTES, uploadFile.name),
      );
      const answer = interpretResponse(uploadFile, { status: res.status, headers: res.headers, text });
      return { url: (answer.url ?? answer.uri) as string, filename: answer.filename ?? input.name };
    } catch (err) {
      if (err instanceof IpcFailure) throw err;
      if (controller.signal.aborted && !stalled) return cancelled();
      if (stalled) {
        return fail({
          kind: 'timeout',
          message: intl.formatMessage(messages.stalled, {
            name: input.name,
            seconds: stallMs / 1000,
            size: formatSize(input.bytes.length, intl),
          }),
        });
      }
      const apiError =
        err instanceof ApiError ? err : new ApiError(classifyFetchFailure(err), uploadFile.name);
      return fail(describeUploadFailure(input.name, apiError, intl));
    } finally {
      clearTimeout(timer);
      running.delete(input.id);
    }
  }

  return {
    upload,
    cancel(id) {
      const controller = running.get(id);
      if (controller) return controller.abort();
      if (!cancelledEarly.includes(id)) cancelledEarly.push(id);
      if (cancelledEarly.length > EARLY_CANCELS) cancelledEarly.shift();
    },
  };
}
