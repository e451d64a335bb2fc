// Alert words slice: words that make a message count as mentioning the user (the server flags
// such messages has_alert_word; the UI lists and highlights them).
import type { EventOfKind } from '../../../shared/events';
import { sameJson } from './same-json';
import type { Snapshot } from './snapshot-read';

export interface AlertWordsState {
  words: readonly string[];
}

export const initialAlertWords: AlertWordsState = { words: [] };

export function alertWordsFromSnapshot(snapshot: Snapshot): AlertWordsState {
  const value = snapshot.alert_words;
  if (!Array.isArray(value)) return initialAlertWords;
  return { words: value.filter((word): word is string => typeof word === 'string') };
}

/** The event carries the complete new list. */
export function handleAlertWords(state: AlertWordsState, event: EventOfKind<'alert_words'>): AlertWordsState {
  return sameJson(state.words, event.alert_words) ? state : { words: event.alert_words };
}
