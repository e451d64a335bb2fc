// The account state's files: `state` holds the snapshot with the epoch it starts, `log` holds
// records of the events after it, each naming the epoch it belongs to. And which events are not worth
// keeping at all.
import { z } from 'zod';
import type { ServerEvent } from '../../../shared/events';

/**
 * Kinds that say something only for a moment (someone is typing, is online now) or only to a web
 * bundle, and unknown ones, which the renderer ignores. Heartbeats never get this far (the loop).
 */
const EPHEMERAL = new Set<string>([
  'heartbeat',
  'presence',
  'typing/start',
  'typing/stop',
  'typing_edit_message/start',
  'typing_edit_message/stop',
  'web_reload_client',
  'unknown',
]);

export const isEphemeral = (event: ServerEvent): boolean => EPHEMERAL.has(event.kind);

export const stateFile = z.object({
  version: z.literal(1),
  epoch: z.string(),
  savedAt: z.number(),
  snapshot: z.record(z.string(), z.unknown()),
});
export const logRecord = z.object({
  epoch: z.string(),
  savedAt: z.number(),
  events: z.array(z.looseObject({ kind: z.string(), id: z.number() })),
  cappedAt: z.number().optional(),
});

/** Undefined for no file; 'invalid' for one that opened but holds something else (another version). */
export function parseJson<T>(schema: z.ZodType<T>, text: string | undefined): T | 'invalid' | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : 'invalid';
  } catch {
    return 'invalid';
  }
}
