// Browser mode's certificate authorities: Node's own (Mozilla's list, and NODE_EXTRA_CA_CERTS) plus
// the operating system's store, as the desktop app's Chromium uses it. Node 22.15+ reads the system
// store itself (tls.getCACertificates('system')); Node 20 cannot, so on Linux the distribution's
// bundle is read from where the distributions put it (the paths Go's crypto/x509 also searches).
// Elsewhere on Node 20 there is no system bundle to read, and only Node's list applies. Passing `ca`
// to TLS replaces Node's defaults, so the result always includes them.
import { readFileSync } from 'node:fs';
import tls from 'node:tls';

export const LINUX_CA_BUNDLES = [
  '/etc/ssl/certs/ca-certificates.crt', // Debian, Ubuntu, Gentoo, Arch
  '/etc/pki/ca-trust/extracted/pem/tls-ca-bundle.pem', // Fedora, RHEL 7+
  '/etc/pki/tls/certs/ca-bundle.crt', // older Fedora and RHEL
  '/etc/ssl/ca-bundle.pem', // openSUSE
  '/etc/pki/tls/cacert.pem', // OpenELEC
  '/etc/ssl/cert.pem', // Alpine
];

type CaType = 'default' | 'system' | 'bundled' | 'extra';

export interface RootSources {
  platform: NodeJS.Platform;
  env: Readonly<Record<string, string | undefined>>;
  /** The file's text, or undefined when it cannot be read. */
  readText(path: string): string | undefined;
  /** Node's bundled list (tls.rootCertificates). */
  bundled: readonly string[];
  /** tls.getCACertificates where Node has it (22.15 and later). */
  getCACertificates?: (type: CaType) => string[];
}

export interface Roots {
  ca: string[];
  /** Where the system's authorities came from, said plainly (Diagnostics, logs). */
  source: string;
}

export function collectRoots(sources: RootSources): Roots {
  const { getCACertificates } = sources;
  if (getCACertificates) {
    return {
      ca: [...getCACertificates('default'), ...getCACertificates('system')],
      source: "the operating system's certificate store",
    };
  }
  const ca = [...sources.bundled];
  const extra = sources.env.NODE_EXTRA_CA_CERTS;
  const extraText = extra ? sources.readText(extra) : undefined;
  if (extraText) ca.push(extraText);
  if (sources.platform !== 'linux')
    return { ca, source: "Node's list of authorities (no system store on this Node)" };
  for (const path of LINUX_CA_BUNDLES) {
    const text = sources.readText(path);
    if (text?.includes('-----BEGIN CERTIFICATE-----')) return { ca: [...ca, text], source: path };
  }
  return { ca, source: "Node's list of authorities (no system bundle found)" };
}

/** This process's sources. */
export function processRootSources(): RootSources {
  const withStore = tls as typeof tls & { getCACertificates?: (type: CaType) => string[] };
  return {
    platform: process.platform,
    env: process.env,
    readText: (path) => {
      try {
        return readFileSync(path, 'utf8');
      } catch {
        return undefined;
      }
    },
    bundled: tls.rootCertificates,
    ...(typeof withStore.getCACertificates === 'function'
      ? { getCACertificates: withStore.getCACertificates.bind(tls) }
      : {}),
  };
}

/**
 * One TLS context with those roots, built on first use (parsing a few hundred certificates takes tens
 * of milliseconds: not something to pay at start for a server on http://127.0.0.1).
 */
export function lazyRootsContext(sources: () => RootSources): {
  context(): tls.SecureContext;
  source(): string;
} {
  let built: { context: tls.SecureContext; source: string } | undefined;
  const build = () => {
    if (!built) {
      const roots = collectRoots(sources());
      built = { context: tls.createSecureContext({ ca: roots.ca }), source: roots.source };
    }
    return built;
  };
  return { context: () => build().context, source: () => build().source };
}
