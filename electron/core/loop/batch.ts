// Checks a GET /events answer for what the loop relies on: a list of objects, each with a numeric
// id and a string type. Anything else is a malformed batch.
import type { RawEvent, ServerInfo } from './types';

export type BatchCheck = { ok: true; events: RawEvent[] } | { ok: false; problem: string };

export function checkBatch(raw: unknown): BatchCheck {
  if (!Array.isArray(raw)) return { ok: false, problem: 'events is not a list' };
  for (const [index, event] of raw.entries()) {
    if (typeof event !== 'object' || event === null || Array.isArray(event)) {
      return { ok: false, problem: `event ${index} is not an object` };
    }
    const { id, type } = event as Record<string, unknown>;
    if (typeof id !== 'number' || !Number.isFinite(id)) {
      return { ok: false, problem: `event ${index} has no numeric id` };
    }
    if (typeof type !== 'string') return { ok: false, problem: `event ${index} has no type` };
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
