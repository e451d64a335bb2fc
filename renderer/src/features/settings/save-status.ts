// The life of one setting change as its control shows it. Pure transitions, so the rules
// ("saved" only once the server's value is back in the store; a failure shows the server's value
// again) are tested without React.
import type { SettingValue } from '../../../../shared/settings/catalog';

export type SaveStatus =
  | { kind: 'idle' }
  /** Refused in the form; nothing was sent. */
  | { kind: 'invalid'; reason: string }
  | { kind: 'saving'; value: SettingValue }
  /** The server said yes; waiting for its user_settings event to bring the value into the store. */
  | { kind: 'confirming'; value: SettingValue; baseline: SettingValue | undefined }
  | { kind: 'saved' }
  | { kind: 'failed'; reason: string }
  /** The server ignored the change: it does not support the setting. */
  | { kind: 'unsupported' };

/** What the control shows: the value being saved while in flight, else the server's value. */
export function shownValue(
  status: SaveStatus,
  serverValue: SettingValue | undefined,
): SettingValue | undefined {
  return status.kind === 'saving' || status.kind === 'confirming' ? status.value : serverValue;
}

/**
 * The store's value now. A confirming change is done once the store holds our value, or holds a
 * third value (another device changed it after us, and the store is the truth to show).
 */
export function onServerValue(status: SaveStatus, serverValue: SettingValue | undefined): SaveStatus {
  if (status.kind !== 'confirming') return status;
  return serverValue === status.value || serverValue !== status.baseline ? { kind: 'saved' } : status;
}

export function statusText(status: SaveStatus): string {
  switch (status.kind) {
    case 'idle':
    case 'unsupported':
      return '';
    case 'invalid':
      return status.reason;
    case 'saving':
    case 'confirming':
      return 'Saving…';
    case 'saved':
      return 'Saved';
    case 'failed':
      return `Not saved: ${status.reason}`;
  }
}

export function statusTone(status: SaveStatus): 'muted' | 'ok' | 'error' {
  if (status.kind === 'saved') return 'ok';
  if (status.kind === 'failed' || status.kind === 'invalid') return 'error';
  return 'muted';
}
