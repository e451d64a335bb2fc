// The one place the renderer obtains its bridge to main: Electron's preload object when present,
// otherwise (browser mode) a WebSocket bridge to the web host that served this page.
import { WS_BRIDGE_PATH, type ThreadlineBridge } from '../../../shared/ipc';
import { obtainBridgeSecret, type BridgeAccess } from './bridge-token';
import { uploadOverHttp } from './http-upload';
import { browserSocketFactory, WebSocketBridge, type LinkStatus } from './ws-bridge';

let bridge: ThreadlineBridge | undefined;
/** Browser mode's session secret; media URLs carry it too (see media-url.ts). */
let bridgeSecret: string | null = null;

/**
 * Browser mode: exchanges the launch token for the session secret before anything uses the bridge
 * (main.tsx waits for it and shows the refusal instead of the app). Electron needs nothing.
 */
export async function prepareBridge(): Promise<BridgeAccess> {
  if (window.threadline) return { ok: true, secret: '' };
  const access = await obtainBridgeSecret(
    window.location,
    window.history,
    window.sessionStorage,
    (path, body) =>
      fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        cache: 'no-store',
      }),
  );
  if (access.ok) bridgeSecret = access.secret;
  return access;
}

export function getBridge(): ThreadlineBridge {
  bridge ??= window.threadline ?? createBrowserBridge();
  return bridge;
}

function createBrowserBridge(): ThreadlineBridge {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const secret = encodeURIComponent(bridgeSecret ?? '');
  const url = `${scheme}//${window.location.host}${WS_BRIDGE_PATH}?secret=${secret}`;
  return new WebSocketBridge({
    url,
    createSocket: browserSocketFactory,
    upload: (request) => uploadOverHttp(request, bridgeSecret ?? ''),
  });
}

/** Browser mode's session secret (null in Electron, or before prepareBridge). */
export function getBridgeSecret(): string | null {
  return bridgeSecret;
}

/** A bridge that can report whether main is reachable (browser mode); Electron's is always reachable. */
export interface LinkReportingBridge extends ThreadlineBridge {
  readonly linkStatus: LinkStatus;
  onLinkStatus(listener: (status: LinkStatus) => void): () => void;
}

export function reportsLinkStatus(candidate: ThreadlineBridge): candidate is LinkReportingBridge {
  return 'onLinkStatus' in candidate && typeof candidate.onLinkStatus === 'function';
}
