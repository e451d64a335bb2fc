// Parses and insists on one kind, so a test fails with the parser's reason instead of a type error.
import { parseEvent, type EventKind, type EventOfKind } from '../../../shared/events';

export function parseAs<K extends EventKind>(kind: K, raw: Record<string, unknown>): EventOfKind<K> {
  const event = parseEvent(raw);
  if (event.kind !== kind) {
    throw new Error(
      `expected ${kind}, got ${event.kind}${event.kind === 'unknown' ? `: ${event.reason}` : ''}`,
    );
  }
  return event as EventOfKind<K>;
}
