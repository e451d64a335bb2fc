// Images for the renderer, fetched by main (DESIGN §6): the renderer has no network and never holds
// an API key, so realm icons, avatars and message images come through this one function, which both
// hosts expose (browser mode: GET /media on the web host; Electron: the threadline-media: protocol).
//
// It is deliberately narrow, because the renderer chooses the URL: only http(s) URLs on an origin the
// session vouches for (the active account's realm, which gets Basic auth, or a server the person just
// probed, which does not) or a public avatar service; only image content types; a size cap and a
// timeout. Everything else is refused, and the hosts answer a refusal with a plain 404.

/** What the session allows for one origin; `authorization` only for the active account's realm. */
export interface MediaGrant {
  authorization?: string;
}

export interface MediaAuthority {
  /** undefined: main has no business fetching from this origin. */
  mediaGrant(origin: string): MediaGrant | undefined;
}

export type MediaResult = { ok: true; contentType: string; body: Buffer } | { ok: false; reason: string };

export interface MediaOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  maxBytes?: number;
  /** Which content types to take; images only unless told (download.ts takes any). */
  acceptType?: (contentType: string) => boolean;
}

export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_TIMEOUT_MS = 20_000;
const MAX_REDIRECTS = 3;

/** Avatar services Zulip servers point at; fetched without credentials, over https only. */
const PUBLIC_IMAGE_HOSTS = new Set(['secure.gravatar.com', 'www.gravatar.com', 'gravatar.com']);

const IMAGE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'image/svg+xml',
  'image/x-icon',
  'image/vnd.microsoft.icon',
]);

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export async function fetchMedia(
  authority: MediaAuthority,
  url: string,
  options: MediaOptions = {},
): Promise<MediaResult> {
  let target = parseHttpUrl(url);
  if (!target) return refuse('not an absolute http(s) URL');
  let grant = firstGrant(authority, target);
  if (!grant) return refuse(`origin ${target.origin} is not allowed`);
  const doFetch = options.fetch ?? globalThis.fetch;
  const maxBytes = options.maxBytes ?? MEDIA_MAX_BYTES;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), options.timeoutMs ?? MEDIA_TIMEOUT_MS);
  try {
    for (let hop = 0; ; hop++) {
      const headers: Record<string, string> = { accept: options.acceptType ? '*/*' : 'image/*' };
      if (grant.authorization) headers.authorization = grant.authorization;
      const res = await doFetch(target.href, { headers, redirect: 'manual', signal: abort.signal });
      if (REDIRECTS.has(res.status)) {
        await res.body?.cancel().catch(() => undefined);
        const next = parseHttpUrl(res.headers.get('location') ?? '', target);
        if (!next || hop >= MAX_REDIRECTS) return refuse('bad or too many redirects');
        grant = redirectGrant(authority, target, grant, next);
        if (!grant) return refuse(`redirect to ${next.origin} is not allowed`);
        target = next;
        continue;
      }
      if (res.status !== 200) {
        await res.body?.cancel().catch(() => undefined);
        return refuse(`HTTP ${res.status}`);
      }
      const contentType = (res.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!(options.acceptType ?? isImageType)(contentType)) {
        await res.body?.cancel().catch(() => undefined);
        return refuse(`not an image (${contentType || 'no content type'})`);
      }
      const body = await readCapped(res, maxBytes);
      return body ? { ok: true, contentType, body } : refuse(`larger than ${maxBytes} bytes`);
    }
  } catch (err) {
    return refuse(abort.signal.aborted ? 'timed out' : err instanceof Error ? err.message : String(err));
  } finally {
    clearTimeout(timer);
  }
}

function isImageType(contentType: string): boolean {
  return IMAGE_TYPES.has(contentType);
}

function firstGrant(authority: MediaAuthority, target: URL): MediaGrant | undefined {
  return authority.mediaGrant(target.origin) ?? publicGrant(target);
}

/**
 * Credentials stay on the origin they belong to. A realm that answered an authenticated request with
 * a redirect elsewhere (uploads kept in S3, say) is followed over https, without credentials.
 */
function redirectGrant(
  authority: MediaAuthority,
  from: URL,
  grant: MediaGrant,
  to: URL,
): MediaGrant | undefined {
  if (to.origin === from.origin) return grant;
  const own = firstGrant(authority, to);
  if (own) return own;
  return grant.authorization && to.protocol === 'https:' ? {} : undefined;
}

function publicGrant(target: URL): MediaGrant | undefined {
  return target.protocol === 'https:' && PUBLIC_IMAGE_HOSTS.has(target.hostname) ? {} : undefined;
}

function parseHttpUrl(text: string, base?: URL): URL | undefined {
  try {
    const url = new URL(text, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (url.username || url.password) return undefined;
    return url;
  } catch {
    return undefined;
  }
}

/** The body, or undefined once it passes `maxBytes` (declared or actual). */
async function readCapped(res: Response, maxBytes: number): Promise<Buffer | undefined> {
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel().catch(() => undefined);
    return undefined;
  }
  if (!res.body) return Buffer.alloc(0);
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, total);
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
}

function refuse(reason: string): MediaResult {
  return { ok: false, reason };
}
