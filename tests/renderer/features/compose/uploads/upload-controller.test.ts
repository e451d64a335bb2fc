// The compose uploads without React: placeholders, progress from main's pushes, the link in place of
// the placeholder, and failures and cancels that remove only the placeholder.
import { describe, expect, it } from 'vitest';
import type { IpcResult, UploadResult } from '../../../../../shared/ipc';
import {
  createUploadController,
  isBusy,
  type UploadRow,
} from '../../../../../renderer/src/features/compose/uploads/upload-controller';
import {
  replacePlaceholder,
  uploadLink,
  uploadingPlaceholder,
} from '../../../../../renderer/src/features/compose/uploads/upload-markdown';
import {
  describeUploadProblem,
  formatFileSize,
} from '../../../../../renderer/src/features/compose/uploads/upload-problem';
import { createFakeBridge } from '../../../support/fake-bridge';
import { testIntl } from '../../../../support/intl';

const en = testIntl();
const german = testIntl('de');
const spanish = testIntl('es');

function setup(text = 'Hello ', limitMib?: number) {
  const bridge = createFakeBridge({ 'upload.cancel': { ok: true, value: null } });
  const state = { text, rows: [] as readonly UploadRow[] };
  let ids = 0;
  const controller = createUploadController({
    bridge,
    accountId: 'acc-1',
    editor: {
      insertText: (inserted) => (state.text += inserted),
      editText: (edit) => (state.text = edit(state.text)),
    },
    onRows: (rows) => (state.rows = rows),
    limitMib: () => limitMib,
    intl: () => en,
    newId: () => `u${++ids}`,
  });
  return { bridge, state, controller };
}

/** An upload answer the test settles when it likes. */
function pending() {
  let settle: (result: IpcResult<UploadResult>) => void = () => undefined;
  const promise = new Promise<IpcResult<UploadResult>>((resolve) => (settle = resolve));
  return { promise, settle };
}

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('upload markdown', () => {
  it('writes the placeholder and the link as the web app does, escaping brackets in names', () => {
    expect(uploadingPlaceholder(en, 'a.png')).toBe('[Uploading a.png…]()');
    expect(uploadingPlaceholder(german, 'a [1].png')).toBe('[a \\[1\\].png wird hochgeladen…]()');
    expect(uploadLink('notes [v2].txt', '/user_uploads/2/ab/x/notes-v2.txt')).toBe(
      '[notes \\[v2\\].txt](/user_uploads/2/ab/x/notes-v2.txt)',
    );
  });

  it('puts a link whose placeholder was deleted at the end, on its own line, and removes nothing else', () => {
    expect(replacePlaceholder('a [P]() b', '[P]()', '[f](/u)')).toBe('a [f](/u) b');
    expect(replacePlaceholder('typed over', '[P]()', '[f](/u)')).toBe('typed over\n[f](/u)');
    expect(replacePlaceholder('typed over', '[P]()', '')).toBe('typed over');
  });
});

