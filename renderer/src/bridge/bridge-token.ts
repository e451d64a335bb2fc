// Browser mode: the page is opened as `/?token=SECRET`. The token authorizes the WebSocket bridge, so it
// is taken out of the visible URL at once (no shoulder-surfing, no copy-pasting it into chats) and kept
// in sessionStorage, which survives a reload of this tab but not the tab itself.

export const BRIDGE_TOKEN_STORAGE_KEY = 'threadline.bridgeToken';

interface LocationLike {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

interface HistoryLike {
  readonly state: unknown;
  replaceState(data: unknown, unused: string, url?: string | null): void;
}

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Returns the bridge token (from the URL or, after a reload, from storage), hiding it from the URL. */
export function takeBridgeToken(
  location: LocationLike,
  history: HistoryLike,
  storage: StorageLike,
): string | null {
  const params = new URLSearchParams(location.search);
  const fromUrl = params.get('token');
  if (fromUrl === null || fromUrl === '') return storage.getItem(BRIDGE_TOKEN_STORAGE_KEY);
  storage.setItem(BRIDGE_TOKEN_STORAGE_KEY, fromUrl);
  params.delete('token');
  const search = params.toString();
  history.replaceState(
    history.state,
    '',
    `${location.pathname}${search ? `?${search}` : ''}${location.hash}`,
  );
  return fromUrl;
}
