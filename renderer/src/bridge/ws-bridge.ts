// Browser mode's bridge: the same ThreadlineBridge contract as Electron's preload, spoken as JSON frames
// over one WebSocket to the web host. The socket is reopened with backoff whenever it closes; calls
// made while it is down fail at once with a 'network' IpcError instead of hanging, and a call whose
// frame the host would refuse as too large fails at once too (frame-size.ts).
import type {
  IpcCallName,
  IpcError,
  IpcParams,
  IpcPush,
  IpcResult,
  IpcResults,
  ThreadlineBridge,
  UploadRequest,
  UploadResult,
  WsClientMessage,
} from '../../../shared/ipc';
import { bridgeError, type BridgeErrorCode } from './bridge-errors';
import { oversizeError } from './frame-size';
import { readServerFrame } from './ws-frame';

/** Whether the renderer can reach main at all (distinct from main's connection to the server). */
export type LinkStatus = 'connecting' | 'up' | 'down';

export interface SocketHandlers {
  open(): void;
  message(data: unknown): void;
  close(): void;
}

/** The little of a WebSocket the bridge needs; tests plug in the `ws` package's client. */
export interface BridgeSocket {
  send(text: string): void;
  close(): void;
}

export type SocketFactory = (url: string, handlers: SocketHandlers) => BridgeSocket;

export interface WsBridgeOptions {
  url: string;
  createSocket: SocketFactory;
  /** Milliseconds to wait before reconnect attempt `attempt` (1 for the first retry). */
  backoffMs?: (attempt: number) => number;
  /** Files do not fit in frames: they go over HTTP (http-upload.ts). */
  upload?: (request: UploadRequest) => Promise<IpcResult<UploadResult>>;
}

/** 0.5 s, 1 s, 2 s … capped at 10 s, with ±20 % jitter so many tabs do not retry in lockstep. */
export function defaultBackoffMs(attempt: number): number {
  const base = Math.min(10_000, 500 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

export const browserSocketFactory: SocketFactory = (url, handlers) => {
  const socket = new WebSocket(url);
  // Snapshots come as binary frames (see ws-frame.ts).
  socket.binaryType = 'arraybuffer';
  socket.onopen = () => handlers.open();
  socket.onmessage = (event) => handlers.message(event.data);
  socket.onclose = () => handlers.close();
  return { send: (text) => socket.send(text), close: () => socket.close() };
};

function networkFailure(code: BridgeErrorCode): IpcResult<never> {
  const error: IpcError = bridgeError('network', code);
  return { ok: false, error };
}

export class WebSocketBridge implements ThreadlineBridge {
  readonly host = 'browser' as const;
  private socket: BridgeSocket | null = null;
  private isOpen = false;
  private disposed = false;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, (result: IpcResult<unknown>) => void>();
  /** Frames written while the socket is still opening; flushed on open. */
  private readonly outbox: string[] = [];
  private readonly pushListeners = new Set<(message: IpcPush) => void>();
  private readonly linkListeners = new Set<(status: LinkStatus) => void>();
  private link: LinkStatus = 'connecting';

  constructor(private readonly options: WsBridgeOptions) {
    this.connect();
  }

  get linkStatus(): LinkStatus {
    return this.link;
  }

  invoke<N extends IpcCallName>(name: N, params: IpcParams<N>): Promise<IpcResult<IpcResults[N]>> {
    if (this.disposed || this.link === 'down') return Promise.resolve(networkFailure('BRIDGE_LINK_LOST'));
    const id = this.nextId++;
    const frame: WsClientMessage = { t: 'invoke', id, name, params };
    const text = JSON.stringify(frame);
    // The host would close the socket on a frame this large: refuse it here, with the reason.
    const tooLarge = oversizeError(name, params, text);
    if (tooLarge) return Promise.resolve({ ok: false, error: tooLarge });
    return new Promise((resolve) => {
      // Main answers with the result type of `name`; the frame itself carries no type information.
      this.pending.set(id, (result) => resolve(result as IpcResult<IpcResults[N]>));
      if (this.isOpen && this.socket) this.socket.send(text);
      else this.outbox.push(text);
    });
  }

  upload(request: UploadRequest): Promise<IpcResult<UploadResult>> {
    if (!this.options.upload) return Promise.resolve(networkFailure('BRIDGE_NO_UPLOAD'));
    return this.options.upload(request);
  }

  on(listener: (message: IpcPush) => void): () => void {
    this.pushListeners.add(listener);
    return () => this.pushListeners.delete(listener);
  }

  /** Browser mode only: follow the renderer↔main link so the UI can say when main is unreachable. */
  onLinkStatus(listener: (status: LinkStatus) => void): () => void {
    this.linkListeners.add(listener);
    return () => this.linkListeners.delete(listener);
  }

  /** Closes for good (tests, page teardown); later calls fail with a network error. */
  dispose(): void {
    this.disposed = true;
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.socket?.close();
    this.failOutstanding('BRIDGE_CLOSED');
  }

  private connect(): void {
    this.retryTimer = null;
    this.setLink('connecting');
    this.socket = this.options.createSocket(this.options.url, {
      open: () => this.handleOpen(),
      message: (data) => this.handleFrame(data),
      close: () => this.handleClose(),
    });
  }

  private handleOpen(): void {
    if (this.disposed) return;
    this.isOpen = true;
    this.attempt = 0;
    this.setLink('up');
    for (const text of this.outbox.splice(0)) this.socket?.send(text);
    // Pushes sent while the link was down are lost; main's current state is fetched afresh.
    void this.invoke('app.state', {}).then((result) => {
      if (result.ok) this.emit({ type: 'app-state', state: result.value });
    });
  }

  private handleFrame(data: unknown): void {
    const frame = readServerFrame(data);
    if (frame?.t === 'result') {
      const settle = this.pending.get(frame.id);
      this.pending.delete(frame.id);
      settle?.(frame.result);
    } else if (frame?.t === 'push') {
      this.emit(frame.message);
    }
  }

  private handleClose(): void {
    this.isOpen = false;
    this.socket = null;
    if (this.disposed) return;
    this.setLink('down');
    this.failOutstanding('BRIDGE_LINK_LOST');
    this.attempt += 1;
    const delay = (this.options.backoffMs ?? defaultBackoffMs)(this.attempt);
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  private failOutstanding(code: BridgeErrorCode): void {
    this.outbox.length = 0;
    const settles = [...this.pending.values()];
    this.pending.clear();
    for (const settle of settles) settle(networkFailure(code));
  }

  private emit(message: IpcPush): void {
    for (const listener of this.pushListeners) {
      try {
        listener(message);
      } catch (error) {
        console.error('Threadline: a bridge listener failed', error);
      }
    }
  }

  private setLink(status: LinkStatus): void {
    if (this.link === status) return;
    this.link = status;
    for (const listener of this.linkListeners) listener(status);
  }
}
