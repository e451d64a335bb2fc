// The web host's first checks on every HTTP request and WebSocket upgrade, before anything is served:
// the request target must parse, the Host header must name this loopback port (a DNS-rebinding page
// reaches us under a foreign name), and a WebSocket handshake or session exchange must come from a
// page of our own origin. Each refusal carries the status and a short reason to answer with.
import type { IncomingMessage } from 'node:http';

export interface Refusal {
  status: number;
  /** Plain ASCII, said in the answer's body (and its status line on an upgrade socket). */
  reason: string;
}

export type Checked = { ok: true; url: URL; origin: string } | { ok: false; refusal: Refusal };

/**
 * Parses the request target: origin-form only (`/path?query`), never `//…` (which URL parsing reads
 * as a host: `//[` throws). Appended to a fixed origin, so no target can choose the host.
 */
export function parseTarget(target: string | undefined): URL | undefined {
  if (target === undefined || !target.startsWith('/') || target.startsWith('//')) return undefined;
  try {
    return new URL(`http://127.0.0.1${target}`);
  } catch {
    return undefined;
  }
}

/** `http://127.0.0.1:PORT` or `http://localhost:PORT` when the Host header names this server; else undefined. */
export function loopbackOrigin(host: string | undefined, port: number): string | undefined {
  const name = host?.toLowerCase();
  if (name !== `127.0.0.1:${port}` && name !== `localhost:${port}`) return undefined;
  return `http://${name}`;
}

/** Target and Host checks, shared by every request. */
export function checkRequest(req: IncomingMessage, port: number): Checked {
  const url = parseTarget(req.url);
  if (!url) return { ok: false, refusal: { status: 400, reason: 'Malformed request target' } };
  const origin = loopbackOrigin(req.headers.host, port);
  if (!origin) {
    return { ok: false, refusal: { status: 421, reason: 'This host answers only 127.0.0.1 and localhost' } };
  }
  return { ok: true, url, origin };
}

/** A request that acts for the page (bridge handshake, session exchange) must come from its origin. */
export function originRefusal(req: IncomingMessage, ownOrigin: string): Refusal | undefined {
  const origin = req.headers.origin;
  if (origin === undefined) return { status: 403, reason: 'Missing Origin header' };
  if (origin.toLowerCase() !== ownOrigin) return { status: 403, reason: 'Foreign Origin' };
  return undefined;
}
