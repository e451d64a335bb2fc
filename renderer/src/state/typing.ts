// Typing slice: who is composing in which conversation, and until when the indicator may show
// without a fresh "start". The reducer never reads the clock: the store passes the batch's arrival
// time in, and the UI hides entries past their expiry (useTypists re-renders at the next one).
import type { EventOfKind } from '../../../shared/events';
import { dmKey, topicKey } from './conversation-key';
import { Map as ImmutableMap } from 'immutable';
import { readNumber, type Snapshot } from './snapshot-read';

export interface Typist {
  userId: number;
  /** Time (ms since the epoch) after which the indicator hides by itself. */
  expiresAt: number;
}

/**
 * A conversation's typists, in the order they started. A short list, not a record keyed by user
 * id: V8 backs small integer keys with an array as long as the largest id.
 */
export type Typists = readonly Typist[];

export interface TypingState {
  ownUserId: number | null;
  /** server_typing_started_expiry_period_milliseconds. */
  expiryMs: number;
  /** Conversation key (conversation-key.ts) → typists. Conversations with nobody typing are absent. */
  byConversation: ImmutableMap<string, Typists>;
}

/** Fallback for servers before feature level 204. */
export const DEFAULT_TYPING_EXPIRY_MS = 15_000;

export const initialTyping: TypingState = {
  ownUserId: null,
  expiryMs: DEFAULT_TYPING_EXPIRY_MS,
  byConversation: ImmutableMap(),
};

export function typingFromSnapshot(snapshot: Snapshot): TypingState {
  return {
    ownUserId: readNumber(snapshot, 'user_id') ?? null,
    expiryMs:
      readNumber(snapshot, 'server_typing_started_expiry_period_milliseconds') ?? DEFAULT_TYPING_EXPIRY_MS,
    byConversation: ImmutableMap(),
  };
}

type TypingEvent = EventOfKind<'typing/start'> | EventOfKind<'typing/stop'>;

/** The conversation a typing event belongs to, or null when it names none we can key. */
export function typingConversationKey(event: TypingEvent, ownUserId: number): string | null {
  // "private" is the name before feature level 215.
  if (event.message_type === 'direct' || event.message_type === 'private') {
    if (event.recipients === undefined) return null;
    return dmKey(
      event.recipients.map((person) => person.user_id),
      ownUserId,
    );
  }
  if (event.message_type === 'stream' && event.stream_id !== undefined && event.topic !== undefined) {
    return topicKey(event.stream_id, event.topic);
  }
  return null;
}

/** The typists still showing at `now`; the same list when none has expired. */
export function liveTypists(typists: Typists, now: number): Typists {
  return typists.every((typist) => typist.expiresAt > now)
    ? typists
    : typists.filter((typist) => typist.expiresAt > now);
}

function withTypists(state: TypingState, key: string, typists: Typists): TypingState {
  const byConversation =
    typists.length === 0 ? state.byConversation.delete(key) : state.byConversation.set(key, typists);
  return byConversation === state.byConversation ? state : { ...state, byConversation };
}

/** A start (re)arms the typist's expiry; entries already expired in that conversation are dropped. */
export function handleTypingStart(
  state: TypingState,
  event: EventOfKind<'typing/start'>,
  now: number,
): TypingState {
  const own = state.ownUserId;
  if (own === null || event.sender.user_id === own) return state;
  const key = typingConversationKey(event, own);
  if (key === null) return state;
  const userId = event.sender.user_id;
  const others = liveTypists(state.byConversation.get(key) ?? [], now).filter((t) => t.userId !== userId);
  return withTypists(state, key, [...others, { userId, expiresAt: now + state.expiryMs }]);
}

export function handleTypingStop(
  state: TypingState,
  event: EventOfKind<'typing/stop'>,
  now: number,
): TypingState {
  const own = state.ownUserId;
  if (own === null || event.sender.user_id === own) return state;
  const key = typingConversationKey(event, own);
  const current = key === null ? undefined : state.byConversation.get(key);
  const userId = event.sender.user_id;
  if (key === null || current === undefined || !current.some((t) => t.userId === userId)) return state;
  return withTypists(
    state,
    key,
    liveTypists(current, now).filter((t) => t.userId !== userId),
  );
}
