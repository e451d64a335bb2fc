// Builds made for the benchmarks and the chaos soak (`vite build --mode test-hooks`) let the harness
// read the store, so it can check convergence and count what was applied, and make IPC calls (the
// bench signs in further accounts this way). main.tsx calls this
// behind a compile-time check of the build mode: production builds contain none of it.
import type { IpcCallName, IpcParams, ThreadlineBridge } from '../../../shared/ipc';
import type { AppStoreApi } from '../state/store';

export interface ThreadlineTestHooks {
  /**
   * A copy of the shown account's store data (no functions) as JSON: Maps become objects, Sets
   * sorted arrays; `{}` while no account is shown.
   */
  readState(): string;
  /** An IPC call through the page's bridge; resolves with its IpcResult. */
  invoke(name: string, params: unknown): Promise<unknown>;
}

declare global {
  interface Window {
    __threadlineTestHooks?: ThreadlineTestHooks;
  }
  // The part of Vite's `import.meta.env` the renderer reads (same declaration as vite/client's).
  interface ImportMetaEnv {
    readonly MODE: string;
  }
  interface ImportMeta {
    readonly env: ImportMetaEnv;
  }
}

function plain(_key: string, value: unknown): unknown {
  if (value instanceof Map) return Object.fromEntries(value);
  if (value instanceof Set) return [...value].sort();
  return value;
}

export function exposeStoreForTests(
  shownStore: () => AppStoreApi | undefined,
  bridge: ThreadlineBridge,
): void {
  window.__threadlineTestHooks = Object.freeze({
    readState: () => JSON.stringify(shownStore()?.getState() ?? {}, plain),
    // The harness names a call and its params; main's router checks them as for any call.
    invoke: (name: string, params: unknown) =>
      bridge.invoke(name as IpcCallName, params as IpcParams<IpcCallName>),
  });
}
