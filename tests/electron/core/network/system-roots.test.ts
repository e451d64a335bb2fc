// Browser mode's certificate authorities: Node's own list always, NODE_EXTRA_CA_CERTS, and the
// system's store (Node 22.15+) or the Linux distribution's bundle (Node 20).
import { describe, expect, it } from 'vitest';
import {
  collectRoots,
  LINUX_CA_BUNDLES,
  type RootSources,
} from '../../../../electron/core/network/system-roots';

const PEM = (name: string) => `-----BEGIN CERTIFICATE-----\n${name}\n-----END CERTIFICATE-----\n`;

function sources(files: Record<string, string>, over: Partial<RootSources> = {}): RootSources {
  return { platform: 'linux', env: {}, readText: (path) => files[path], bundled: [PEM('mozilla')], ...over };
}

describe('collectRoots', () => {
  it("adds the first Linux bundle that exists to Node's list", () => {
    const roots = collectRoots(
      sources({ [LINUX_CA_BUNDLES[1] as string]: PEM('fedora'), '/etc/ssl/cert.pem': PEM('alpine') }),
    );
    expect(roots).toEqual({ ca: [PEM('mozilla'), PEM('fedora')], source: LINUX_CA_BUNDLES[1] });
  });

  it('keeps NODE_EXTRA_CA_CERTS, which an explicit list would otherwise drop', () => {
    const roots = collectRoots(
      sources({ '/corp/ca.pem': PEM('corp') }, { env: { NODE_EXTRA_CA_CERTS: '/corp/ca.pem' } }),
    );
    expect(roots.ca).toEqual([PEM('mozilla'), PEM('corp')]);
    expect(roots.source).toMatch(/no system bundle found/);
  });

  it("uses Node's own view of the system store where Node has one", () => {
    const roots = collectRoots(sources({}, { platform: 'darwin', getCACertificates: (type) => [PEM(type)] }));
    expect(roots).toEqual({
      ca: [PEM('default'), PEM('system')],
      source: "the operating system's certificate store",
    });
  });

  it("elsewhere on Node 20 there is only Node's list", () => {
    expect(collectRoots(sources({}, { platform: 'win32' }))).toEqual({
      ca: [PEM('mozilla')],
      source: "Node's list of authorities (no system store on this Node)",
    });
  });
});
