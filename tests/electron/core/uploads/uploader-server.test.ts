// Main's uploader against the reference server over real HTTP: the file arrives byte for byte and
// is served back at the URL the answer gave; the server's own limit is reported in its words when
// main's limit is not known yet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../../server/app';
import { basicAuthHeader } from '../../../../electron/core/api/client';
import { createUploader } from '../../../../electron/core/uploads/uploader';
import { IpcFailure } from '../../../../electron/core/session/ipc-failure';
import { plainIntl } from '../../../support/intl';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({
    seed: 'demo',
    maxFileUploadMib: 1,
    validateResponses: true,
    log: () => undefined,
  });
});
afterAll(() => server.close());

describe('uploader with the reference server', () => {
  it('uploads a file the server then serves, with progress to the end', async () => {
    const me = server.accounts.find((a) => a.role === 400 && !a.is_bot)!;
    const authorization = basicAuthHeader(me.email, me.api_key);
    const progress: number[] = [];
    const uploader = createUploader({
      intl: plainIntl,
      onProgress: (_id, sent, total) => progress.push(sent / total),
    });
    const bytes = new Uint8Array(700 * 1024).map((_, i) => (i * 13) % 256);
    const result = await uploader.upload(
      { realmUrl: server.url, authorization, limitMib: 1 },
      { id: 'a1', accountId: 'acc-1', name: 'données.bin', type: 'application/octet-stream', bytes },
    );
    expect(result.filename).toBe('données.bin');
    expect(progress.at(-1)).toBe(1);
    const served = await fetch(server.url + result.url, { headers: { authorization } });
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);

    const error: unknown = await uploader
      .upload(
        { realmUrl: server.url, authorization, limitMib: undefined },
        { id: 'a2', accountId: 'acc-1', name: 'big.bin', type: '', bytes: new Uint8Array(1024 * 1024 + 1) },
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IpcFailure);
    expect((error as IpcFailure).error.message).toBe(
      "Could not upload big.bin: File is larger than this server's configured maximum upload size (1 MiB).",
    );
  });
});
