// A plain DevTools-protocol client over Chromium's debugging WebSocket: commands by id, events by
// name, flattened target sessions. The bench uses it for pages Playwright does not manage
// (bare-page.ts), where nothing but the commands sent here runs in the browser on our behalf.
import WebSocket from 'ws';

type Params = Record<string, unknown>;
type EventListener = (params: Params, sessionId: string | undefined) => void;

interface Reply {
  id: number;
  result?: Params;
  error?: { message: string };
}

interface EventMessage {
  method: string;
  params?: Params;
  sessionId?: string;
}

const MAX_MESSAGE_BYTES = 512 * 1024 * 1024;

export class CdpConnection {
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (result: Params) => void; reject: (error: Error) => void }
  >();
  private readonly listeners = new Map<string, Set<EventListener>>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => this.receive(String(data)));
    socket.on('close', () => this.failAll(new Error('the DevTools connection closed')));
  }

  /** Connects to the browser listening for DevTools on 127.0.0.1:`port`. */
  static async open(port: number): Promise<CdpConnection> {
    const response = await fetch(`http://127.0.0.1:${port}/json/version`);
    const { webSocketDebuggerUrl } = (await response.json()) as { webSocketDebuggerUrl?: string };
    if (!webSocketDebuggerUrl) throw new Error(`no DevTools endpoint on port ${port}`);
    const socket = new WebSocket(webSocketDebuggerUrl, {
      perMessageDeflate: false,
      maxPayload: MAX_MESSAGE_BYTES,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new CdpConnection(socket);
  }

  send(method: string, params: Params = {}, sessionId?: string): Promise<Params> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  }

  on(method: string, listener: EventListener): () => void {
    const set = this.listeners.get(method) ?? new Set<EventListener>();
    this.listeners.set(method, set);
    set.add(listener);
    return () => set.delete(listener);
  }

  close(): void {
    this.socket.close();
  }

  private receive(text: string): void {
    const message = JSON.parse(text) as Reply | EventMessage;
    if ('id' in message) {
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) waiting?.reject(new Error(message.error.message));
      else waiting?.resolve(message.result ?? {});
      return;
    }
    for (const listener of this.listeners.get(message.method) ?? [])
      listener(message.params ?? {}, message.sessionId);
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
