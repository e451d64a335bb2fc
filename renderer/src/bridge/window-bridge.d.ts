// The Electron preload puts the bridge at `window.threadline`; browser mode leaves it unset and the
// renderer builds its own over a WebSocket (see get-bridge.ts).
import type { ThreadlineBridge } from '../../../shared/ipc';

declare global {
  interface Window {
    threadline?: ThreadlineBridge;
  }
}

export {};
