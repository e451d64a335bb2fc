// Every known kind with one wire-shaped payload. Typed by EventKind, so a kind without a sample
// (or a sample for a kind that does not exist) fails the typecheck.
import type { EventKind } from '../../../shared/events';
import { channelSamples } from './samples-channels';
import { messageSamples } from './samples-messages';
import { personalSamples } from './samples-personal';
import { realmSamples } from './samples-realm';
import { userSamples } from './samples-users';

export const SAMPLES: Record<EventKind, Record<string, unknown>> = {
  ...messageSamples,
  ...channelSamples,
  ...userSamples,
  ...realmSamples,
  ...personalSamples,
};

/** A deep copy through JSON, so tests see exactly what would arrive on the wire. */
export function wire<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
