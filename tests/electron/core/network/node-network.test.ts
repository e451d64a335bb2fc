// Browser mode's network against real servers on 127.0.0.1: a self-signed certificate is refused with
// what main saw, trusted for that server only, and the trust holds through a proxy tunnel; a manual
// proxy, the environment's HTTPS_PROXY/NO_PROXY and "none" each route as they say, changed without
// a restart.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { plainIntl } from '../../../support/intl';
import { ApiError } from '../../../../electron/core/api/errors';
import { classifyFetchFailure } from '../../../../electron/core/api/fetch-failure';
import type { MainNetwork } from '../../../../electron/core/network/main-network';
import { createNodeNetwork } from '../../../../electron/core/network/node-network';
import type { ProxyEnvironment } from '../../../../electron/core/network/proxy-choice';
import {
  createTrustedCertificates,
  type TrustedCertificates,
} from '../../../../electron/core/network/trusted-certificates';
import { levelled } from '../../../../electron/core/session/log';
import { processRootSources } from '../../../../electron/core/network/system-roots';
import type { ProxySetting } from '../../../../shared/desktop';
import { startProxy, startTlsServer, type TlsTestServer } from './tls-fixtures';

let profileDir: string;
let trusted: TrustedCertificates;
let server: TlsTestServer;
let proxy: Awaited<ReturnType<typeof startProxy>>;
const networks: MainNetwork[] = [];
const log = levelled(() => undefined);

function network(initialProxy: ProxySetting, env: ProxyEnvironment = {}): MainNetwork {
  const created = createNodeNetwork({ env, trusted, initialProxy, log });
  networks.push(created);
  return created;
}

beforeEach(async () => {
  profileDir = mkdtempSync(join(tmpdir(), 'threadline-network-'));
  trusted = createTrustedCertificates({ profileDir, log });
  server = await startTlsServer();
  proxy = await startProxy();
});

afterEach(async () => {
  await Promise.all(networks.splice(0).map((n) => n.close()));
  await server.close();
  await proxy.close();
  rmSync(profileDir, { recursive: true, force: true });
});

const text = async (net: MainNetwork, url: string) => (await net.fetch(url)).text();
const failure = (net: MainNetwork, url: string) =>
  net.fetch(url).then(
    () => undefined,
    (err: unknown) => err,
  );

describe('browser mode network: certificates', () => {
  it('refuses a self-signed certificate with its fingerprint, and accepts it once trusted for that server', async () => {
    const net = network({ mode: 'none' });
    const detail = classifyFetchFailure(await failure(net, `${server.url}/a`));
    expect(detail).toMatchObject({
      kind: 'tls',
      causeCode: 'DEPTH_ZERO_SELF_SIGNED_CERT',
      certificate: {
        host: '127.0.0.1',
        port: Number(new URL(server.url).port),
        fingerprint: server.fingerprint,
        trustable: true,
      },
    });
    await net.trustCertificate(server.url, server.fingerprint);
    expect(await text(net, `${server.url}/a`)).toBe('hello /a');
    expect(trusted.list()).toMatchObject([{ host: '127.0.0.1', fingerprint: server.fingerprint }]);
  });

  it('keeps accepting a trusted certificate on every new connection (no resumed session hides it)', async () => {
    const net = network({ mode: 'none' });
    await failure(net, server.url);
    await net.trustCertificate(server.url, server.fingerprint);
    for (const n of [1, 2, 3]) expect(await text(net, `${server.url}/close/${n}`)).toBe(`hello /close/${n}`);
  });

  it('trusts only a certificate main was shown for that server', async () => {
    const net = network({ mode: 'none' });
    await expect(net.trustCertificate(server.url, server.fingerprint)).rejects.toThrow(/has not shown/);
    await failure(net, server.url);
    const otherPort = `https://127.0.0.1:${Number(new URL(server.url).port) + 1}`;
    await expect(net.trustCertificate(otherPort, server.fingerprint)).rejects.toThrow(/has not shown/);
    await expect(net.trustCertificate(server.url, 'AB:'.repeat(31) + 'AB')).rejects.toThrow(/has not shown/);
    await expect(
      net.trustCertificate(server.url.replace('https', 'http'), server.fingerprint),
    ).rejects.toThrow(/Only https/);
  });

  it('a second self-signed server still asks; forgetting the first makes it ask again', async () => {
    const second = await startTlsServer();
    try {
      const net = network({ mode: 'none' });
      await failure(net, server.url);
      await net.trustCertificate(server.url, server.fingerprint);
      expect(classifyFetchFailure(await failure(net, second.url))).toMatchObject({
        kind: 'tls',
        certificate: { fingerprint: second.fingerprint },
      });
      await net.forgetCertificate('127.0.0.1', Number(new URL(server.url).port), server.fingerprint);
      expect(classifyFetchFailure(await failure(net, server.url)).kind).toBe('tls');
    } finally {
      await second.close();
    }
  });

  it('checks the certificate inside a proxy tunnel too', async () => {
    const net = network({ mode: 'manual', proxyRules: proxy.address, bypassRules: '<-loopback>' });
    expect(classifyFetchFailure(await failure(net, server.url)).kind).toBe('tls');
    expect(proxy.seen).toEqual([`CONNECT ${new URL(server.url).host}`]);
    await net.trustCertificate(server.url, server.fingerprint);
    expect(await text(net, `${server.url}/t`)).toBe('hello /t');
  });
});

