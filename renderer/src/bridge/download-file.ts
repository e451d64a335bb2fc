// Saving a file from the realm (a `/user_uploads/…` link or a lightbox image). Main fetches it with
// the account's credentials, so the key never reaches the page (DESIGN §6). Electron: the
// `file.download` call saves it in the Downloads folder and answers where. Browser mode: the page
// follows a hidden `<a download>` to the web host's GET /download (with the session secret, like
// /media) and the browser's own download takes over (the page's CSP allows no frames). The path matches electron/core/hosting/download-route.ts.
import type { IpcResult } from '../../../shared/ipc';
import { getBridge, getBridgeSecret } from './get-bridge';

export const DOWNLOAD_PATH = '/download';

export type DownloadOutcome = { kind: 'saved'; path: string } | { kind: 'browser' };

/** The web host URL that answers `absoluteUrl`, fetched as `accountId`, as an attachment. */
export function browserDownloadUrl(absoluteUrl: string, secret: string, accountId: string): string {
  return `${DOWNLOAD_PATH}?${new URLSearchParams({ url: absoluteUrl, account: accountId, secret }).toString()}`;
}

/** Saves a file of `accountId`'s realm, fetched by main with that account's credentials. */
export async function downloadFile(absoluteUrl: string, accountId: string): Promise<DownloadOutcome> {
  const bridge = getBridge();
  if (bridge.host === 'electron') {
    const result = await bridge.invoke('file.download', { accountId, url: absoluteUrl });
    return { kind: 'saved', path: unwrap(result).path };
  }
  // Same-origin and answered as an attachment: the page stays where it is.
  const link = document.createElement('a');
  link.href = browserDownloadUrl(absoluteUrl, getBridgeSecret() ?? '', accountId);
  link.download = '';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  return { kind: 'browser' };
}

/** Electron only: shows a file saved by downloadFile in the system's file manager. */
export async function showDownloadInFolder(path: string): Promise<void> {
  unwrap(await getBridge().invoke('file.showInFolder', { path }));
}

function unwrap<T>(result: IpcResult<T>): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}
