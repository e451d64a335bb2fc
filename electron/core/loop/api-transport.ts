// An EventTransport on top of the API client, generic over the register and get-events operations so
// it does not depend on how the shared operation table names them.
import type { z } from 'zod';
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import type { OperationDef, ParamsOf, ResponseOf } from '../../../shared/api/operation';
import type { EventTransport, RegisterResult } from './types';

type RegisterOp = OperationDef<string, z.ZodObject, z.ZodType<RegisterResult>>;
type GetEventsOp = OperationDef<string, z.ZodObject, z.ZodType<{ events: unknown }>>;

export interface ApiTransportOptions<R extends RegisterOp, G extends GetEventsOp> {
  client: ApiClient;
  registerOp: R;
  /** Called on every register, so capabilities or narrow can change between registers. */
  registerParams: () => ParamsOf<R>;
  getEventsOp: G;
  /** For POST /register, which can be slow on large realms. */
  registerTimeoutMs?: number;
}

/**
 * The reachability check: HEAD /server_settings, unauthenticated, as the Zulip desktop app checks a
 * server after a network change. HEAD has no body, however large a big server's settings are; any
 * answer below 500 (even a 405 from a server that refuses HEAD) shows the server is there.
 */
export const REACHABILITY_PATH = '/server_settings';
export const REACHABILITY_TIMEOUT_MS = 10_000;

export function createApiTransport<R extends RegisterOp, G extends GetEventsOp>(
  options: ApiTransportOptions<R, G>,
): EventTransport<ResponseOf<R>> {
  const { client, registerOp, getEventsOp } = options;
  return {
    register(signal) {
      const callOptions = {
        signal,
        ...(options.registerTimeoutMs === undefined ? {} : { timeoutMs: options.registerTimeoutMs }),
      };
      return client.call(registerOp, options.registerParams(), callOptions);
    },
    async getEvents({ queueId, lastEventId, dontBlock }, timeoutMs, signal) {
      // The wire names are the server's (spec §3.1); dont_block is left out rather than sent false.
      const params = {
        queue_id: queueId,
        last_event_id: lastEventId,
        ...(dontBlock ? { dont_block: true } : {}),
      } as unknown as ParamsOf<G>;
      const answer = await client.call(getEventsOp, params, { timeoutMs, signal });
      return (answer as { events: unknown }).events;
    },
    async checkReachable(signal) {
      const status = await client.head(REACHABILITY_PATH, { signal, timeoutMs: REACHABILITY_TIMEOUT_MS });
      if (status >= 500) {
        const msg = `HTTP ${status}`;
        throw new ApiError({ kind: 'http', status, code: null, msg, extra: {} }, `HEAD ${REACHABILITY_PATH}`);
      }
    },
  };
}
