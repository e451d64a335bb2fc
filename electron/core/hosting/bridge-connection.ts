// One browser-mode bridge socket, from handshake to close: every frame must be a JSON text frame
// `{t:'invoke', id, name, params}` (shared/ipc.ts); the router answers it. Anything else closes the
// socket with a code and reason (the page reconnects; only a broken or hostile client sends such
// frames). Socket errors, including a frame over maxPayload (ws then closes with 1009), are logged,
// never thrown: an 'error' event without a listener would end the process.
import type { RawData, WebSocket } from 'ws';
import type { IpcResult, WsServerMessage } from '../../../shared/ipc';

export interface BridgeConnectionDeps {
  router: { handle(sender: unknown, name: unknown, params: unknown): Promise<IpcResult<unknown>> };
  /** The open sockets (bridge-sockets.ts): pushes go to them, answers through them. */
  sockets: {
    add(ws: WebSocket): void;
    remove(ws: WebSocket): void;
    reply(ws: WebSocket, text: string): void;
  };
  log: (line: string) => void;
}

/** WebSocket close codes (RFC 6455 §7.4.1). */
const UNSUPPORTED_DATA = 1003;
const INVALID_PAYLOAD = 1007;
const POLICY_VIOLATION = 1008;

const INTERNAL_FAILURE: IpcResult<never> = {
  ok: false,
  error: { kind: 'internal', message: 'Threadline could not handle this request.' },
};

export function serveBridgeSocket(ws: WebSocket, deps: BridgeConnectionDeps): void {
  ws.on('error', (error) => deps.log(`bridge socket: ${error.message}`));
  ws.on('close', () => deps.sockets.remove(ws));
  ws.on('message', (data, isBinary) => {
    answerFrame(ws, data, isBinary, deps).catch((error: unknown) => {
      deps.log(`bridge frame failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
  deps.sockets.add(ws);
}

async function answerFrame(
  ws: WebSocket,
  data: RawData,
  isBinary: boolean,
  deps: BridgeConnectionDeps,
): Promise<void> {
  if (isBinary) return refuse(ws, UNSUPPORTED_DATA, 'binary frames are not accepted', deps);
  const message = parseFrame(rawText(data));
  if (message === undefined) return refuse(ws, INVALID_PAYLOAD, 'a frame that is not JSON', deps);
  if (message === null) return refuse(ws, POLICY_VIOLATION, 'a frame that is not an invoke', deps);
  let result: IpcResult<unknown>;
  try {
    result = await deps.router.handle(ws, message.name, message.params);
  } catch (error) {
    deps.log(`bridge call failed: ${error instanceof Error ? error.message : String(error)}`);
    result = INTERNAL_FAILURE;
  }
  if (ws.readyState !== ws.OPEN) return;
  deps.sockets.reply(ws, JSON.stringify({ t: 'result', id: message.id, result } satisfies WsServerMessage));
}

interface Invoke {
  id: number;
  name: unknown;
  params: unknown;
}

/** The invoke in a frame; undefined when it is not JSON, null when it is JSON but not an invoke. */
function parseFrame(text: string): Invoke | null | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return null;
  const frame = value as Record<string, unknown>;
  if (frame.t !== 'invoke' || typeof frame.id !== 'number' || !Number.isSafeInteger(frame.id)) return null;
  return { id: frame.id, name: frame.name, params: frame.params };
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}

function refuse(ws: WebSocket, code: number, reason: string, deps: BridgeConnectionDeps): void {
  deps.log(`closed a bridge socket: ${reason}`);
  ws.close(code, reason);
}
