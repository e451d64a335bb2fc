// Builders for event schemas. Every event is a loose object (unknown fields are kept) with a numeric
// id and its literal type (and op, for types that have ops).
import { z } from 'zod';

/** Schema of an event type that has no `op`. */
export function eventOf<T extends string, S extends z.ZodRawShape>(type: T, shape: S) {
  return z.looseObject({ id: z.number(), type: z.literal(type), ...shape });
}

/** Schema of one `op` of an event type. */
export function opEventOf<T extends string, O extends string, S extends z.ZodRawShape>(
  type: T,
  op: O,
  shape: S,
) {
  return z.looseObject({ id: z.number(), type: z.literal(type), op: z.literal(op), ...shape });
}

/**
 * The `value` of property-update events (subscription, user_settings, realm defaults). Kept to the
 * JSON scalars the server sends; null is a reset to "inherit" for the notification settings.
 */
export const scalarValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type ScalarValue = z.infer<typeof scalarValue>;
