// A tiny HTTP proxy on 127.0.0.1 (the `proxy` package: plain requests and CONNECT tunnels) that
// notes every request it carries, for specs that check which of the app's requests go through it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProxy } from 'proxy';

export interface RecordingProxy {
  /** `host:port`, as the proxy setting takes it. */
  address: string;
  /** `METHOD URL` of each plain request, `CONNECT host:port` of each tunnel, oldest first. */
  seen: string[];
  close(): Promise<void>;
}

export async function startRecordingProxy(): Promise<RecordingProxy> {
  const seen: string[] = [];
  const proxy = createProxy(createServer());
  // Like a real proxy, keep idle client connections a while: Node's 5 s default races the client's reuse.
  proxy.keepAliveTimeout = 65_000;
  proxy.on('request', (req) => seen.push(`${req.method ?? ''} ${req.url ?? ''}`));
  proxy.on('connect', (req) => seen.push(`CONNECT ${req.url ?? ''}`));
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        proxy.close(() => resolve());
        proxy.closeAllConnections();
      }),
  };
}
