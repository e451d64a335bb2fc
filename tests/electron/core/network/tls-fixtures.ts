// An https server with a fresh self-signed certificate and a recording HTTP proxy, both on
// 127.0.0.1, for the network tests that need real handshakes.
import { X509Certificate } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { createProxy } from 'proxy';
import { selfSignedCertificate } from '../../../../server/tls-certificate';

export interface TlsTestServer {
  url: string;
  fingerprint: string;
  close(): Promise<void>;
}

export async function startTlsServer(): Promise<TlsTestServer> {
  const tls = await selfSignedCertificate();
  const server = createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    // /close/…: a new connection (and TLS handshake) for the next request.
    if (req.url?.startsWith('/close/')) res.setHeader('connection', 'close');
    res.end(`hello ${req.url ?? ''}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    fingerprint: new X509Certificate(tls.cert).fingerprint256,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export async function startProxy(): Promise<{ address: string; seen: string[]; close(): Promise<void> }> {
  const seen: string[] = [];
  const proxy = createProxy(createHttpServer());
  proxy.on('request', (req) => seen.push(`${req.method ?? ''} ${req.url ?? ''}`));
  proxy.on('connect', (req) => seen.push(`CONNECT ${req.url ?? ''}`));
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        proxy.close(() => resolve());
        proxy.closeAllConnections();
      }),
  };
}
