// The pure decisions of conversation-cache.ts: which cached conversations an event touches, what a
// move carries between them, and what a GET /messages answer makes of a conversation.
import type { FetchedMessage, GetMessagesResponse } from '../../../shared/api/messages';
import type { ServerEvent } from '../../../shared/events';
import type { PageRequest } from './conversation-answer';
import type { ConversationIndex } from './conversation-index';
import { conversationKey, conversationKeysOf, type ConversationRef } from './conversation-key';
import {
  afterMove,
  applyWindowEvent,
  isMove,
  MAX_WINDOW_MESSAGES,
  type ConversationWindow,
} from './conversation-window';

/** Messages that arrived lately, for a page whose request was on its way meanwhile. */
export const RECENT_ARRIVALS = 50;

export interface Limits {
  ownUserId: number;
  maxMessages?: number | undefined;
}

/** The cached conversations `event` may change. */
export function affectedKeys(index: ConversationIndex, event: ServerEvent, ownUserId: number): string[] {
  switch (event.kind) {
    case 'message':
      // A stale conversation may be missing messages before this one: adding it would hide the gap.
      return conversationKeysOf(event.message, ownUserId).filter((key) => index.get(key)?.stale === false);
    case 'update_message': {
      const keys = index.holding([event.message_id, ...event.message_ids]);
      if (isMove(event) && event.stream_id !== undefined) {
        const streamId = event.new_stream_id ?? event.stream_id;
        const topic = event.subject ?? event.orig_subject ?? '';
        for (const ref of [
          { kind: 'topic', streamId, topic },
          { kind: 'channel', streamId },
        ] satisfies ConversationRef[]) {
          const key = conversationKey(ref);
          if (index.get(key)) keys.add(key);
        }
      }
      return [...keys];
    }
    case 'delete_message':
      return [...index.holding(event.message_ids)];
    case 'reaction/add':
    case 'reaction/remove':
    case 'submessage':
      return [...index.holding([event.message_id])];
    case 'update_message_flags/add':
    case 'update_message_flags/remove':
      if (event.kind === 'update_message_flags/add' && event.all && event.flag === 'read')
        return index.keys();
      return [...index.holding(event.messages)];
    default:
      return [];
  }
}

/** Each window after `event` (only those that changed; null for one to drop). */
export function withEvent(
  windows: ReadonlyMap<string, ConversationWindow>,
  event: ServerEvent,
  limits: Limits,
): Map<string, ConversationWindow | null> {
  let moved: Map<number, FetchedMessage> | undefined;
  if (event.kind === 'update_message' && isMove(event)) {
    moved = new Map();
    const ids = new Set(event.message_ids);
    for (const window of windows.values()) {
      for (const message of window.messages)
        if (ids.has(message.id)) moved.set(message.id, afterMove(message, event));
    }
  }
  const changed = new Map<string, ConversationWindow | null>();
  for (const [key, window] of windows) {
    const next = applyWindowEvent(window, event, { ...limits, ...(moved ? { moved } : {}) });
    if (next !== window) changed.set(key, next);
  }
  return changed;
}

export interface PageInput {
  ref: ConversationRef;
  current: ConversationWindow | undefined;
  /** The current window has had every event since it was fetched. */
  fresh: boolean;
  arrivals: readonly FetchedMessage[];
  request: PageRequest;
  answer: GetMessagesResponse;
  limits: Limits;
}

/**
 * The conversation after an answer: a page that reaches the newest message replaces it (copies held
 * by a fresh window win, having had every event since; messages that arrived while the request was
 * on its way join), and an older page right below what is held extends it. Anything else: undefined.
 */
export function recordPage(input: PageInput): { window: ConversationWindow; fresh: boolean } | undefined {
  const { ref, current, request, answer } = input;
  const max = input.limits.maxMessages ?? MAX_WINDOW_MESSAGES;
  const page = [...answer.messages].sort((a, b) => a.id - b.id);
  if (answer.found_newest === true) {
    if (page.length === 0 && answer.found_oldest !== true) return undefined;
    const newest = page[page.length - 1]?.id ?? -1;
    const held = new Map((input.fresh && current ? current.messages : []).map((m) => [m.id, m]));
    const byId = new Map(page.map((m) => [m.id, held.get(m.id) ?? m]));
    for (const m of [...input.arrivals, ...held.values()]) {
      if (m.id > newest) byId.set(m.id, held.get(m.id) ?? m);
    }
    const messages = [...byId.values()].sort((a, b) => a.id - b.id);
    return { window: capped({ ref, messages, foundOldest: answer.found_oldest === true }, max), fresh: true };
  }
  const oldest = current?.messages[0];
  if (!current || !oldest || request.anchor !== oldest.id || (request.num_after ?? 0) > 0) return undefined;
  const older = page.filter((m) => m.id < oldest.id);
  if (older.length === 0 && answer.found_oldest !== true) return undefined;
  const window = {
    ...current,
    messages: [...older, ...current.messages],
    foundOldest: answer.found_oldest === true,
  };
  return { window: capped(window, max), fresh: input.fresh };
}

function capped(window: ConversationWindow, max: number): ConversationWindow {
  if (window.messages.length <= max) return window;
  return { ...window, messages: window.messages.slice(window.messages.length - max), foundOldest: false };
}
