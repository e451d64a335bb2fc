// Emoji reactions: add and remove one's own, told to everyone who has the message.
import { addReaction, removeReaction } from '../../shared/api/reactions';
import { ApiFailure, badRequest } from '../http/failure';
import { route, type Route } from '../http/route';
import type { Realm } from '../realm/realm';
import type { MessageRecord, ReactionRecord, UserRecord } from '../realm/types';
import { accessMessage, audienceOf } from './message-support/access';
import { resolveEmoji } from './message-support/emoji';

const UNICODE = 'unicode_emoji';

function sameReaction(a: ReactionRecord, b: Omit<ReactionRecord, 'emoji_name'>): boolean {
  return a.user_id === b.user_id && a.emoji_code === b.emoji_code && a.reaction_type === b.reaction_type;
}

function announce(
  realm: Realm,
  user: UserRecord,
  message: MessageRecord,
  op: 'add' | 'remove',
  r: ReactionRecord,
) {
  const audience = new Set([...audienceOf(realm, message), user.user_id]);
  realm.emit(audience, {
    type: 'reaction',
    op,
    message_id: message.id,
    emoji_name: r.emoji_name,
    emoji_code: r.emoji_code,
    reaction_type: r.reaction_type,
    user_id: user.user_id,
    user: { user_id: user.user_id, email: user.email, full_name: user.full_name },
  });
}

export const reactionsRoutes: Route[] = [
  route(addReaction, ({ realm, user }, params) => {
    const message = accessMessage(realm, user, params.message_id);
    const emoji = resolveEmoji(params.emoji_name, params.emoji_code, params.reaction_type ?? UNICODE, realm);
    if (emoji.reaction_type === 'realm_emoji' && realm.emoji.get(emoji.emoji_code)?.deactivated) {
      throw badRequest('This custom emoji has been deactivated.');
    }
    const reaction: ReactionRecord = { ...emoji, user_id: user.user_id };
    if (message.reactions.some((r) => sameReaction(r, reaction))) {
      throw new ApiFailure(400, 'REACTION_ALREADY_EXISTS', 'Reaction already exists.');
    }
    // Others' reactions with the same emoji fix its name, so one emoji never shows under two names.
    const existing = message.reactions.find(
      (r) => r.emoji_code === reaction.emoji_code && r.reaction_type === reaction.reaction_type,
    );
    if (existing) reaction.emoji_name = existing.emoji_name;
    message.reactions.push(reaction);
    announce(realm, user, message, 'add', reaction);
    return {};
  }),

  route(removeReaction, ({ realm, user }, params) => {
    const message = accessMessage(realm, user, params.message_id);
    if (params.emoji_name === undefined && params.emoji_code === undefined) {
      throw badRequest('At least one of the following arguments must be present: emoji_name, emoji_code');
    }
    const type = params.reaction_type ?? UNICODE;
    const code = params.emoji_code ?? resolveEmoji(params.emoji_name, undefined, type, realm).emoji_code;
    const index = message.reactions.findIndex((r) =>
      sameReaction(r, { user_id: user.user_id, emoji_code: code, reaction_type: type }),
    );
    const reaction = message.reactions[index];
    if (!reaction) throw new ApiFailure(400, 'REACTION_DOES_NOT_EXIST', "Reaction doesn't exist.");
    message.reactions.splice(index, 1);
    announce(realm, user, message, 'remove', reaction);
    return {};
  }),
];
