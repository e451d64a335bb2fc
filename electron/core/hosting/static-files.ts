// Serves the built renderer (dist/renderer) to the browser-mode host and the app:// protocol, with
// the Content-Security-Policy of DESIGN §6 on every HTML answer.
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.wav': 'audio/wav',
  '.map': 'application/json',
};

export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: threadline-media:",
  "font-src 'self'",
  // Notification sounds (renderer/public/sounds).
  "media-src 'self'",
  "connect-src 'self' ws://127.0.0.1:* ws://localhost:*",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export interface StaticFile {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Resolves a URL path inside `root`; anything outside it, or missing, is a 404. Unknown routes get index.html. */
export async function loadStaticFile(root: string, urlPath: string): Promise<StaticFile> {
  const decoded = safeDecode(urlPath);
  if (decoded === undefined) return notFound();
  const relative = normalize(decoded === '/' || decoded === '' ? '/index.html' : decoded).replace(
    /^([/\\])+/,
    '',
  );
  const full = join(root, relative);
  if (full !== root && !full.startsWith(root + sep)) return notFound();
  const file = (await isFile(full)) ? full : extname(relative) === '' ? join(root, 'index.html') : undefined;
  if (!file) return notFound();
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const headers: Record<string, string> = {
    'content-type': type,
    'x-content-type-options': 'nosniff',
    'cache-control': type.startsWith('text/html') ? 'no-store' : 'max-age=31536000, immutable',
  };
  if (type.startsWith('text/html')) {
    headers['content-security-policy'] = CONTENT_SECURITY_POLICY;
    headers['referrer-policy'] = 'no-referrer';
  }
  return { status: 200, headers, body: await readFile(file) };
}

function safeDecode(path: string): string | undefined {
  try {
    return decodeURIComponent(path.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

function notFound(): StaticFile {
  return { status: 404, headers: { 'content-type': 'text/plain' }, body: Buffer.from('Not found') };
}
