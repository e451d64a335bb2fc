// The renderer's only door to main: `window.threadline`, one method per capability, typed from
// shared/ipc.ts. No ipcRenderer, no generic send, no sendSync.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { IpcPush, ThreadlineBridge } from '../shared/ipc';

export const INVOKE_CHANNEL = 'threadline:invoke';
export const UPLOAD_CHANNEL = 'threadline:upload';
export const PUSH_CHANNEL = 'threadline:push';

const bridge: ThreadlineBridge = {
  host: 'electron',
  invoke: (name, params) => ipcRenderer.invoke(INVOKE_CHANNEL, name, params),
  // Electron's IPC carries the ArrayBuffer as it is; main checks the request (core/uploads).
  upload: (request) => ipcRenderer.invoke(UPLOAD_CHANNEL, request),
  on(listener) {
    const handler = (_event: IpcRendererEvent, message: IpcPush) => listener(message);
    ipcRenderer.on(PUSH_CHANNEL, handler);
    return () => ipcRenderer.removeListener(PUSH_CHANNEL, handler);
  },
};

contextBridge.exposeInMainWorld('threadline', bridge);
