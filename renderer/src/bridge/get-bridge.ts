// The one place the renderer obtains its bridge to main: Electron's preload object when present,
// otherwise (browser mode) a WebSocket bridge to the web host that served this page.
import { WS_BRIDGE_PATH, type ThreadlineBridge } from '../../../shared/ipc';
import { takeBridgeToken } from './bridge-token';
import { browserSocketFactory, WebSocketBridge, type LinkStatus } from './ws-bridge';

let bridge: ThreadlineBridge | undefined;

export function getBridge(): ThreadlineBridge {
  bridge ??= window.threadline ?? createBrowserBridge();
  return bridge;
}

function createBrowserBridge(): ThreadlineBridge {
  const token = takeBridgeToken(window.location, window.history, window.sessionStorage) ?? '';
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const url = `${scheme}//${window.location.host}${WS_BRIDGE_PATH}?token=${encodeURIComponent(token)}`;
  return new WebSocketBridge({ url, createSocket: browserSocketFactory });
}

/** A bridge that can report whether main is reachable (browser mode); Electron's is always reachable. */
export interface LinkReportingBridge extends ThreadlineBridge {
  readonly linkStatus: LinkStatus;
  onLinkStatus(listener: (status: LinkStatus) => void): () => void;
}

export function reportsLinkStatus(candidate: ThreadlineBridge): candidate is LinkReportingBridge {
  return 'onLinkStatus' in candidate && typeof candidate.onLinkStatus === 'function';
}
