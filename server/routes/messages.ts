// The messages resource: fetch, send, fetch one, its history, edit or move, delete, and rendering
// a preview.
import {
  deleteMessage,
  getMessage,
  getMessageHistory,
  getMessages,
  renderMessage,
  sendMessage,
  updateMessage,
} from '../../shared/api/messages';
import { renderMarkdown } from '../realm/markdown';
import { mentionLookup } from '../realm/messages';
import { route, type Route } from '../http/route';
import { accessMessage } from './message-support/access';
import { deleteMessageHandler } from './message-support/delete';
import { updateMessageHandler } from './message-support/edit';
import { getMessageHandler, getMessagesHandler } from './message-support/get';
import { messageHistory } from './message-support/history';
import { sendMessageHandler } from './message-support/send';

export const messagesRoutes: Route[] = [
  route(getMessages, getMessagesHandler),
  route(sendMessage, sendMessageHandler),
  route(getMessage, getMessageHandler),
  route(getMessageHistory, ({ realm, user }, params) => {
    const message = accessMessage(realm, user, params.message_id);
    return { message_history: messageHistory(realm, message, params.allow_empty_topic_name) };
  }),
  route(updateMessage, updateMessageHandler),
  route(deleteMessage, (ctx, params) => deleteMessageHandler(ctx, params.message_id)),
  // Renders exactly as a sent message would be, mentions included; nothing is stored.
  route(renderMessage, ({ realm }, { content }) => ({
    rendered: renderMarkdown(content, mentionLookup(realm)),
  })),
];
