// The one place the renderer obtains its bridge to main: Electron's preload object when present,
// otherwise (browser mode) a WebSocket bridge to the web host that served this page.
import { WS_BRIDGE_PATH, type ThreadlineBridge } from '../../../shared/ipc';
import { takeBridgeToken } from './bridge-token';
import { browserSocketFactory, WebSocketBridge, type LinkStatus } from './ws-bridge';

let bridge: ThreadlineBridge | undefined;
/** Browser mode's launch token; media URLs carry it too (see media-url.ts). */
let launchToken: string | null = null;

export function getBridge(): ThreadlineBridge {
  bridge ??= window.threadline ?? createBrowserBridge();
  return bridge;
}

function createBrowserBridge(): ThreadlineBridge {
  const token = takeBridgeToken(window.location, window.history, window.sessionStorage) ?? '';
  launchToken = token;
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const url = `${scheme}//${window.location.host}${WS_BRIDGE_PATH}?token=${encodeURIComponent(token)}`;
  return new WebSocketBridge({ url, createSocket: browserSocketFactory });
}

/** The token browser mode was launched with (null in Electron, or before the bridge exists). */
export function getLaunchToken(): string | null {
  return launchToken;
}

/** A bridge that can report whether main is reachable (browser mode); Electron's is always reachable. */
export interface LinkReportingBridge extends ThreadlineBridge {
  readonly linkStatus: LinkStatus;
  onLinkStatus(listener: (status: LinkStatus) => void): () => void;
}

export function reportsLinkStatus(candidate: ThreadlineBridge): candidate is LinkReportingBridge {
  return 'onLinkStatus' in candidate && typeof candidate.onLinkStatus === 'function';
}