describe('upload controller', () => {
  it('inserts a placeholder, follows progress pushes, then puts the link in its place', async () => {
    const { bridge, state, controller } = setup();
    const answer = pending();
    bridge.uploadAnswer = () => answer.promise;
    const done = controller.start([file('a.png', 300)]);
    expect(state.text).toBe('Hello [Uploading a.png…]()');
    expect(state.rows).toEqual([{ id: 'u1', name: 'a.png', sent: 0, total: 300, status: 'uploading' }]);
    expect(isBusy(state.rows)).toBe(true);
    await expect.poll(() => bridge.uploads.length).toBe(1);
    expect(bridge.uploads[0]).toMatchObject({
      id: 'u1',
      accountId: 'acc-1',
      name: 'a.png',
      type: 'image/png',
    });
    expect(bridge.uploads[0]?.bytes.byteLength).toBe(300);

    bridge.push({ type: 'upload-progress', id: 'u1', sent: 200, total: 500 });
    bridge.push({ type: 'upload-progress', id: 'other', sent: 1, total: 2 });
    expect(state.rows[0]).toMatchObject({ sent: 200, total: 500 });

    state.text += ' and more';
    answer.settle({ ok: true, value: { url: '/user_uploads/2/ab/r/a.png', filename: 'a.png' } });
    await done;
    expect(state.text).toBe('Hello [a.png](/user_uploads/2/ab/r/a.png) and more');
    expect(state.rows).toEqual([]);
    expect(isBusy(state.rows)).toBe(false);
  });

  it('keeps a failed row with the reason, removing only the placeholder', async () => {
    const { bridge, state, controller } = setup();
    bridge.uploadAnswer = () =>
      Promise.resolve({
        ok: false,
        error: {
          kind: 'invalid-request',
          message: 'big.bin is 2 MiB; this server accepts files up to 1 MiB.',
        },
      });
    await controller.start([file('big.bin')]);
    expect(state.text).toBe('Hello ');
    expect(state.rows).toEqual([
      expect.objectContaining({
        status: 'failed',
        error: { kind: 'refused', message: 'big.bin is 2 MiB; this server accepts files up to 1 MiB.' },
      }),
    ]);
    expect(isBusy(state.rows)).toBe(false);
    controller.dismiss('u1');
    expect(state.rows).toEqual([]);
  });

  it('refuses a file over the known limit without reading or sending it', async () => {
    const { bridge, state, controller } = setup('Typed ', 1);
    await controller.start([file('big.png', 1.5 * 1024 * 1024)]);
    expect(bridge.uploads).toEqual([]);
    expect(state.text).toBe('Typed ');
    expect(state.rows).toEqual([
      expect.objectContaining({
        status: 'failed',
        error: { kind: 'too-large', name: 'big.png', size: 1.5 * 1024 * 1024, limitMib: 1 },
      }),
    ]);
    const problem = state.rows[0]?.error;
    expect(problem && describeUploadProblem(en, problem)).toBe(
      'big.png is 1.5 MB; this server accepts files up to 1 MB.',
    );
  });

  it('asks main to cancel and, once it has, drops the row and the placeholder silently', async () => {
    const { bridge, state, controller } = setup();
    const answer = pending();
    bridge.uploadAnswer = () => answer.promise;
    const done = controller.start([file('a.png'), file('b.png')]);
    expect(state.text).toBe('Hello [Uploading a.png…]()\n[Uploading b.png…]()');
    controller.cancel('u2');
    expect(state.rows.map((r) => r.status)).toEqual(['uploading', 'cancelling']);
    expect(bridge.calls).toContainEqual({ name: 'upload.cancel', params: { id: 'u2' } });
    answer.settle({ ok: false, error: { kind: 'cancelled', message: 'The upload was cancelled.' } });
    await done;
    expect(state.text).toBe('Hello \n');
    expect(state.rows).toEqual([]);
  });

  it('stops listening when disposed', () => {
    const { bridge, controller } = setup();
    expect(bridge.listenerCount()).toBe(1);
    controller.dispose();
    expect(bridge.listenerCount()).toBe(0);
  });
});

describe('upload problems in words', () => {
  it('sizes files with the language units and digits', () => {
    expect(formatFileSize(en, 80)).toBe('80 bytes');
    expect(formatFileSize(en, 512 * 1024)).toBe('512 kB');
    expect(formatFileSize(en, 2.44 * 1024 * 1024)).toBe('2.4 MB');
    expect(formatFileSize(german, 2.44 * 1024 * 1024)).toBe('2,4 MB');
    expect(formatFileSize(german, 80)).toBe('80 Byte');
  });

  it('gives the bytes when rounding would make the file look as large as the limit', () => {
    const justOver = { kind: 'too-large', name: 'a.bin', size: 1024 * 1024 + 1, limitMib: 1 } as const;
    expect(describeUploadProblem(en, justOver)).toBe(
      'a.bin is 1,048,577 bytes; this server accepts files up to 1 MB (1,048,576 bytes).',
    );
    expect(describeUploadProblem(spanish, justOver)).toBe(
      'a.bin ocupa 1.048.577 bytes; este servidor acepta archivos de hasta 1 MB (1.048.576 bytes).',
    );
  });

  it('names the other failures, and passes main’s own words through', () => {
    expect(describeUploadProblem(en, { kind: 'uploads-off' })).toBe(
      'This server does not accept file uploads.',
    );
    expect(describeUploadProblem(german, { kind: 'beyond-ceiling', name: 'x.iso' })).toBe(
      'x.iso ist zu groß zum Hochladen.',
    );
    expect(describeUploadProblem(en, { kind: 'not-read', name: 'x', detail: 'NotReadableError' })).toBe(
      'Could not upload x (NotReadableError).',
    );
    expect(describeUploadProblem(german, { kind: 'refused', message: 'HTTP 500' })).toBe('HTTP 500');
  });
});
