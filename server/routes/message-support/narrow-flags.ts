// The `is:` and `has:` narrow operands: the viewer's own flags and conversation states, and what a
// message's rendering holds. Like the real server's has_link / has_image / has_attachment columns,
// `has` looks at the rendered message: a link is any <a href>; an image is an inline image preview
// (message_inline_image) or any other <img> that is not an emoji; an attachment is a link to a file
// uploaded to the server (/user_uploads/).
import type { Realm } from '../../realm/realm';
import type { MessageRecord, UserRecord } from '../../realm/types';
import { conversationState } from './conversation';
import { badNarrow, type Predicate } from './narrow-terms';
import { RESOLVED_PREFIX } from './topics';

const MENTION_FLAGS = ['mentioned', 'stream_wildcard_mentioned', 'topic_wildcard_mentioned'];

const LINK = /<a\s[^>]*\bhref=/;
const IMAGE = /<img\b(?![^>]*\bclass="emoji")/;
const UPLOAD_LINK = /<a\s[^>]*\bhref="(?:https?:\/\/[^"/]+)?\/user_uploads\//;

export function isMuted(realm: Realm, user: UserRecord, m: MessageRecord): boolean {
  return m.type === 'stream' && conversationState(realm, user, m.stream_id ?? -1, m.topic).muted;
}

export function isPredicate(realm: Realm, user: UserRecord, operand: string): Predicate {
  const hasFlag = (flag: string) => (m: MessageRecord) => user.flags.get(flag)?.has(m.id) === true;
  switch (operand) {
    case 'dm':
    case 'private':
      return (m) => m.type === 'private';
    case 'starred':
      return hasFlag('starred');
    case 'alerted':
      return hasFlag('has_alert_word');
    case 'mentioned':
      return (m) => MENTION_FLAGS.some((flag) => user.flags.get(flag)?.has(m.id) === true);
    case 'unread':
      return (m) => user.unread.has(m.id);
    case 'resolved':
      return (m) => m.type === 'stream' && m.topic.startsWith(RESOLVED_PREFIX);
    case 'followed':
      return (m) =>
        m.type === 'stream' && conversationState(realm, user, m.stream_id ?? -1, m.topic).followed;
    case 'muted':
      return (m) => isMuted(realm, user, m);
    default:
      throw badNarrow(`unknown 'is' operand ${operand}`);
  }
}

export function hasPredicate(operand: string): Predicate {
  switch (operand) {
    case 'reaction':
      return (m) => m.reactions.length > 0;
    case 'link':
      return (m) => LINK.test(m.rendered_content);
    case 'image':
      return (m) => m.rendered_content.includes('message_inline_image') || IMAGE.test(m.rendered_content);
    case 'attachment':
      return (m) => UPLOAD_LINK.test(m.rendered_content);
    default:
      throw badNarrow(`unknown 'has' operand ${operand}`);
  }
}
