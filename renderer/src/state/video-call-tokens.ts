// Video-call tokens slice: whether the user has completed each call provider's OAuth flow (the
// has_zoom_token family), so the compose box can offer to start a call without asking again.
import type { EventOfKind } from '../../../shared/events';
import type { Snapshot } from './snapshot-read';

export interface VideoCallTokensState {
  /** Provider name ("zoom", "webex", …) → the user holds a token. */
  byProvider: Readonly<Record<string, boolean>>;
}

export const initialVideoCallTokens: VideoCallTokensState = { byProvider: {} };

const TOKEN_KEY = /^has_([a-z0-9_]+)_token$/;

export function videoCallTokensFromSnapshot(snapshot: Snapshot): VideoCallTokensState {
  const byProvider: Record<string, boolean> = {};
  for (const [key, value] of Object.entries(snapshot)) {
    const provider = TOKEN_KEY.exec(key)?.[1];
    if (provider !== undefined && typeof value === 'boolean') byProvider[provider] = value;
  }
  return { byProvider };
}

export function handleHasToken(
  state: VideoCallTokensState,
  event: EventOfKind<'has_token'>,
): VideoCallTokensState {
  const provider = TOKEN_KEY.exec(event.type)?.[1];
  if (provider === undefined || state.byProvider[provider] === event.value) return state;
  return { byProvider: { ...state.byProvider, [provider]: event.value } };
}