describe('browser mode network: proxies', () => {
  beforeEach(async () => {
    await trusted.add({
      host: '127.0.0.1',
      port: Number(new URL(server.url).port),
      fingerprint: server.fingerprint,
      subject: '',
    });
  });

  it('a manual proxy: https through CONNECT, loopback direct unless <-loopback>, changed without a restart', async () => {
    const net = network({ mode: 'manual', proxyRules: proxy.address, bypassRules: '' });
    expect(await text(net, `${server.url}/direct`)).toBe('hello /direct');
    expect(proxy.seen).toEqual([]);
    await net.applyProxy({ mode: 'manual', proxyRules: proxy.address, bypassRules: '<-loopback>' });
    expect(await text(net, `${server.url}/proxied`)).toBe('hello /proxied');
    expect(proxy.seen).toEqual([`CONNECT ${new URL(server.url).host}`]);
    await net.applyProxy({ mode: 'none' });
    expect(await text(net, `${server.url}/none`)).toBe('hello /none');
    expect(proxy.seen).toHaveLength(1);
    expect(net.describeProxy(plainIntl())).toBe('No proxy (direct connections)');
  });

  it('plain http goes to the proxy as an absolute-form request, as Chromium sends it', async () => {
    const net = network({ mode: 'manual', proxyRules: proxy.address, bypassRules: '<-loopback>' });
    const plain = `http://127.0.0.1:${new URL(server.url).port}/plain`;
    await failure(net, plain); // an https server does not speak http; the route is what counts
    expect(proxy.seen).toEqual([`GET ${plain}`]);
  });

  it('"system" is HTTPS_PROXY, with NO_PROXY honoured', async () => {
    const viaEnv = network({ mode: 'system' }, { HTTPS_PROXY: `http://${proxy.address}` });
    expect(await text(viaEnv, `${server.url}/env`)).toBe('hello /env');
    expect(proxy.seen).toEqual([`CONNECT ${new URL(server.url).host}`]);
    const excepted = network(
      { mode: 'system' },
      { HTTPS_PROXY: `http://${proxy.address}`, NO_PROXY: '127.0.0.1' },
    );
    expect(await text(excepted, `${server.url}/no-proxy`)).toBe('hello /no-proxy');
    expect(proxy.seen).toHaveLength(1);
  });

  it('a proxy that is down fails as a network problem the loop retries', async () => {
    const net = network({ mode: 'manual', proxyRules: '127.0.0.1:1', bypassRules: '<-loopback>' });
    const err = await failure(net, `${server.url}/x`);
    expect(new ApiError(classifyFetchFailure(err)).kind).toBe('network');
  });
});

describe('browser mode network: the system authorities', () => {
  it('are read only once a server speaks TLS (an http:// realm never pays for them)', async () => {
    let reads = 0;
    const rootSources = () => {
      reads += 1;
      return processRootSources();
    };
    const net = createNodeNetwork({ env: {}, trusted, initialProxy: { mode: 'none' }, log, rootSources });
    networks.push(net);
    const plain = createServer((req, res) => res.end(`plain ${req.url}`));
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = plain.address() as AddressInfo;
      expect(await text(net, `http://127.0.0.1:${port}/p`)).toBe('plain /p');
      expect(reads).toBe(0);
      expect(classifyFetchFailure(await failure(net, server.url)).kind).toBe('tls');
      expect(reads).toBe(1);
    } finally {
      plain.closeAllConnections();
      await new Promise((resolve) => plain.close(resolve));
    }
  });
});
