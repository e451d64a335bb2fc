// The window's part of the security baseline (DESIGN §6), kept apart from main.ts: the renderer is
// served from app:// and may not navigate away, open windows or attach webviews (links to other sites
// go to the system browser, http/https/mailto only); its session grants no permission but
// notifications and writing the clipboard, and has no network of its own.
import { session as electronSession, shell, type BrowserWindow } from 'electron';
import { MEDIA_SCHEME } from './core/hosting/media-route';

export const APP_ORIGIN = 'app://threadline';
const EXTERNAL_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

function openExternally(url: string, log: (line: string) => void): void {
  try {
    if (EXTERNAL_SCHEMES.has(new URL(url).protocol)) void shell.openExternal(url);
  } catch {
    log(`refused to open ${url}`);
  }
}

export function harden(window: BrowserWindow, log: (line: string) => void): void {
  const contents = window.webContents;
  contents.on('will-navigate', (event, url) => {
    if (!url.startsWith(`${APP_ORIGIN}/`)) {
      event.preventDefault();
      openExternally(url, log);
    }
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    openExternally(url, log);
    return { action: 'deny' };
  });
}

export function lockDownSession(): void {
  const ses = electronSession.defaultSession;
  // Deny by default: notifications, and writing (never reading) the clipboard for "Copy" buttons.
  const allowed = new Set(['notifications', 'clipboard-sanitized-write']);
  ses.setPermissionRequestHandler((_contents, permission, allow) => allow(allowed.has(permission)));
  ses.setPermissionCheckHandler((_contents, permission) => allowed.has(permission));
  // The renderer has no network of its own: everything goes through main.
  ses.webRequest.onBeforeRequest((details, callback) => {
    const allowed =
      details.url.startsWith(`${APP_ORIGIN}/`) ||
      details.url.startsWith(`${MEDIA_SCHEME}://`) ||
      details.url.startsWith('devtools://');
    callback({ cancel: !allowed });
  });
}
