// Whether a do-not-disturb pause (shared/desktop.ts `doNotDisturbUntil`) is on at a given moment.
// Main keeps the pause; every reader (the notification decision, the Diagnostics page) asks here, so
// a pause whose end has passed counts as off everywhere even before main clears it.
import type { DoNotDisturbUntil } from '../desktop';

/** On for 'forever', and for an end time still ahead of `now` (epoch ms); off for null. */
export function doNotDisturbActive(until: DoNotDisturbUntil | undefined, now: number): boolean {
  if (until === null || until === undefined) return false;
  return until === 'forever' || until > now;
}
