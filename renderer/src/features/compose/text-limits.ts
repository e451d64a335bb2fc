// The server's length limits, measured as the server measures them, and the words that name them.
// Real Zulip counts Unicode code points (Python's len) of the body after stripping trailing blanks
// and leading newlines (normalize_body), and of the trimmed topic; over the limit it silently cuts
// the text ("[message truncated]", "..."). So compose refuses instead, naming the limit, and keeps
// the text for the user to shorten. The words are in the user's language (the IntlShape passed in).
import { defineMessages, type IntlShape } from 'react-intl';
import { codePointLength } from '../../../../shared/code-points';

const messages = defineMessages<{
  readonly messageTooLong: { readonly length: number | bigint; readonly max: number | bigint };
  readonly snippetTooLong: { readonly length: number | bigint; readonly max: number | bigint };
  readonly topicTooLong: { readonly max: number | bigint };
}>({
  messageTooLong: {
    id: 'compose.limits.message_too_long',
    defaultMessage:
      'This message is {length, plural, one {# character} other {# characters}}; the server allows at most {max, number}.',
  },
  snippetTooLong: {
    id: 'compose.limits.snippet_too_long',
    defaultMessage:
      'This snippet is {length, plural, one {# character} other {# characters}}; the server allows at most {max, number}.',
  },
  topicTooLong: {
    id: 'compose.limits.topic_too_long',
    defaultMessage: 'Topics can be at most {max, plural, one {# character} other {# characters}}.',
  },
});

/** The message body as the server stores it: trailing whitespace and leading blank lines dropped. */
export function serverBody(content: string): string {
  return content.trimEnd().replace(/^\n+/, '');
}

/** The length the server will count for a message's content. */
export function messageLength(content: string): number {
  return codePointLength(serverBody(content));
}

/** Why a message's (or a snippet's) content is too long for the server, or null when it fits. */
export function contentLimitProblem(
  intl: IntlShape,
  content: string,
  maxLength: number,
  what: 'message' | 'snippet' = 'message',
): string | null {
  const length = messageLength(content);
  if (length <= maxLength) return null;
  const message = what === 'message' ? messages.messageTooLong : messages.snippetTooLong;
  return intl.formatMessage(message, { length, max: maxLength });
}

/** Whether a topic, once trimmed, is longer than the server takes. */
export function topicTooLong(topic: string, maxLength: number): boolean {
  return codePointLength(topic.trim()) > maxLength;
}

/** Why a topic is too long for the server, or null when it fits. */
export function topicLimitProblem(intl: IntlShape, topic: string, maxLength: number): string | null {
  return topicTooLong(topic, maxLength)
    ? intl.formatMessage(messages.topicTooLong, { max: maxLength })
    : null;
}

/**
 * Whether unsent text may be kept as a draft: what the server would not accept as a message (or a
 * draft, which it cuts the same way) is not saved, and neither is what the bridge would refuse.
 */
export function draftFits(
  text: string,
  limits: { maxMessageLength: number; maxBridgeUnits: number },
): boolean {
  return text.length <= limits.maxBridgeUnits && messageLength(text) <= limits.maxMessageLength;
}
