// An in-memory ThreadlineBridge: records calls, answers from a table, and lets a test push messages.
import type {
  IpcCallName,
  IpcPush,
  IpcResult,
  ThreadlineBridge,
  UploadRequest,
  UploadResult,
} from '../../../shared/ipc';

export interface FakeBridge extends ThreadlineBridge {
  calls: { name: IpcCallName; params: unknown }[];
  answers: Partial<Record<IpcCallName, IpcResult<unknown>>>;
  uploads: UploadRequest[];
  /** How `upload` answers; by default it fails. */
  uploadAnswer: (request: UploadRequest) => Promise<IpcResult<UploadResult>>;
  push(message: IpcPush): void;
  listenerCount(): number;
}

export function createFakeBridge(answers: FakeBridge['answers'] = {}): FakeBridge {
  const listeners = new Set<(message: IpcPush) => void>();
  const calls: FakeBridge['calls'] = [];
  const bridge: FakeBridge = {
    host: 'electron',
    calls,
    answers,
    uploads: [],
    uploadAnswer: () =>
      Promise.resolve({ ok: false, error: { kind: 'internal', message: 'no upload answer' } }),
    upload(request) {
      bridge.uploads.push(request);
      return bridge.uploadAnswer(request);
    },
    invoke(name, params) {
      calls.push({ name, params });
      const answer = answers[name] ?? {
        ok: false,
        error: { kind: 'internal', message: `no answer for ${name}` },
      };
      // The fake answers whatever the test put in the table for this call.
      return Promise.resolve(answer as never);
    },
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    push(message) {
      for (const listener of listeners) listener(message);
    },
    listenerCount: () => listeners.size,
  };
  return bridge;
}
