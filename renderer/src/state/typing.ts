// Typing slice: who is composing in which conversation, and until when the indicator may show
// without a fresh "start". The reducer never reads the clock: the store passes the batch's arrival
// time in, and the UI hides entries past their expiry (useTypists re-renders at the next one).
import type { EventOfKind } from '../../../shared/events';
import { dmKey, topicKey } from './conversation-key';
import { PersistentMap } from './persistent-map';
import { readNumber, type Snapshot } from './snapshot-read';

/** Typist user ID → time (ms since the epoch) after which the indicator hides by itself. */
export type Typists = Readonly<Record<number, number>>;

export interface TypingState {
  ownUserId: number | null;
  /** server_typing_started_expiry_period_milliseconds. */
  expiryMs: number;
  /** Conversation key (conversation-key.ts) → typists. Conversations with nobody typing are absent. */
  byConversation: PersistentMap<string, Typists>;
}

/** Fallback for servers before feature level 204. */
export const DEFAULT_TYPING_EXPIRY_MS = 15_000;

export const initialTyping: TypingState = {
  ownUserId: null,
  expiryMs: DEFAULT_TYPING_EXPIRY_MS,
  byConversation: PersistentMap.empty(),
};

export function typingFromSnapshot(snapshot: Snapshot): TypingState {
  return {
    ownUserId: readNumber(snapshot, 'user_id') ?? null,
    expiryMs:
      readNumber(snapshot, 'server_typing_started_expiry_period_milliseconds') ?? DEFAULT_TYPING_EXPIRY_MS,
    byConversation: PersistentMap.empty(),
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

/** The typists still showing at `now`; the same object when none has expired. */
export function liveTypists(typists: Typists, now: number): Typists {
  let live: Record<number, number> | null = null;
  for (const key in typists) {
    const expiry = typists[key as unknown as number] as number;
    if (expiry > now) continue;
    live ??= { ...typists };
    delete live[key as unknown as number];
  }
  return live ?? typists;
}

function nobody(typists: Typists): boolean {
  for (const _ in typists) return false;
  return true;
}

function withTypists(state: TypingState, key: string, typists: Typists): TypingState {
  const byConversation = nobody(typists)
    ? state.byConversation.delete(key)
    : state.byConversation.set(key, typists);
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
  const typists = liveTypists(state.byConversation.get(key) ?? {}, now);
  return withTypists(state, key, { ...typists, [event.sender.user_id]: now + state.expiryMs });
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
  if (key === null || current === undefined || !(event.sender.user_id in current)) return state;
  const rest: Record<number, number> = { ...liveTypists(current, now) };
  delete rest[event.sender.user_id];
  return withTypists(state, key, rest);
}
