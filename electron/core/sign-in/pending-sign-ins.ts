// The sign-ins main has started in the system browser, each with its one-time pad, and the checks a
// `zulip://login` callback must pass to end one of them. Any program on the computer can open a
// zulip:// link, and a pasted address can be old or meant for another app, so a callback counts only
// when a flow main started within FLOW_LIFETIME_MS is waiting for that server, its pad turns the
// encrypted value into a well-formed API key, and it has not been used before: each flow ends once.
//
// The server is matched by origin (scheme, host, port), as zulip-flutter does: Zulip realms live at
// an origin's root, and the key is only ever sent to the address the person chose, never to the
// callback's. Time and randomness are injected (tests step them); nothing here touches the network.
import { defineMessages } from '@formatjs/intl';
import { decryptApiKey, otpFromBytes, API_KEY_LENGTH } from '../../../shared/mobile-flow-otp';
import type { LoginCallback } from '../desktop/login-callback';
import { type Phrase, phrase } from '../../../shared/i18n/phrase';

export const FLOW_LIFETIME_MS = 10 * 60_000;
/** Flows kept at once (a person clicking through several servers); the oldest goes first. */
export const MAX_FLOWS = 8;

export interface PendingSignInsDeps {
  now(): number;
  randomBytes(count: number): Uint8Array;
}

/** A started sign-in; `T` is what the caller needs to finish it (the server's probe). */
interface Flow<T> {
  origin: string;
  pad: string;
  startedAt: number;
  context: T;
}

export type CallbackVerdict<T> =
  | { ok: true; context: T; email: string; userId?: number; apiKey: string }
  | {
      ok: false;
      reason: 'no-flow' | 'other-server' | 'expired' | 'replayed' | 'not-ours';
      message: Phrase;
    };

export interface PendingSignIns<T> {
  /** Starts a flow for the server at `origin`; answers its pad (64 hex digits). */
  start(origin: string, context: T): string;
  /** Ends the matching flow with this callback, or says why it cannot. */
  accept(callback: LoginCallback): CallbackVerdict<T>;
}

export const CALLBACK_MESSAGES = defineMessages({
  noFlow: {
    id: 'signin.callback.no_flow',
    defaultMessage:
      'That sign-in link does not belong to a sign-in started in Threadline, so it was not used. Choose how to sign in and try again.',
  },
  expired: {
    id: 'signin.callback.expired',
    defaultMessage:
      'That sign-in link came too late: signing in with your browser must finish within 10 minutes. Start again.',
  },
  replayed: {
    id: 'signin.callback.replayed',
    defaultMessage:
      'That sign-in link has already been used, so it was not used again. Start again to sign in.',
  },
  notOurs: {
    id: 'signin.callback.not_ours',
    defaultMessage:
      'That sign-in link was not made for the sign-in Threadline started (perhaps another app or device started it), so it was not used. Start again.',
  },
  otherServer: {
    id: 'signin.callback.other_server',
    defaultMessage:
      'That sign-in link is for {host}, but you started signing in to {expected}, so it was not used.',
  },
});

export function otherServerMessage(callbackOrigin: string, expected: readonly string[]): Phrase {
  const host = (origin: string) => new URL(origin).host;
  return phrase(CALLBACK_MESSAGES.otherServer, {
    host: host(callbackOrigin),
    expected: { or: expected.map(host) },
  });
}

export function createPendingSignIns<T>(deps: PendingSignInsDeps): PendingSignIns<T> {
  let flows: Flow<T>[] = [];
  /** Encrypted keys of callbacks already used, by when: a replay within a flow's life is named. */
  const used = new Map<string, number>();

  function forgetOld(now: number): void {
    flows = flows.filter((flow) => now - flow.startedAt <= 2 * FLOW_LIFETIME_MS);
    for (const [value, at] of used) if (now - at > 2 * FLOW_LIFETIME_MS) used.delete(value);
  }

  const refuse = (reason: Exclude<CallbackVerdict<T>, { ok: true }>['reason'], message: Phrase) =>
    ({ ok: false, reason, message }) as const;

  return {
    start(origin, context) {
      const now = deps.now();
      forgetOld(now);
      const pad = otpFromBytes(deps.randomBytes(API_KEY_LENGTH));
      flows.push({ origin, pad, startedAt: now, context });
      if (flows.length > MAX_FLOWS) flows.shift();
      return pad;
    },
    accept(callback) {
      const now = deps.now();
      forgetOld(now);
      if (used.has(callback.otpEncryptedApiKey))
        return refuse('replayed', phrase(CALLBACK_MESSAGES.replayed));
      if (flows.length === 0) return refuse('no-flow', phrase(CALLBACK_MESSAGES.noFlow));
      const origin = new URL(callback.realm).origin;
      const forServer = flows.filter((flow) => flow.origin === origin);
      if (forServer.length === 0) {
        const expected = [...new Set(flows.map((flow) => flow.origin))];
        return refuse('other-server', otherServerMessage(origin, expected));
      }
      const live = forServer.filter((flow) => now - flow.startedAt <= FLOW_LIFETIME_MS);
      if (live.length === 0) return refuse('expired', phrase(CALLBACK_MESSAGES.expired));
      // Two sign-ins to one server can be open at once: only the right pad yields a well-formed key.
      for (const flow of live.reverse()) {
        const apiKey = decryptApiKey(callback.otpEncryptedApiKey, flow.pad);
        if (apiKey === undefined) continue;
        flows = flows.filter((other) => other !== flow);
        used.set(callback.otpEncryptedApiKey, now);
        const { email, userId } = callback;
        return {
          ok: true,
          context: flow.context,
          email,
          apiKey,
          ...(userId === undefined ? {} : { userId }),
        };
      }
      return refuse('not-ours', phrase(CALLBACK_MESSAGES.notOurs));
    },
  };
}
