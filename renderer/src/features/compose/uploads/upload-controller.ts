// The uploads of one compose box, without React: each file gets a placeholder in the text, a row
// with its progress (from main's `upload-progress` pushes) and a Cancel; the server's link replaces
// the placeholder, and a failure or cancel removes it, leaving everything else the user typed. A
// failed row stays, saying why, until dismissed. A file over the server's limit is refused here,
// before it is read (main checks again before sending it). Failures are kept as facts
// (upload-problem.ts) and put into words where the row is shown.
import type { IntlShape } from 'react-intl';
import type { ThreadlineBridge } from '../../../../../shared/ipc';
import { replacePlaceholder, uploadLink, uploadingPlaceholder } from './upload-markdown';
import { sizeProblem, type UploadProblem } from './upload-problem';

export interface UploadRow {
  id: string;
  name: string;
  sent: number;
  /** The request's total once main reports it; the file's size before. */
  total: number;
  status: 'uploading' | 'cancelling' | 'failed';
  error?: UploadProblem;
}

export interface UploadEditor {
  /** Puts text at the cursor. */
  insertText(text: string): void;
  /** Changes the current text (which may have changed since the upload began). */
  editText(edit: (current: string) => string): void;
}

export interface UploadControllerDeps {
  bridge: ThreadlineBridge;
  /** The account whose compose box this is: its files go to its server. */
  accountId: string;
  editor: UploadEditor;
  onRows(rows: readonly UploadRow[]): void;
  /** The account's max_file_upload_size_mib, when known. */
  limitMib(): number | undefined;
  /** The user's language now (the placeholder's words are written in it). */
  intl(): IntlShape;
  newId?: () => string;
}

/** While the limit is unknown: past this the whole file would be held in memory for nothing. */
export const UNKNOWN_LIMIT_CEILING = 2 * 1024 * 1024 * 1024;

/** Uploads still running (failed rows only wait to be dismissed). */
export const isBusy = (rows: readonly UploadRow[]) => rows.some((row) => row.status !== 'failed');

export function createUploadController(deps: UploadControllerDeps) {
  let rows: UploadRow[] = [];
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const set = (next: UploadRow[]) => {
    rows = next;
    deps.onRows(rows);
  };
  const patch = (id: string, change: Partial<UploadRow>) =>
    set(rows.map((row) => (row.id === id ? { ...row, ...change } : row)));
  const remove = (id: string) => set(rows.filter((row) => row.id !== id));

  const unsubscribe = deps.bridge.on((push) => {
    if (push.type !== 'upload-progress') return;
    const row = rows.find((r) => r.id === push.id);
    if (row && row.status === 'uploading') patch(push.id, { sent: push.sent, total: push.total });
  });

  /** The link, or why there is none (undefined: cancelled, nothing to say). */
  async function send(
    file: File,
    id: string,
  ): Promise<{ link: string } | { error: UploadProblem | undefined }> {
    const refusal = sizeProblem(file.name, file.size, deps.limitMib());
    if (refusal) return { error: refusal };
    if (file.size > UNKNOWN_LIMIT_CEILING) return { error: { kind: 'beyond-ceiling', name: file.name } };
    try {
      const bytes = await file.arrayBuffer();
      const result = await deps.bridge.upload({
        id,
        accountId: deps.accountId,
        name: file.name,
        type: file.type,
        bytes,
      });
      if (result.ok) return { link: uploadLink(result.value.filename, result.value.url) };
      if (result.error.kind === 'cancelled') return { error: undefined };
      return { error: { kind: 'refused', message: result.error.message } };
    } catch (err) {
      const detail = err instanceof Error ? err.message : String(err);
      return { error: { kind: 'not-read', name: file.name, detail } };
    }
  }

  async function uploadOne(file: File, id: string, placeholder: string): Promise<void> {
    const outcome = await send(file, id);
    const link = 'link' in outcome ? outcome.link : '';
    deps.editor.editText((text) => replacePlaceholder(text, placeholder, link));
    if ('error' in outcome && outcome.error !== undefined)
      patch(id, { status: 'failed', error: outcome.error });
    else remove(id);
  }

  return {
    /** Starts uploading every file, their placeholders inserted together at the cursor. */
    start(files: readonly File[]): Promise<void> {
      if (files.length === 0) return Promise.resolve();
      const started = files.map((file) => ({
        file,
        id: newId(),
        placeholder: uploadingPlaceholder(deps.intl(), file.name),
      }));
      deps.editor.insertText(started.map((s) => s.placeholder).join('\n'));
      set([
        ...rows,
        ...started.map(({ file, id }): UploadRow => ({
          id,
          name: file.name,
          sent: 0,
          total: file.size,
          status: 'uploading',
        })),
      ]);
      return Promise.all(started.map(({ file, id, placeholder }) => uploadOne(file, id, placeholder))).then(
        () => undefined,
      );
    },
    cancel(id: string): void {
      patch(id, { status: 'cancelling' });
      void deps.bridge.invoke('upload.cancel', { id });
    },
    dismiss: remove,
    dispose: unsubscribe,
  };
}

export type UploadController = ReturnType<typeof createUploadController>;
