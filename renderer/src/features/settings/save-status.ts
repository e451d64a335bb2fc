// The life of one setting change as its control shows it. Pure transitions, so the rules
// ("saved" only once the server's value is back in the store; a failure shows the server's value
// again) are tested without React. The status line's words are formatted where it is drawn, so a
// reason stays data (a catalogue message) until then and follows a change of language.
import { defineMessages, type IntlShape, type NoMessageValues } from 'react-intl';
import type { SettingValue } from '../../../../shared/settings/catalog';
import { type Phrase, formatPhrase } from '../../../../shared/i18n/phrase';

/** Why a change was refused or failed: our own message, or a server's text as it came (not translated). */
export type StatusReason = string | Phrase;

export type SaveStatus =
  | { kind: 'idle' }
  /** Refused in the form; nothing was sent. */
  | { kind: 'invalid'; reason: StatusReason }
  | { kind: 'saving'; value: SettingValue }
  /** The server said yes; waiting for its user_settings event to bring the value into the store. */
  | { kind: 'confirming'; value: SettingValue; baseline: SettingValue | undefined }
  | { kind: 'saved' }
  | { kind: 'failed'; reason: StatusReason }
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

const messages = defineMessages<{
  saving: NoMessageValues;
  saved: NoMessageValues;
  failed: { reason: string };
}>({
  saving: { id: 'settings.status.saving', defaultMessage: 'Saving…' },
  saved: { id: 'settings.status.saved', defaultMessage: 'Saved' },
  failed: { id: 'settings.status.failed', defaultMessage: 'Not saved: {reason}' },
});

export function reasonText(intl: IntlShape, reason: StatusReason): string {
  return typeof reason === 'string' ? reason : formatPhrase(intl, reason);
}

export function statusText(status: SaveStatus, intl: IntlShape): string {
  switch (status.kind) {
    case 'idle':
    case 'unsupported':
      return '';
    case 'invalid':
      return reasonText(intl, status.reason);
    case 'saving':
    case 'confirming':
      return intl.formatMessage(messages.saving);
    case 'saved':
      return intl.formatMessage(messages.saved);
    case 'failed':
      return intl.formatMessage(messages.failed, { reason: reasonText(intl, status.reason) });
  }
}

export function statusTone(status: SaveStatus): 'muted' | 'ok' | 'error' {
  if (status.kind === 'saved') return 'ok';
  if (status.kind === 'failed' || status.kind === 'invalid') return 'error';
  return 'muted';
}
