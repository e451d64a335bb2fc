// The browser-mode bridge against a real WebSocket server on 127.0.0.1 (the `ws` package).
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { WebSocketBridge, type LinkStatus, type SocketFactory } from '../../../renderer/src/bridge/ws-bridge';
import {
  MAX_BRIDGE_FRAME_BYTES,
  type IpcPush,
  type WsClientMessage,
  type WsServerMessage,
} from '../../../shared/ipc';
import { appState } from '../support/factories';

const wsFactory: SocketFactory = (url, handlers) => {
  const socket = new WebSocket(url);
  socket.on('open', handlers.open);
  // Binary frames reach the page as ArrayBuffers (browserSocketFactory sets binaryType).
  socket.on('message', (data: Buffer, isBinary) =>
    handlers.message(isBinary ? new Uint8Array(data).buffer : data.toString()),
  );
  socket.on('close', handlers.close);
  socket.on('error', () => {}); // a close event follows
  return { send: (text) => socket.send(text), close: () => socket.close() };
};

interface Host {
  server: WebSocketServer;
  url: string;
  received: WsClientMessage[];
  /** Frames main would send; set per test. */
  answer: (message: WsClientMessage, socket: WebSocket) => void;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startHost(): Promise<Host> {
  // The web host's limit: a larger frame would close the socket (electron/core/hosting/web-server.ts).
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, maxPayload: MAX_BRIDGE_FRAME_BYTES });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const host: Host = {
    server,
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/bridge?secret=t`,
    received: [],
    answer: (message, socket) => {
      const reply: WsServerMessage = { t: 'result', id: message.id, result: { ok: true, value: appState() } };
      socket.send(JSON.stringify(reply));
    },
  };
  server.on('connection', (socket) => {
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as WsClientMessage;
      host.received.push(message);
      host.answer(message, socket);
    });
  });
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  );
  return host;
}

function startBridge(url: string, retryAfterMs = 20) {
  const bridge = new WebSocketBridge({ url, createSocket: wsFactory, backoffMs: () => retryAfterMs });
  cleanups.push(() => bridge.dispose());
  const pushes: IpcPush[] = [];
  const links: LinkStatus[] = [];
  bridge.on((message) => pushes.push(message));
  bridge.onLinkStatus((status) => links.push(status));
  return { bridge, pushes, links };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe('WebSocketBridge', () => {
  it('sends invokes as frames, settles them by id and emits pushes', async () => {
    const host = await startHost();
    const { bridge, pushes } = startBridge(host.url);
    // Called before the socket opens: queued, then sent.
    const result = await bridge.invoke('app.state', {});
    expect(result).toEqual({ ok: true, value: appState() });
    // On open the bridge fetches main's state itself and hands it out as an app-state push.
    await until(() => pushes.length === 1);
    expect(pushes[0]).toEqual({ type: 'app-state', state: appState() });
    expect(host.received.map((m) => m.name)).toEqual(['app.state', 'app.state']);

    for (const client of host.server.clients) {
      const push: WsServerMessage = {
        t: 'push',
        message: { type: 'connection', accountId: 'a1', state: { status: 'connected', failures: 0 } },
      };
      client.send(JSON.stringify(push));
      client.send('not json');
    }
    await until(() => pushes.length === 2);
    expect(pushes[1]?.type).toBe('connection');
  });

  it('takes a snapshot push from a binary frame (push line, newline, snapshot) and ignores broken ones', async () => {
    const host = await startHost();
    const { bridge, pushes } = startBridge(host.url);
    await until(() => bridge.linkStatus === 'up' && pushes.length === 1);
    const snapshot = { queue_id: 'q', realm_users: [{ user_id: 1, full_name: 'Zoë Čapek' }] };
    const head = { t: 'push', message: { type: 'snapshot', accountId: 'a1', generation: 3 } };
    const frame = (line: string, json: string) => Buffer.from(`${line}\n${json}`, 'utf8');
    for (const client of host.server.clients) {
      // No newline; a head that is not a snapshot push; a snapshot that is not JSON or not an object.
      client.send(Buffer.from(JSON.stringify(head)), { binary: true });
      client.send(frame(JSON.stringify({ t: 'push', message: { type: 'connection' } }), '{}'), {
        binary: true,
      });
      client.send(frame(JSON.stringify(head), '{"queue_id":'), { binary: true });
      client.send(frame(JSON.stringify(head), '[1]'), { binary: true });
      // The snapshot's own newlines and a stray `}` cannot reach the push around it.
      client.send(
        frame(
          JSON.stringify(head),
          `{"queue_id":"q",\n"realm_users":${JSON.stringify(snapshot.realm_users)}}`,
        ),
        {
          binary: true,
        },
      );
    }
    await until(() => pushes.length === 2);
    expect(pushes[1]).toEqual({ ...head.message, snapshot });
  });

  it('fails pending and new calls with a network error while down, then reconnects', async () => {
    const host = await startHost();
    const { bridge, links } = startBridge(host.url, 150);
    await until(() => bridge.linkStatus === 'up');
    host.answer = () => {}; // main never answers this one…
    const pending = bridge.invoke('connection.retryNow', {});
    await until(() => host.received.some((m) => m.name === 'connection.retryNow'));
    for (const client of host.server.clients) client.terminate(); // …because the link drops
    const failed = await pending;
    expect(failed).toMatchObject({ ok: false, error: { kind: 'network' } });
    await until(() => links.includes('down'));
    // Inside the backoff window: no socket, so a new call fails at once instead of hanging.
    expect(await bridge.invoke('app.state', {})).toMatchObject({ ok: false, error: { kind: 'network' } });
    host.answer = (message, socket) =>
      socket.send(JSON.stringify({ t: 'result', id: message.id, result: { ok: true, value: null } }));
    await until(() => bridge.linkStatus === 'up');
    expect(await bridge.invoke('connection.retryNow', {})).toEqual({ ok: true, value: null });
    expect(links).toEqual(['up', 'down', 'connecting', 'up']);
  });

  it('refuses a call whose frame is over the host limit at once, sends nothing and stays up', async () => {
    const host = await startHost();
    const { bridge, links } = startBridge(host.url);
    await until(() => links.includes('up'));
    await until(() => host.received.length === 1); // the app.state call on open
    // ~360,000 CJK characters: 3 bytes each in UTF-8, over 1 MiB, though far fewer UTF-16 units.
    const draft = '漢'.repeat(360_000);
    const refused = await bridge.invoke('compose.saveDraft', { accountId: 'a1', key: 'dm:4', text: draft });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'invalid-request', code: 'FRAME_TOO_LARGE' } });
    if (refused.ok) throw new Error('unreachable');
    expect(refused.error.message).toMatch(/^The draft is too large to send: 1\.03 MiB \(1,080,\d{3} bytes\)/);
    expect(refused.error.message).toContain('limit of 1 MiB (1,048,576 bytes)');
    const params = { type: 'stream', to: 4, content: draft } as const;
    const message = await bridge.invoke('api', { accountId: 'a1', op: 'sendMessage', params });
    expect(!message.ok && message.error.message).toMatch(/^The message is too large/);
    // Nothing went out, the link never dropped, and the next call is answered.
    expect(host.received).toHaveLength(1);
    expect(await bridge.invoke('app.state', {})).toMatchObject({ ok: true });
    expect(links).not.toContain('down');
  });
});
