// An EventTransport whose every call stays pending until the test answers it, so each step of the
// loop can be driven and inspected. An aborted call rejects the way the API client does.
import { ApiError, type ApiErrorDetail } from '../../../../electron/core/api/errors';
import type { EventTransport, GetEventsRequest, RegisterResult } from '../../../../electron/core/loop/types';

export interface TestSnapshot extends RegisterResult {
  realm_name: string;
}

interface Pending<T> {
  signal: AbortSignal;
  settled: boolean;
  resolve(value: T): void;
  reject(err: unknown): void;
}
export interface RegisterCall extends Pending<TestSnapshot> {
  kind: 'register';
}
export interface PollCall extends Pending<unknown> {
  kind: 'poll';
  request: GetEventsRequest;
  timeoutMs: number;
}
export interface CheckCall extends Pending<void> {
  kind: 'check';
}
export type Call = RegisterCall | PollCall | CheckCall;

export class ScriptedTransport implements EventTransport<TestSnapshot> {
  readonly calls: Call[] = [];

  register(signal: AbortSignal): Promise<TestSnapshot> {
    return this.track<TestSnapshot>((p) => this.calls.push({ kind: 'register', ...p }), signal);
  }

  getEvents(request: GetEventsRequest, timeoutMs: number, signal: AbortSignal): Promise<unknown> {
    return this.track<unknown>((p) => this.calls.push({ kind: 'poll', request, timeoutMs, ...p }), signal);
  }

  checkReachable(signal: AbortSignal): Promise<void> {
    return this.track<void>((p) => this.calls.push({ kind: 'check', ...p }), signal);
  }

  last(): Call {
    const call = this.calls.at(-1);
    if (!call) throw new Error('no call made');
    return call;
  }

  lastPoll(): PollCall {
    const call = this.last();
    if (call.kind !== 'poll') throw new Error(`last call is ${call.kind}, not poll`);
    return call;
  }

  lastCheck(): CheckCall {
    const call = this.last();
    if (call.kind !== 'check') throw new Error(`last call is ${call.kind}, not check`);
    return call;
  }

  lastRegister(): RegisterCall {
    const call = this.last();
    if (call.kind !== 'register') throw new Error(`last call is ${call.kind}, not register`);
    return call;
  }

  polls(): PollCall[] {
    return this.calls.filter((c): c is PollCall => c.kind === 'poll');
  }

  registers(): RegisterCall[] {
    return this.calls.filter((c): c is RegisterCall => c.kind === 'register');
  }

  private track<T>(push: (pending: Pending<T>) => void, signal: AbortSignal): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const pending: Pending<T> = {
        signal,
        settled: false,
        resolve: (value) => {
          pending.settled = true;
          resolve(value);
        },
        reject: (err) => {
          pending.settled = true;
          reject(err);
        },
      };
      signal.addEventListener('abort', () => pending.reject(new ApiError({ kind: 'aborted' })), {
        once: true,
      });
      push(pending);
    });
  }
}

export function snapshot(queueId: string, lastEventId = -1, extra: Partial<TestSnapshot> = {}): TestSnapshot {
  return {
    queue_id: queueId,
    last_event_id: lastEventId,
    zulip_feature_level: 300,
    realm_name: 'Test',
    ...extra,
  };
}

export function httpError(status: number, code: string | null, more: Partial<ApiErrorDetail> = {}): ApiError {
  return new ApiError({
    kind: 'http',
    status,
    code,
    msg: `error ${status}`,
    extra: {},
    ...more,
  } as ApiErrorDetail);
}

export const networkError = () => new ApiError({ kind: 'network', description: 'ECONNREFUSED' });
export const timeoutError = () => new ApiError({ kind: 'timeout', timeoutMs: 95_000 });
