// Browser mode's GET /download?url=…&account=…&secret=…: the file, fetched by main (download.ts), answered as
// an attachment so the browser saves it and the page stays. The renderer builds these URLs in
// renderer/src/bridge/download-file.ts; the secret check is the web server's, as for /media.
import { create as createContentDisposition } from 'content-disposition';
import { fetchDownload } from './download';
import type { MediaOptions } from './media';
import {
  fetchedAnswer,
  notFound,
  originOf,
  requestedAccount,
  type MediaAnswer,
  type MediaAuthorities,
} from './media-route';

export const DOWNLOAD_PATH = '/download';

/** Never rendered on the app's origin, whatever the type says. */
const DOWNLOAD_CSP = "default-src 'none'; sandbox";

export async function answerDownload(
  authorities: MediaAuthorities,
  requestUrl: URL,
  log: (line: string) => void,
  options: MediaOptions = {},
): Promise<MediaAnswer> {
  const target = requestUrl.searchParams.get('url') ?? '';
  const authority = authorities.mediaAuthority(requestedAccount(requestUrl));
  const result = await fetchDownload(authority, target, options);
  if (!result.ok) {
    log(`download: refused ${originOf(target)}: ${result.reason}`);
    return notFound();
  }
  return fetchedAnswer(result, {
    // RFC 6266, with an ASCII fallback and the real name in UTF-8 (jshttp's content-disposition).
    'content-disposition': createContentDisposition(result.fileName),
    'content-security-policy': DOWNLOAD_CSP,
    'cache-control': 'no-store',
  });
}
