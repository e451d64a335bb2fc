// The cache's size limit (a setting; 200 MB by default, for every account together), as a pure plan:
// which files to delete to get back under it. Conversations go first, least recently used first
// (their files carry their last use as modification time); only when none are left does a whole
// account state (snapshot and log) go, again the least recently written first. Files the plan does
// not know (the conversation list, small) are counted but never chosen. The outbox lives in a
// folder of its own and is never part of this.
import type { OfflineFileInfo } from './offline-files';
import { LOG_FILE, STATE_FILE } from './account-state';

export const DEFAULT_CACHE_LIMIT_MB = 200;
export const MB = 1024 * 1024;

export interface Eviction {
  /** The account folder (offline-files.ts dirOf). */
  dir: string;
  names: string[];
}

export function isConversationFile(name: string): boolean {
  return name.startsWith('c-');
}

interface Candidate {
  dir: string;
  names: string[];
  bytes: number;
  lastUsed: number;
}

export function planEviction(
  usage: ReadonlyMap<string, readonly OfflineFileInfo[]>,
  limitBytes: number,
): Eviction[] {
  let total = 0;
  const conversations: Candidate[] = [];
  const states: Candidate[] = [];
  for (const [dir, files] of usage) {
    let state: Candidate | undefined;
    for (const file of files) {
      total += file.bytes;
      if (isConversationFile(file.name)) {
        conversations.push({ dir, names: [file.name], bytes: file.bytes, lastUsed: file.modifiedAt });
      } else if (file.name === STATE_FILE || file.name === LOG_FILE) {
        state ??= { dir, names: [], bytes: 0, lastUsed: 0 };
        state.names.push(file.name);
        state.bytes += file.bytes;
        state.lastUsed = Math.max(state.lastUsed, file.modifiedAt);
      }
    }
    if (state) states.push(state);
  }
  const byAge = (a: Candidate, b: Candidate) => a.lastUsed - b.lastUsed || a.dir.localeCompare(b.dir);
  const chosen = new Map<string, string[]>();
  for (const candidate of [...conversations.sort(byAge), ...states.sort(byAge)]) {
    if (total <= limitBytes) break;
    total -= candidate.bytes;
    chosen.set(candidate.dir, [...(chosen.get(candidate.dir) ?? []), ...candidate.names]);
  }
  return [...chosen].map(([dir, names]) => ({ dir, names }));
}
