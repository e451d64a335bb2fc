// Turns credentials into a verified login: the API key, the API email and the user id, checked
// against the server before anything is stored.
import { defineMessages } from '@formatjs/intl';
import { z } from 'zod';
import { fetchApiKey } from '../../../shared/api/auth';
import { deleteQueue, register } from '../../../shared/api/queue';
import type { ServerProbe } from '../../../shared/ipc';
import { createApiClient, type ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { userFailure } from './ipc-failure';
import { phrase } from '../../../shared/i18n/phrase';

const messages = defineMessages({
  noUser: {
    id: 'signin.verify.no_user',
    defaultMessage: 'The server did not say which user this key belongs to',
  },
  userDeactivated: { id: 'signin.verify.user_deactivated', defaultMessage: 'This account is deactivated' },
  realmDeactivated: {
    id: 'signin.verify.realm_deactivated',
    defaultMessage: 'This organization is deactivated',
  },
});

export interface VerifiedLogin {
  realmUrl: string;
  realmName: string;
  realmIconUrl?: string;
  /** The API email, which may differ from the address typed to sign in. */
  email: string;
  userId: number;
  apiKey: string;
}

export interface SignInDeps {
  fetch?: typeof fetch;
}

/** Only what verification needs from the register answer; the rest (the user list) is discarded. */
const whoAmI = z.looseObject({
  user_id: z.number().int(),
  email: z.string().optional(),
  queue_id: z.string().nullable(),
});

export async function loginWithPassword(
  probe: ServerProbe,
  username: string,
  password: string,
  deps: SignInDeps,
): Promise<VerifiedLogin> {
  const anonymous = createApiClient({ realmUrl: probe.realmUrl, ...fetchOption(deps) });
  const answer = await signInCall(() => anonymous.call(fetchApiKey, { username, password }));
  // user_id is in the answer from feature level 171; older servers are asked with the key instead.
  if (answer.user_id === undefined) return verifyApiKey(probe, answer.email, answer.api_key, deps);
  return { ...realmPart(probe), email: answer.email, userId: answer.user_id, apiKey: answer.api_key };
}

/**
 * Proves the key works with one authenticated call. POST /register with no event types is the one
 * cheap call every server version has that also names the user; its queue is deleted straight away.
 */
export async function verifyApiKey(
  probe: ServerProbe,
  email: string,
  apiKey: string,
  deps: SignInDeps,
): Promise<VerifiedLogin> {
  const client = createApiClient({ realmUrl: probe.realmUrl, email, apiKey, ...fetchOption(deps) });
  const answer = await signInCall(() =>
    client.call(register, { event_types: [], fetch_event_types: ['realm_user'] }),
  );
  const me = whoAmI.safeParse(answer);
  if (!me.success) {
    throw userFailure('malformed', phrase(messages.noUser));
  }
  if (me.data.queue_id) await deleteQueueQuietly(client, me.data.queue_id);
  return { ...realmPart(probe), email: me.data.email ?? email, userId: me.data.user_id, apiKey };
}

/** DELETE /events that never fails: the queue expires on its own if this does not get through. */
export async function deleteQueueQuietly(client: ApiClient, queueId: string): Promise<void> {
  await client.call(deleteQueue, { queue_id: queueId }, { timeoutMs: 3_000 }).catch(() => undefined);
}

/** The server's own words for refused credentials, except where they are too terse to act on. */
async function signInCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      const message =
        err.code === 'USER_DEACTIVATED'
          ? messages.userDeactivated
          : err.code === 'REALM_DEACTIVATED'
            ? messages.realmDeactivated
            : undefined;
      if (message) throw userFailure('http', phrase(message), { code: err.code ?? null, status: 401 });
    }
    throw err;
  }
}

function realmPart(probe: ServerProbe): Pick<VerifiedLogin, 'realmUrl' | 'realmName' | 'realmIconUrl'> {
  return {
    realmUrl: probe.realmUrl,
    realmName: probe.realmName,
    ...(probe.realmIconUrl === undefined ? {} : { realmIconUrl: probe.realmIconUrl }),
  };
}

function fetchOption(deps: SignInDeps): { fetch?: typeof fetch } {
  return deps.fetch ? { fetch: deps.fetch } : {};
}
