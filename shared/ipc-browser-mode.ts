// Browser mode's transport for the IPC contract: the WebSocket frames, the paths the web host serves
// them on, and the frame cap. Electron's IPC needs none of it (ipc.ts re-exports it for both sides).
import type { IpcCallName, IpcPush, IpcResult } from './ipc';

/**
 * Browser mode's WebSocket framing of the same contract: JSON text frames, except snapshot pushes
 * (megabytes on a big realm). Those are binary frames in UTF-8: a line of JSON holding the push
 * without its `snapshot`, a newline (JSON.stringify never writes one), then the snapshot's JSON.
 */
export type WsClientMessage = { t: 'invoke'; id: number; name: IpcCallName; params: unknown };
export type WsServerMessage =
  { t: 'result'; id: number; result: IpcResult<unknown> } | { t: 'push'; message: IpcPush };

/** Path of the WebSocket endpoint; the page's session secret goes in the `secret` query parameter. */
export const WS_BRIDGE_PATH = '/bridge';

/**
 * Browser mode's launch URL carries a single-use `token`; the page exchanges it here (POST, JSON
 * `{"token"}` → `{"secret"}`) for the session secret that opens the bridge and `/media`.
 */
export const SESSION_PATH = '/session';

/** The largest frame the web host reads (its WebSocket `maxPayload`); the page checks before sending. */
export const MAX_BRIDGE_FRAME_BYTES = 1024 * 1024;
