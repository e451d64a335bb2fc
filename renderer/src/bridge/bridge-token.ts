// Browser mode: the page is opened as `/?token=LAUNCH`. That token is single-use (it may have been
// seen in a process list): it is taken out of the visible URL at once and exchanged with the web host
// (POST /session) for a session secret, kept in sessionStorage, which survives a reload of this tab
// but not the tab itself. The secret opens the bridge and /media (get-bridge.ts, media-url.ts).
// Why there is no secret is a catalogue message (the page words it in the system's language), or
// the web host's own words when it gave a reason.
import { defineMessages } from 'react-intl';
import { SESSION_PATH } from '../../../shared/ipc';
import { type ShownText, phrase } from '../../../shared/i18n/phrase';

export const BRIDGE_SECRET_STORAGE_KEY = 'threadline.bridgeSecret';

export type BridgeAccess = { ok: true; secret: string } | { ok: false; message: ShownText };

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

/** POSTs a JSON body to a path of the page's own origin (window.fetch in the app). */
export type PostJson = (path: string, body: string) => Promise<{ status: number; json(): Promise<unknown> }>;

const messages = defineMessages({
  noLaunchLink: {
    id: 'bridge.launch.no_link',
    defaultMessage:
      'Open Threadline from the link it printed when it started. (Press Enter in the terminal running it for a new link.)',
  },
  unreachable: {
    id: 'bridge.launch.unreachable',
    defaultMessage: 'Could not reach Threadline. Is it still running?',
  },
});

export const NO_LAUNCH_LINK = phrase(messages.noLaunchLink);

/** The session secret (exchanged from the URL's token, or kept from before a reload), or why there is none. */
export async function obtainBridgeSecret(
  location: LocationLike,
  history: HistoryLike,
  storage: StorageLike,
  post: PostJson,
): Promise<BridgeAccess> {
  const token = takeLaunchToken(location, history);
  const stored = storage.getItem(BRIDGE_SECRET_STORAGE_KEY);
  if (token === null) return stored ? { ok: true, secret: stored } : { ok: false, message: NO_LAUNCH_LINK };
  const exchanged = await exchange(token, post);
  if (exchanged.ok) {
    storage.setItem(BRIDGE_SECRET_STORAGE_KEY, exchanged.secret);
    return exchanged;
  }
  // The same tab opened its launch link again: the secret it already holds still works.
  return stored ? { ok: true, secret: stored } : exchanged;
}

async function exchange(token: string, post: PostJson): Promise<BridgeAccess> {
  try {
    const response = await post(SESSION_PATH, JSON.stringify({ token }));
    const body = (await response.json().catch(() => null)) as { secret?: unknown; error?: unknown } | null;
    if (response.status === 200 && typeof body?.secret === 'string') return { ok: true, secret: body.secret };
    return { ok: false, message: typeof body?.error === 'string' ? body.error : NO_LAUNCH_LINK };
  } catch {
    return { ok: false, message: phrase(messages.unreachable) };
  }
}

/** The launch token in the URL, removed from the visible URL (other parameters and the hash stay). */
function takeLaunchToken(location: LocationLike, history: HistoryLike): string | null {
  const params = new URLSearchParams(location.search);
  const token = params.get('token');
  if (token === null) return null;
  params.delete('token');
  const search = params.toString();
  history.replaceState(
    history.state,
    '',
    `${location.pathname}${search ? `?${search}` : ''}${location.hash}`,
  );
  return token === '' ? null : token;
}
