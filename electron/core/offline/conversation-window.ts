// One cached conversation: its newest messages, oldest first, with no gaps (every message of the
// conversation from the first one held up to the newest is held), and a pure reducer that keeps it
// current from server events: new messages, edits, moves, deletions, reactions, flags and widget
// submessages. Moves take messages out of the conversations they left and into cached ones they
// joined; a conversation that a move would leave with a gap it cannot fill is dropped (null) and is
// fetched afresh the next time it is opened online.
import type { FetchedMessage } from '../../../shared/api/messages';
import type { EventOfKind, ServerEvent } from '../../../shared/events';
import { belongsTo, type ConversationRef } from './conversation-key';
import { afterMove, withEdit, withFlag, withReaction, withSubmessage } from './message-changes';

export { afterMove } from './message-changes';

export const MAX_WINDOW_MESSAGES = 200;

export interface ConversationWindow {
  ref: ConversationRef;
  /** Sorted by id. */
  messages: readonly FetchedMessage[];
  /** The first message of the conversation is held. */
  foundOldest: boolean;
}

export interface WindowContext {
  ownUserId: number;
  /** Messages a move carries, as they are after it, by id (gathered from every cached window). */
  moved?: ReadonlyMap<number, FetchedMessage>;
  maxMessages?: number;
}

/** The window after one event: the same object when untouched, null when it must be dropped. */
export function applyWindowEvent(
  window: ConversationWindow,
  event: ServerEvent,
  ctx: WindowContext,
): ConversationWindow | null {
  switch (event.kind) {
    case 'message':
      return withMessages(window, [{ ...event.message, flags: event.flags }], ctx);
    case 'update_message':
      return applyUpdate(window, event, ctx);
    case 'delete_message': {
      const gone = new Set(event.message_ids);
      return keep(window, (m) => !gone.has(m.id));
    }
    case 'reaction/add':
    case 'reaction/remove':
      return mapOne(window, event.message_id, (m) => withReaction(m, event));
    case 'update_message_flags/add':
    case 'update_message_flags/remove': {
      const add = event.kind === 'update_message_flags/add';
      const every = add && event.all && event.flag === 'read';
      const ids = new Set(event.messages);
      return mapAll(window, (m) => (every || ids.has(m.id) ? withFlag(m, event.flag, add) : m));
    }
    case 'submessage':
      return mapOne(window, event.message_id, (m) => withSubmessage(m, event));
    default:
      return window;
  }
}

export const isMove = (event: EventOfKind<'update_message'>): boolean =>
  event.new_stream_id !== undefined || event.subject !== undefined;

function applyUpdate(
  window: ConversationWindow,
  event: EventOfKind<'update_message'>,
  ctx: WindowContext,
): ConversationWindow | null {
  const edited = mapOne(window, event.message_id, (m) => withEdit(m, event));
  if (!isMove(event)) return edited;
  const moving = new Set(event.message_ids);
  // Leaving: what no longer belongs here goes; what stays (a channel's own topic rename) changes.
  const next = keep(
    mapAll(edited, (m) => (moving.has(m.id) ? afterMove(m, event) : m)),
    (m) => !moving.has(m.id) || belongsTo(window.ref, m, ctx.ownUserId),
  );
  if (next === null) return null;
  // Arriving: a moved message inside the span this window covers must be in it.
  const destination = {
    type: 'stream',
    stream_id: event.new_stream_id ?? event.stream_id,
    subject: event.subject ?? event.orig_subject ?? '',
    display_recipient: '',
  };
  if (!belongsTo(window.ref, destination, ctx.ownUserId)) return next;
  const held = new Set(next.messages.map((m) => m.id));
  const arriving: FetchedMessage[] = [];
  for (const id of event.message_ids) {
    if (held.has(id) || !covers(next, id)) continue;
    const message = ctx.moved?.get(id);
    if (message === undefined) return null;
    arriving.push(message);
  }
  return withMessages(next, arriving, ctx);
}

/** Whether a message with this id, if it is in the conversation, falls in the span the window holds. */
function covers(window: ConversationWindow, id: number): boolean {
  const oldest = window.messages[0];
  return window.foundOldest || (oldest !== undefined && id > oldest.id);
}

/** Adds messages that belong here and fall in the span, keeping order and the size limit. */
function withMessages(
  window: ConversationWindow,
  incoming: readonly FetchedMessage[],
  ctx: WindowContext,
): ConversationWindow {
  const held = new Set(window.messages.map((m) => m.id));
  const fresh = incoming.filter(
    (m) => !held.has(m.id) && covers(window, m.id) && belongsTo(window.ref, m, ctx.ownUserId),
  );
  if (fresh.length === 0) return window;
  const messages = [...window.messages, ...fresh].sort((a, b) => a.id - b.id);
  const max = ctx.maxMessages ?? MAX_WINDOW_MESSAGES;
  if (messages.length <= max) return { ...window, messages };
  return { ...window, messages: messages.slice(messages.length - max), foundOldest: false };
}

/** Keeps the messages that pass; an emptied window that may have older messages is dropped. */
function keep(window: ConversationWindow, pass: (m: FetchedMessage) => boolean): ConversationWindow | null {
  const messages = window.messages.filter(pass);
  if (messages.length === window.messages.length) return window;
  return messages.length === 0 && !window.foundOldest ? null : { ...window, messages };
}

function mapOne(
  window: ConversationWindow,
  id: number,
  change: (m: FetchedMessage) => FetchedMessage,
): ConversationWindow {
  return mapAll(window, (m) => (m.id === id ? change(m) : m));
}

function mapAll(
  window: ConversationWindow,
  change: (m: FetchedMessage) => FetchedMessage,
): ConversationWindow {
  let changed = false;
  const messages = window.messages.map((m) => {
    const next = change(m);
    changed ||= next !== m;
    return next;
  });
  return changed ? { ...window, messages } : window;
}
