// What the message-view keys do: move the selection (j/k, arrows, Home/End, pages), and act on the
// selected message (reply, quote, react, star, edit, move, history, the sender's card, the image,
// mark unread, mute the topic, go to its conversation or zoom to it). The open view passes its
// messages and selection; everything outside (actions, navigation, the API) comes in `deps`.
import { defineMessages } from 'react-intl';
import type { Route } from '../../routing/route';
import type { StoredMessage } from '../../state/messages';
import type { MessageActionId } from '../message-actions/action-list';
import { conversationNarrow } from '../message-actions/message-target';
import { narrowToRoute, type Narrow } from '../messages/narrow';
import type { ViewCommand } from './key-commands';
import { type ShownText, phrase } from '../../../../shared/i18n/phrase';

export interface ViewState {
  narrow: Narrow;
  messages: readonly StoredMessage[];
  selectedId: number | null;
}

export interface ViewDeps {
  ownUserId: number;
  select(messageId: number): void;
  scrollTo(messageId: number): void;
  /** Scrolls the list by a page, up (-1) or down (1). */
  scrollPage(direction: -1 | 1): void;
  runAction(id: MessageActionId, message: StoredMessage): void;
  canEdit(message: StoredMessage): boolean;
  openMenu(message: StoredMessage): void;
  openThenInsert(route: Route, text: string): void;
  navigate(route: Route): void;
  toggleReaction(message: StoredMessage, reaction: StoredMessage['reactions'][number]): void;
  toggleTopicMute(message: StoredMessage): void;
  showSenderCard(userId: number): void;
  /** Opens the message's first image; false when it has none. */
  viewImage(message: StoredMessage): boolean;
  notify(text: ShownText): void;
}

const noImage = defineMessages({
  noImage: { id: 'keyboard.notice.no_image', defaultMessage: 'This message has no image' },
}).noImage;

const ACTIONS: Partial<Record<ViewCommand, MessageActionId>> = {
  reply: 'reply',
  quote: 'quote',
  react: 'react',
  'thumbs-up': 'thumbs-up',
  edit: 'edit',
  move: 'move',
  history: 'history',
  star: 'star',
  'mark-unread': 'unread',
};

function moveTarget(state: ViewState, command: ViewCommand): StoredMessage | undefined {
  const { messages } = state;
  const index = messages.findIndex((m) => m.id === state.selectedId);
  // With nothing selected, any move starts from the newest message, as the web app does.
  if (index < 0) return messages[messages.length - 1];
  if (command === 'select-first') return messages[0];
  if (command === 'select-last') return messages[messages.length - 1];
  const step = command === 'select-next' ? 1 : -1;
  return messages[Math.min(messages.length - 1, Math.max(0, index + step))];
}

/** Runs a view command; returns false when it does not apply here (so the key is left alone). */
export function runViewCommand(command: ViewCommand, state: ViewState, deps: ViewDeps): boolean {
  const { messages } = state;
  if (messages.length === 0) return false;
  const show = (message: StoredMessage) => {
    deps.select(message.id);
    deps.scrollTo(message.id);
  };
  switch (command) {
    case 'select-next':
    case 'select-previous':
    case 'select-first':
    case 'select-last': {
      const target = moveTarget(state, command);
      if (target !== undefined) show(target);
      return true;
    }
    case 'page-up':
    case 'page-down':
      deps.scrollPage(command === 'page-up' ? -1 : 1);
      return true;
    case 'edit-last': {
      const own = [...messages].reverse().find((m) => m.sender_id === deps.ownUserId && deps.canEdit(m));
      if (own === undefined) return true;
      show(own);
      deps.runAction('edit', own);
      return true;
    }
  }
  // The rest act on the selected message; with none, on the newest, which becomes selected.
  const message = messages.find((m) => m.id === state.selectedId) ?? messages[messages.length - 1]!;
  if (message.id !== state.selectedId) show(message);
  const action = ACTIONS[command];
  if (action !== undefined) {
    deps.runAction(action, message);
    return true;
  }
  const conversation = narrowToRoute(conversationNarrow(message, deps.ownUserId));
  switch (command) {
    case 'menu':
      deps.openMenu(message);
      return true;
    case 'reply-sender':
      deps.openThenInsert({ name: 'dm', userIds: [message.sender_id] }, '');
      return true;
    case 'reply-mention':
      deps.openThenInsert(conversation, `@**${message.sender_full_name}|${message.sender_id}** `);
      return true;
    case 'toggle-first-reaction': {
      const first = message.reactions[0];
      if (first !== undefined) deps.toggleReaction(message, first);
      return true;
    }
    case 'sender-card':
      deps.showSenderCard(message.sender_id);
      return true;
    case 'view-image':
      if (!deps.viewImage(message)) deps.notify(phrase(noImage));
      return true;
    case 'mute-topic':
      if (message.type === 'stream') deps.toggleTopicMute(message);
      return true;
    case 'conversation':
      // From a topic, `s` goes to its channel; in a direct conversation there is nowhere further.
      if (state.narrow.kind === 'topic') deps.navigate({ name: 'channel', streamId: state.narrow.streamId });
      else if (state.narrow.kind !== 'dm') deps.navigate(conversation);
      return true;
    case 'zoom':
      if (conversation.name === 'topic' || conversation.name === 'dm')
        deps.navigate({ ...conversation, near: message.id });
      return true;
    default:
      return false;
  }
}
