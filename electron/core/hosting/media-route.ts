// The hosts' side of media: turns a media request (browser mode: GET /media?url=…&account=…;
// Electron: threadline-media://image?url=…&account=…) into the answer to send. `account` names whose
// credentials may fetch it (two accounts on one server each use their own); without it, none. The renderer builds these URLs in
// renderer/src/bridge/media-url.ts; keep the two in step.
import { fetchMedia, type MediaAuthority, type MediaOptions } from './media';

export const MEDIA_PATH = '/media';
export const MEDIA_SCHEME = 'threadline-media';

export interface MediaAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * An image is served from the app's own origin, so an SVG opened directly must not run script
 * there: the answer is sandboxed and may load nothing.
 */
const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Who vouches for media requests: per account (session.mediaAuthority). */
export interface MediaAuthorities {
  mediaAuthority(accountId: string | undefined): MediaAuthority;
}

/** The account a media or download request names (`account=`), if any. */
export function requestedAccount(requestUrl: URL): string | undefined {
  const account = requestUrl.searchParams.get('account');
  return account === null || account === '' ? undefined : account;
}

export async function answerMedia(
  authorities: MediaAuthorities,
  requestUrl: URL,
  log: (line: string) => void,
  options: MediaOptions = {},
): Promise<MediaAnswer> {
  const target = requestUrl.searchParams.get('url') ?? '';
  const authority = authorities.mediaAuthority(requestedAccount(requestUrl));
  const result = await fetchMedia(authority, target, options);
  if (!result.ok) {
    // The origin only: upload URLs can carry access tokens in their path or query.
    log(`media: refused ${originOf(target)}: ${result.reason}`);
    return notFound();
  }
  return fetchedAnswer(result, {
    'content-security-policy': MEDIA_CSP,
    'cache-control': 'private, max-age=600',
  });
}

/** A body fetched by main, passed on with its type and never sniffed; `headers` add the route's own. */
export function fetchedAnswer(
  fetched: { contentType: string; body: Buffer },
  headers: Record<string, string>,
): MediaAnswer {
  return {
    status: 200,
    headers: {
      'content-type': fetched.contentType,
      'content-length': String(fetched.body.byteLength),
      'x-content-type-options': 'nosniff',
      ...headers,
    },
    body: fetched.body,
  };
}

/** A plain-text answer: a refusal or an error the page shows as it is. */
export function textAnswer(
  status: number,
  reason: string,
  headers: Record<string, string> = {},
): MediaAnswer {
  return {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff', ...headers },
    body: Buffer.from(reason),
  };
}

export function notFound(): MediaAnswer {
  return textAnswer(404, 'Not found');
}

/** A URL's origin for a log line: never its path or query, which may carry tokens. */
export function originOf(text: string): string {
  try {
    return new URL(text).origin;
  } catch {
    return 'an invalid URL';
  }
}
