// parseEvent: one raw event from GET /events → a typed ServerEvent, never throwing.
import type { z } from 'zod';
import { HAS_TOKEN_ROUTE, HAS_TOKEN_TYPE, ROUTES, type KnownEvent, type Route } from './registry';

/** An event this client cannot use as a known kind. `raw` is the input itself (not copied). */
export interface UnknownEvent {
  kind: 'unknown';
  /** The event's id, or -1 when the input has no numeric id (so it never advances last_event_id). */
  id: number;
  /** The input's type, or '' when it has none. */
  type: string;
  op?: string;
  /** The input object; for non-object input, `{ value: input }`. */
  raw: Record<string, unknown>;
  /** Why it is unknown, for logs. */
  reason: string;
}

export type ServerEvent = KnownEvent | UnknownEvent;

/** The id used when the input has none. */
export const MISSING_EVENT_ID = -1;

function unknownEvent(
  id: number,
  type: string,
  op: string | undefined,
  raw: Record<string, unknown>,
  reason: string,
): UnknownEvent {
  return op === undefined
    ? { kind: 'unknown', id, type, raw, reason }
    : { kind: 'unknown', id, type, op, raw, reason };
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(event)'}: ${issue.message}`)
    .join('; ');
}

function routeFor(type: string, op: string | undefined): Route | string {
  const routes = ROUTES.get(type);
  if (routes === undefined) return HAS_TOKEN_TYPE.test(type) ? HAS_TOKEN_ROUTE : `unknown type "${type}"`;
  if (routes.route !== undefined) return routes.route;
  if (op === undefined) return `type "${type}" needs an op`;
  return routes.ops?.get(op) ?? `unknown op "${op}" for type "${type}"`;
}

export function parseEvent(raw: unknown): ServerEvent {
  try {
    return parseObjectEvent(raw);
  } catch (error) {
    // Only reachable with exotic input (e.g. a throwing getter); JSON from the server never gets here.
    const reason = `parse failed: ${error instanceof Error ? error.message : String(error)}`;
    return unknownEvent(MISSING_EVENT_ID, '', undefined, { value: raw }, reason);
  }
}

function parseObjectEvent(raw: unknown): ServerEvent {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return unknownEvent(MISSING_EVENT_ID, '', undefined, { value: raw }, 'not an object');
  }
  const obj = raw as Record<string, unknown>;
  const rawType = obj.type;
  const rawOp = obj.op;
  const type = typeof rawType === 'string' ? rawType : '';
  const op = typeof rawOp === 'string' ? rawOp : undefined;
  const rawId = obj.id;
  if (typeof rawId !== 'number' || !Number.isFinite(rawId)) {
    return unknownEvent(MISSING_EVENT_ID, type, op, obj, 'missing or non-numeric id');
  }
  if (typeof rawType !== 'string') return unknownEvent(rawId, '', op, obj, 'missing type');
  const route = routeFor(type, op);
  if (typeof route === 'string') return unknownEvent(rawId, type, op, obj, route);
  const result = route.schema.safeParse(obj);
  if (!result.success) {
    return unknownEvent(rawId, type, op, obj, `invalid ${route.kind}: ${describeIssues(result.error)}`);
  }
  // The parsed value is a fresh object, so tagging it in place costs no extra allocation.
  const event = result.data as Record<string, unknown>;
  event.kind = route.kind;
  return event as unknown as KnownEvent;
}

/** Parses a GET /events batch in order; a non-array gives []. */
export function parseEventBatch(raw: unknown[]): ServerEvent[] {
  if (!Array.isArray(raw)) return [];
  const events = new Array<ServerEvent>(raw.length);
  for (let i = 0; i < raw.length; i++) events[i] = parseEvent(raw[i]);
  return events;
}

export function isKnownEvent(event: ServerEvent): event is KnownEvent {
  return event.kind !== 'unknown';
}
