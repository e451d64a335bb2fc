// Checks a GET /events answer for what the loop relies on: a list of objects, each with a numeric
// id and a string type, the ids increasing past the last one handed over. Anything else is a
// malformed batch: an id that goes backwards means the server lost track of the queue, and applying
// a repeated event twice (a message, a read flag) would corrupt state, so the loop re-registers.
import type { RawEvent, ServerInfo } from './types';

export type BatchCheck = { ok: true; events: RawEvent[] } | { ok: false; problem: string };

/** `after`: the last event id already handed over (the request's last_event_id). */
export function checkBatch(raw: unknown, after = -Infinity): BatchCheck {
  if (!Array.isArray(raw)) return { ok: false, problem: 'events is not a list' };
  let previous = after;
  for (const [index, event] of raw.entries()) {
    if (typeof event !== 'object' || event === null || Array.isArray(event)) {
      return { ok: false, problem: `event ${index} is not an object` };
    }
    const { id, type } = event as Record<string, unknown>;
    if (typeof id !== 'number' || !Number.isFinite(id)) {
      return { ok: false, problem: `event ${index} has no numeric id` };
    }
    if (typeof type !== 'string') return { ok: false, problem: `event ${index} has no type` };
    if (id <= previous) return { ok: false, problem: `event ids go backwards (${id} after ${previous})` };
    previous = id;
  }
  return { ok: true, events: raw as RawEvent[] };
}

export function isHeartbeat(event: RawEvent): boolean {
  return event.type === 'heartbeat';
}

/** The highest id in the batch (ids increase but skip, so take the max rather than trust the order). */
export function highestId(events: RawEvent[], current: number): number {
  return events.reduce((max, event) => Math.max(max, event.id), current);
}

/** The server info after applying any `restart` events in the batch. */
export function applyRestarts(info: ServerInfo, events: RawEvent[]): ServerInfo {
  let next = info;
  for (const event of events) {
    if (event.type !== 'restart') continue;
    next = {
      featureLevel:
        typeof event.zulip_feature_level === 'number' ? event.zulip_feature_level : next.featureLevel,
      version: typeof event.zulip_version === 'string' ? event.zulip_version : next.version,
      mergeBase: typeof event.zulip_merge_base === 'string' ? event.zulip_merge_base : next.mergeBase,
    };
  }
  return next;
}
