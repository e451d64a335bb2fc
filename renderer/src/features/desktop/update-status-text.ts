// What the Updates panel and the update banner say about main's updater (shared/desktop.ts
// UpdateStatus), and which buttons make sense at each step.
import type { UpdateStatus } from '../../../../shared/desktop';

export interface UpdateStatusView {
  text: string;
  tone: 'info' | 'warning';
  /** "Check now" does something useful (a disabled updater answers with its reason). */
  canCheck: boolean;
  /** An update is downloaded: "Restart to update" installs it. */
  canRestart: boolean;
  /** 0–100 while downloading. */
  percent?: number;
}

/** "Threadline 1.2.3", or a plain phrase when the update server named no usable version. */
export function updateName(version: string): string {
  return version === '' ? 'A new version of Threadline' : `Threadline ${version}`;
}

/** `ago` words a past epoch-ms time ("5 minutes ago"). */
export function describeUpdateStatus(
  status: UpdateStatus | null,
  ago: (epochMs: number) => string,
): UpdateStatusView {
  const plain = { tone: 'info', canCheck: true, canRestart: false } as const;
  if (status === null) return { ...plain, text: 'Finding out about updates…', canCheck: false };
  switch (status.state) {
    case 'disabled':
      return { ...plain, text: status.reason };
    case 'idle':
      return {
        ...plain,
        text:
          status.lastCheckedAt === undefined
            ? 'Threadline checks for updates a little after it starts, then once a day.'
            : `Threadline is up to date (checked ${ago(status.lastCheckedAt)}).`,
      };
    case 'checking':
      return { ...plain, text: 'Checking for updates…', canCheck: false };
    case 'downloading':
      return {
        ...plain,
        text: `Downloading ${updateName(status.version)}… ${status.percent}%`,
        canCheck: false,
        percent: status.percent,
      };
    case 'ready':
      return {
        ...plain,
        text: `${updateName(status.version)} is ready. Restart Threadline to update.`,
        canCheck: false,
        canRestart: true,
      };
    case 'error':
      return { ...plain, tone: 'warning', text: status.message };
  }
}
