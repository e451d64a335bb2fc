// Every known event schema under its kind, the resulting union type, and the dispatch table that
// sends an event straight to its one schema by `type` (and `op`).
import { z } from 'zod';
import { channelEvents } from './channel-events';
import { messageEvents } from './message-events';
import { personalEvents } from './personal-events';
import { realmEvents } from './realm-events';
import { systemEvents } from './system-events';
import { typingEvents } from './typing-events';
import { userEvents } from './user-events';
import { userGroupEvents } from './user-group-events';

/** kind → schema. A kind is `type` for types without ops and `type/op` for the others. */
export const EVENT_SCHEMAS = {
  ...systemEvents,
  ...messageEvents,
  ...typingEvents,
  ...channelEvents,
  ...userEvents,
  ...userGroupEvents,
  ...realmEvents,
  ...personalEvents,
};

type Schemas = typeof EVENT_SCHEMAS;
export type EventKind = keyof Schemas;

/** A parsed known event: the schema's output plus its kind. */
export type KnownEvent = { [K in EventKind]: z.output<Schemas[K]> & { kind: K } }[EventKind];
export type EventOfKind<K extends EventKind> = Extract<KnownEvent, { kind: K }>;

/** The video-call token family is one kind; these are the members known today. */
const HAS_TOKEN_TYPES = ['has_zoom_token', 'has_webex_token'] as const;
/** Later members of the family are recognised by name. */
export const HAS_TOKEN_TYPE = /^has_[a-z0-9_]+_token$/;

export interface Route {
  readonly kind: EventKind;
  readonly schema: z.ZodType;
}

/** Per type: either the one route of an op-less type, or a route per op. */
export interface TypeRoutes {
  readonly route?: Route;
  readonly ops?: ReadonlyMap<string, Route>;
}

function buildRoutes(): Map<string, TypeRoutes> {
  const routes = new Map<string, { route?: Route; ops?: Map<string, Route> }>();
  for (const kind of Object.keys(EVENT_SCHEMAS) as EventKind[]) {
    // Compiled once here so the hot path runs generated code; zod falls back to its normal parser
    // for schemas it cannot compile or where code generation is not allowed.
    const route: Route = { kind, schema: z.compile(EVENT_SCHEMAS[kind] as z.ZodType) };
    const slash = kind.indexOf('/');
    if (kind === 'has_token') {
      for (const type of HAS_TOKEN_TYPES) routes.set(type, { route });
    } else if (slash < 0) {
      routes.set(kind, { route });
    } else {
      const type = kind.slice(0, slash);
      const entry = routes.get(type) ?? {};
      (entry.ops ??= new Map()).set(kind.slice(slash + 1), route);
      routes.set(type, entry);
    }
  }
  return routes;
}

export const ROUTES: ReadonlyMap<string, TypeRoutes> = buildRoutes();

/** The route for members of the has_<provider>_token family not listed in ROUTES. */
export const HAS_TOKEN_ROUTE: Route = ROUTES.get('has_zoom_token')?.route as Route;

/** Event type names this client understands, e.g. for register's `event_types`. */
export const KNOWN_EVENT_TYPES: readonly string[] = Object.freeze([...ROUTES.keys()]);

/** Every kind, in registry order. */
export const EVENT_KINDS: readonly EventKind[] = Object.freeze(Object.keys(EVENT_SCHEMAS) as EventKind[]);
