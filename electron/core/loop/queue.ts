// What the loop keeps from a successful register: the queue to poll and the server's version.
import { clampDelay, LONGPOLL_SECONDS } from '../../../shared/api/server-delays';
import type { RegisterResult, ServerInfo } from './types';

export const DEFAULT_LONGPOLL_SECONDS = LONGPOLL_SECONDS.fallback;
/** Added to the server's long-poll timeout so a heartbeat arriving on time is never cut off. */
export const POLL_TIMEOUT_MARGIN_MS = 5_000;

export interface QueueCursor {
  id: string;
  lastEventId: number;
  pollTimeoutMs: number;
}

/** Undefined when the answer lacks what the loop needs (a transport that let a bad body through). */
export function cursorFromSnapshot(snapshot: RegisterResult): QueueCursor | undefined {
  if (typeof snapshot.queue_id !== 'string' || !snapshot.queue_id) return undefined;
  if (typeof snapshot.last_event_id !== 'number' || !Number.isFinite(snapshot.last_event_id))
    return undefined;
  const seconds = clampDelay(snapshot.event_queue_longpoll_timeout_seconds, LONGPOLL_SECONDS);
  return {
    id: snapshot.queue_id,
    lastEventId: snapshot.last_event_id,
    pollTimeoutMs: seconds * 1000 + POLL_TIMEOUT_MARGIN_MS,
  };
}

export function serverInfoFromSnapshot(snapshot: RegisterResult): ServerInfo {
  return {
    featureLevel: typeof snapshot.zulip_feature_level === 'number' ? snapshot.zulip_feature_level : 0,
    version: snapshot.zulip_version,
    mergeBase: snapshot.zulip_merge_base,
  };
}
