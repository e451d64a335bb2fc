// Where the renderer loads an image from. It has no network of its own and its CSP allows no remote
// images, so every realm icon, avatar or message image is fetched by main: in browser mode from the
// web host's /media route (with the session secret, like the bridge), in Electron through the
// threadline-media: protocol. Main decides what it will fetch (electron/core/hosting/media.ts; the
// path and scheme here match media-route.ts there). An image of an account's realm names that
// account, so main fetches it with that account's credentials (two accounts on one server each
// see what they may see); a URL that names none is fetched without credentials.
import { getBridge, getBridgeSecret } from './get-bridge';

export const MEDIA_PATH = '/media';
export const MEDIA_SCHEME = 'threadline-media';

export type MediaHost = { kind: 'electron' } | { kind: 'browser'; secret: string };

/**
 * The URL to put in an <img src> for `absoluteUrl`. data: URLs are used as they are; anything that is
 * not an absolute http(s) URL yields '' (nothing to load; the caller shows its fallback).
 */
export function buildMediaUrl(absoluteUrl: string, host: MediaHost, accountId?: string): string {
  let url: URL;
  try {
    url = new URL(absoluteUrl);
  } catch {
    return '';
  }
  if (url.protocol === 'data:') return absoluteUrl;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
  const query = new URLSearchParams({ url: url.href });
  if (accountId !== undefined) query.set('account', accountId);
  if (host.kind === 'electron') return `${MEDIA_SCHEME}://image/?${query.toString()}`;
  query.set('secret', host.secret);
  return `${MEDIA_PATH}?${query.toString()}`;
}

/** `accountId`: the account whose view shows the image (none for a server being looked up). */
export function mediaUrl(absoluteUrl: string, accountId?: string): string {
  const bridge = getBridge();
  const host: MediaHost =
    bridge.host === 'electron' ? { kind: 'electron' } : { kind: 'browser', secret: getBridgeSecret() ?? '' };
  return buildMediaUrl(absoluteUrl, host, accountId);
}
