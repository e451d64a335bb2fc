// Files of the realm for the user to keep (a `/user_uploads/…` link, an image in the lightbox),
// fetched by main under the same rules as media.ts (DESIGN §6): only origins the session vouches for,
// credentials only for the active realm, redirects without them, a timeout and a size cap. Unlike
// media, any content type is taken: the answer is saved or handed over as an attachment, never shown.
import { fetchMedia, type MediaAuthority, type MediaOptions } from './media';

/** Zulip's own upload limit is configurable (25 MiB by default); this bounds main's memory. */
export const DOWNLOAD_MAX_BYTES = 200 * 1024 * 1024;
export const DOWNLOAD_TIMEOUT_MS = 120_000;

export type DownloadResult =
  { ok: true; contentType: string; body: Buffer; fileName: string } | { ok: false; reason: string };

export async function fetchDownload(
  authority: MediaAuthority,
  url: string,
  options: MediaOptions = {},
): Promise<DownloadResult> {
  const result = await fetchMedia(authority, url, {
    maxBytes: DOWNLOAD_MAX_BYTES,
    timeoutMs: DOWNLOAD_TIMEOUT_MS,
    ...options,
    acceptType: () => true,
  });
  if (!result.ok) return result;
  return {
    ...result,
    contentType: result.contentType || 'application/octet-stream',
    fileName: fileNameOf(url),
  };
}

/**
 * A safe local name from the URL's last path segment (`/user_uploads/2/ab/cd/report.pdf` →
 * `report.pdf`): no separators, control characters or leading dots, at most 150 characters.
 */
export function fileNameOf(url: string): string {
  let segment = '';
  try {
    segment = new URL(url).pathname.split('/').pop() ?? '';
    segment = decodeURIComponent(segment);
  } catch {
    // An undecodable name keeps its encoded form, or none.
  }
  const cleaned = [...segment]
    .filter((char) => (char.codePointAt(0) ?? 0) >= 0x20 && !'/\\:*?"<>|\u007f'.includes(char))
    .join('')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  return [...cleaned].slice(-150).join('') || 'download';
}
