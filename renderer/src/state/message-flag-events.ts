// Personal flags, reactions and submessages applied to the messages slice.
import type { EventOfKind } from '../../../shared/events';
import type { Reaction } from '../../../shared/objects';
import { updateMessage, type MessageContext, type MessagesState, type StoredMessage } from './messages';
import { refreshMembership } from './messages-membership';

function withFlag(message: StoredMessage, flag: string, on: boolean): StoredMessage {
  const has = message.flags.includes(flag);
  if (has === on) return message;
  return { ...message, flags: on ? [...message.flags, flag] : message.flags.filter((f) => f !== flag) };
}

function changeFlag(
  state: MessagesState,
  ids: readonly number[],
  flag: string,
  on: boolean,
  ctx: MessageContext,
): MessagesState {
  let byId = state.byId;
  const changed: number[] = [];
  for (const id of ids) {
    const message = byId.get(id);
    if (message === undefined) continue;
    const next = withFlag(message, flag, on);
    if (next === message) continue;
    byId = byId.set(id, next);
    changed.push(id);
  }
  if (changed.length === 0) return state;
  // Only starred and mention flags decide membership ("Starred messages", "Mentions").
  const narrows = flag === 'read' ? state.narrows : refreshMembership(state.narrows, byId, changed, ctx);
  return { ...state, byId, narrows };
}

export function handleFlagsAdd(
  state: MessagesState,
  event: EventOfKind<'update_message_flags/add'>,
  ctx: MessageContext,
): MessagesState {
  // `all` (read only): everything was marked read; `messages` is empty.
  const ids = event.all ? [...state.byId.keys()] : event.messages;
  return changeFlag(state, ids, event.flag, true, ctx);
}

export function handleFlagsRemove(
  state: MessagesState,
  event: EventOfKind<'update_message_flags/remove'>,
  ctx: MessageContext,
): MessagesState {
  return changeFlag(state, event.messages, event.flag, false, ctx);
}

type ReactionEvent = EventOfKind<'reaction/add'> | EventOfKind<'reaction/remove'>;

/** The server identifies a reaction by who made it and which emoji (type and code), not by name. */
function sameReaction(reaction: Reaction, event: ReactionEvent): boolean {
  return (
    reaction.user_id === event.user_id &&
    reaction.reaction_type === event.reaction_type &&
    reaction.emoji_code === event.emoji_code
  );
}

export function handleReactionAdd(state: MessagesState, event: EventOfKind<'reaction/add'>): MessagesState {
  const byId = updateMessage(state.byId, event.message_id, (message) => {
    if (message.reactions.some((r) => sameReaction(r, event))) return message;
    const reaction: Reaction = {
      emoji_name: event.emoji_name,
      emoji_code: event.emoji_code,
      reaction_type: event.reaction_type,
      user_id: event.user_id,
    };
    return { ...message, reactions: [...message.reactions, reaction] };
  });
  return byId === state.byId ? state : { ...state, byId };
}

export function handleReactionRemove(
  state: MessagesState,
  event: EventOfKind<'reaction/remove'>,
): MessagesState {
  const byId = updateMessage(state.byId, event.message_id, (message) => {
    const reactions = message.reactions.filter((r) => !sameReaction(r, event));
    return reactions.length === message.reactions.length ? message : { ...message, reactions };
  });
  return byId === state.byId ? state : { ...state, byId };
}

export function handleSubmessage(state: MessagesState, event: EventOfKind<'submessage'>): MessagesState {
  const byId = updateMessage(state.byId, event.message_id, (message) => {
    if (message.submessages.some((s) => s.id === event.submessage_id)) return message;
    const submessage = {
      id: event.submessage_id,
      message_id: event.message_id,
      sender_id: event.sender_id,
      msg_type: event.msg_type,
      content: event.content,
    };
    return { ...message, submessages: [...message.submessages, submessage] };
  });
  return byId === state.byId ? state : { ...state, byId };
}
