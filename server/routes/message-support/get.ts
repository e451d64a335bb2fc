// GET /messages and GET /messages/{id}: what the user may read, in the narrow, around the anchor.
import { MAX_MESSAGES_PER_FETCH, type getMessage, type getMessages } from '../../../shared/api/messages';
import type { DecodedParamsOf } from '../../../shared/api/operation';
import { ApiFailure, badRequest } from '../../http/failure';
import type { AuthedContext } from '../../http/route';
import { accessMessage, MessageAccess } from './access';
import { fetchByIds, fetchWindow, type FetchWindow } from './fetch';
import { compileNarrow } from './narrow';
import { messageForViewer, type ViewOptions } from './present';
import { highlightContent, highlightTopic } from './search-highlight';

const missing = (name: string) =>
  new ApiFailure(400, 'REQUEST_VARIABLE_MISSING', `Missing '${name}' argument`, { var_name: name });

/** The anchor window of a request, checked the way both message-range endpoints check it. */
export function checkWindow(params: {
  anchor?: FetchWindow['anchor'];
  include_anchor: boolean;
  num_before?: number;
  num_after?: number;
}): FetchWindow {
  if (params.anchor === undefined) throw missing('anchor');
  if (typeof params.anchor === 'number' && !Number.isInteger(params.anchor))
    throw badRequest('Invalid anchor');
  if (params.num_before === undefined) throw missing('num_before');
  if (params.num_after === undefined) throw missing('num_after');
  if (params.num_before + params.num_after > MAX_MESSAGES_PER_FETCH) {
    throw badRequest(`Too many messages requested (maximum ${MAX_MESSAGES_PER_FETCH}).`);
  }
  return {
    anchor: params.anchor,
    includeAnchor: params.include_anchor,
    numBefore: params.num_before,
    numAfter: params.num_after,
  };
}

export function getMessagesHandler(ctx: AuthedContext, params: DecodedParamsOf<typeof getMessages>) {
  const { realm, user } = ctx;
  const view: ViewOptions = {
    applyMarkdown: params.apply_markdown,
    allowEmptyTopicName: params.allow_empty_topic_name,
    clientGravatar: params.client_gravatar,
  };
  if (params.message_ids !== undefined && params.anchor !== undefined) {
    throw badRequest('Unsupported parameter combination: anchor, message_ids');
  }
  const window = params.message_ids === undefined ? checkWindow(params) : undefined;
  const access = new MessageAccess(realm, user);
  const narrow = compileNarrow(realm, user, params.narrow);
  const { search } = narrow;
  // A search narrow's answer carries each message with its matches highlighted, as the real one.
  const present = (list: Parameters<typeof messageForViewer>[2][]) =>
    list.map((m) => {
      const message = messageForViewer(realm, access, m, view);
      if (!search) return message;
      const topic =
        m.topic === '' && !view.allowEmptyTopicName ? realm.settings.empty_topic_display_name : m.topic;
      return {
        ...message,
        match_content: highlightContent(m.rendered_content, search),
        match_subject: highlightTopic(topic, search),
      };
    });
  if (!window) {
    const found = fetchByIds(realm, access, narrow, params.message_ids ?? []);
    return { messages: present(found), history_limited: false };
  }
  const result = fetchWindow(realm, access, narrow, window);
  return {
    anchor: result.anchor,
    found_anchor: result.foundAnchor,
    found_oldest: result.foundOldest,
    found_newest: result.foundNewest,
    history_limited: false,
    messages: present(result.messages),
  };
}

export function getMessageHandler(ctx: AuthedContext, params: DecodedParamsOf<typeof getMessage>) {
  const message = accessMessage(ctx.realm, ctx.user, params.message_id);
  const access = new MessageAccess(ctx.realm, ctx.user);
  const view = {
    applyMarkdown: params.apply_markdown,
    allowEmptyTopicName: params.allow_empty_topic_name,
    clientGravatar: false,
  };
  return { message: messageForViewer(ctx.realm, access, message, view), raw_content: message.content };
}
