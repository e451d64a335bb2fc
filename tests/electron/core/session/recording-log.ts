// A CoreLog that keeps its lines for assertions.
import type { CoreLog } from '../../../../electron/core/session';

export function recordingLog(): CoreLog & { lines: string[] } {
  const lines: string[] = [];
  return Object.assign((line: string) => void lines.push(line), { lines });
}
