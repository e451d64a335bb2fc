// The sign-in screen looks a server up (its "Continue" step) moments before the person signs in to
// it. Signing in reuses that answer while it is fresh instead of asking the server a second time.
import type { ServerProbe } from '../../../shared/ipc';

/** How long a lookup stands in for a new one at sign-in. */
export const PROBE_REUSE_MS = 60_000;
const MAX_REMEMBERED = 8;

export interface RecentProbes {
  remember(probe: ServerProbe): void;
  /** The answer for this normalized realm URL, if it was looked up within PROBE_REUSE_MS. */
  fresh(realmUrl: string): ServerProbe | undefined;
}

export function createRecentProbes(now: () => number): RecentProbes {
  const recent = new Map<string, { at: number; probe: ServerProbe }>();
  return {
    remember(probe) {
      recent.delete(probe.realmUrl);
      recent.set(probe.realmUrl, { at: now(), probe });
      for (const oldest of recent.keys()) {
        if (recent.size <= MAX_REMEMBERED) break;
        recent.delete(oldest);
      }
    },
    fresh(realmUrl) {
      const hit = recent.get(realmUrl);
      return hit && now() - hit.at < PROBE_REUSE_MS ? hit.probe : undefined;
    },
  };
}
