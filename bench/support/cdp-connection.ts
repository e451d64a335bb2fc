// A plain DevTools-protocol client over Chromium's debugging WebSocket: commands and their answers,
// with flattened target sessions; events are not needed and are ignored. The bench uses it for pages
// Playwright does not manage (bare-page.ts), where only the commands sent here act on our behalf.
import WebSocket from 'ws';

type Params = Record<string, unknown>;

interface Reply {
  id: number;
  result?: Params;
  error?: { message: string };
}

export class CdpConnection {
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (result: Params) => void; reject: (error: Error) => void }
  >();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => this.receive(String(data)));
    socket.on('close', () => this.failAll(new Error('the DevTools connection closed')));
  }

  /** Connects to the browser listening for DevTools on 127.0.0.1:`port`. */
  static async open(port: number): Promise<CdpConnection> {
    const response = await fetch(`http://127.0.0.1:${port}/json/version`);
    const { webSocketDebuggerUrl } = (await response.json()) as { webSocketDebuggerUrl?: string };
    if (!webSocketDebuggerUrl) throw new Error(`no DevTools endpoint on port ${port}`);
    return CdpConnection.connect(webSocketDebuggerUrl);
  }

  /** Connects to a DevTools WebSocket by its URL (a Node inspector prints its own). */
  static async connect(webSocketDebuggerUrl: string): Promise<CdpConnection> {
    const socket = new WebSocket(webSocketDebuggerUrl, { perMessageDeflate: false });
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

  close(): void {
    this.socket.close();
  }

  private receive(text: string): void {
    const message = JSON.parse(text) as Partial<Reply>;
    if (message.id === undefined) return;
    const waiting = this.pending.get(message.id);
    this.pending.delete(message.id);
    if (message.error) waiting?.reject(new Error(message.error.message));
    else waiting?.resolve(message.result ?? {});
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
