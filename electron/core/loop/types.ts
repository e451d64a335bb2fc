// The event loop's injected dependencies and its outputs. Everything with time, randomness or I/O comes
// in from outside so tests can step the machine deterministically.
import type { ConnectionState } from '../../../shared/ipc';

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A number in [0, 1). */
export type Random = () => number;

/** The part of the POST /register answer the loop itself needs; the rest is the renderer's snapshot. */
export interface RegisterResult {
  queue_id: string;
  last_event_id: number;
  zulip_feature_level: number;
  zulip_version?: string;
  zulip_merge_base?: string;
  event_queue_longpoll_timeout_seconds?: number;
}

export interface GetEventsRequest {
  queueId: string;
  lastEventId: number;
  dontBlock: boolean;
}

export interface EventTransport<Snapshot extends RegisterResult = RegisterResult> {
  register(signal: AbortSignal): Promise<Snapshot>;
  /** Resolves with the raw `events` array of the answer; the loop validates it. Rejects with ApiError. */
  getEvents(request: GetEventsRequest, timeoutMs: number, signal: AbortSignal): Promise<unknown>;
  /**
   * A cheap request that resolves when the server answers at all (after sleep or a network change,
   * before polling again); rejects with ApiError. Without one the loop polls straight away.
   */
  checkReachable?(signal: AbortSignal): Promise<void>;
}

/** An event as it came from the server, checked only for what the loop relies on. */
export interface RawEvent {
  id: number;
  type: string;
  [field: string]: unknown;
}

// The connection's state is part of the IPC contract (main pushes it to the renderer as it is).
export type { ConnectionState } from '../../../shared/ipc';
export type ConnectionStatus = ConnectionState['status'];

export interface ServerInfo {
  featureLevel: number;
  version?: string;
  mergeBase?: string;
}

export interface EventLoopCallbacks<Snapshot extends RegisterResult> {
  /** A fresh queue: replace all state. `generation` grows by one on every successful register. */
  onSnapshot(snapshot: Snapshot, generation: number): void;
  /** One batch, in server order, heartbeats removed. Throwing makes the loop re-register. */
  onEvents(events: RawEvent[], generation: number): void;
  onState(state: ConnectionState): void;
}

export interface EventLoopLogger {
  warn(message: string, details?: Record<string, unknown>): void;
}
