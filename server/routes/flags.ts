// Personal message flags: by message id, by narrow range, and the legacy mark-channel-read.
import { markStreamAsRead, updateMessageFlags, updateMessageFlagsForNarrow } from '../../shared/api/flags';
import { badRequest, invalidChannelId } from '../http/failure';
import { route, type Route } from '../http/route';
import { canReadChannel } from '../realm/access';
import { invalidMessages, MessageAccess } from './message-support/access';
import { fetchWindow } from './message-support/fetch';
import { changeFlag, checkEditableFlag } from './message-support/flag-change';
import { checkWindow } from './message-support/get';
import { compileNarrow } from './message-support/narrow';

export const flagsRoutes: Route[] = [
  route(updateMessageFlags, ({ realm, user }, params) => {
    checkEditableFlag(params.flag);
    const access = new MessageAccess(realm, user);
    const messages = [...new Set(params.messages)].map((id) => {
      const message = realm.messages.get(id);
      if (!message || !access.canRead(message)) throw invalidMessages();
      return message;
    });
    const change = changeFlag(realm, user, messages, params.op, params.flag);
    const body: { messages: number[]; ignored_because_not_subscribed_channels?: number[] } = {
      messages: change.applied,
    };
    if (params.op === 'remove' && params.flag === 'read') {
      body.ignored_because_not_subscribed_channels = change.ignoredChannels;
    }
    return body;
  }),

  route(updateMessageFlagsForNarrow, ({ realm, user }, params) => {
    checkEditableFlag(params.flag);
    const window = checkWindow(params);
    // A range that skips its anchor must end there, or it would have a hole.
    if (!window.includeAnchor && window.numBefore > 0 && window.numAfter > 0) {
      throw badRequest('The anchor can only be excluded at an end of the range');
    }
    const access = new MessageAccess(realm, user);
    const result = fetchWindow(realm, access, compileNarrow(realm, user, params.narrow), window);
    const change = changeFlag(realm, user, result.messages, params.op, params.flag);
    const first = result.messages[0];
    const last = result.messages[result.messages.length - 1];
    const body = {
      processed_count: result.messages.length,
      updated_count: change.changed.length,
      first_processed_id: first?.id ?? null,
      last_processed_id: last?.id ?? null,
      found_oldest: result.foundOldest,
      found_newest: result.foundNewest,
    };
    return params.op === 'remove' && params.flag === 'read'
      ? { ...body, ignored_because_not_subscribed_channels: change.ignoredChannels }
      : body;
  }),

  route(markStreamAsRead, ({ realm, user }, { stream_id }) => {
    const channel = realm.channel(stream_id);
    if (!channel || !canReadChannel(realm, user, channel)) throw invalidChannelId();
    // The unread set is far smaller than a busy channel's history, so walk that.
    const ids = [...user.unread]
      .filter((id) => realm.messages.get(id)?.stream_id === stream_id)
      .sort((a, b) => a - b);
    if (ids.length === 0) return {};
    for (const id of ids) user.unread.delete(id);
    realm.emit([user.user_id], {
      type: 'update_message_flags',
      op: 'add',
      operation: 'add',
      flag: 'read',
      messages: ids,
      all: false,
    });
    return {};
  }),
];
