// The rules compose follows, kept free of React so they can be tested: the topic a channel accepts,
// when Send is allowed and why not, when the length counter shows, and what Enter does. Words come
// in the user's language through the IntlShape passed in.
import { defineMessages, type IntlShape, type NoMessageValues } from 'react-intl';
import { contentLimitProblem, topicLimitProblem } from './text-limits';

const messages = defineMessages<{
  readonly empty: NoMessageValues;
  readonly noRecipient: NoMessageValues;
  readonly noChannel: NoMessageValues;
  readonly topicRequired: NoMessageValues;
  readonly topicNotAllowed: NoMessageValues;
  readonly left: { readonly left: number | bigint };
  readonly over: { readonly over: number | bigint };
}>({
  empty: { id: 'compose.blocker.empty', defaultMessage: 'Write a message first.' },
  noRecipient: { id: 'compose.blocker.no_recipient', defaultMessage: 'Choose at least one recipient.' },
  noChannel: { id: 'compose.blocker.no_channel', defaultMessage: 'Choose a channel.' },
  topicRequired: {
    id: 'compose.blocker.topic_required',
    defaultMessage: 'Topics are required in this channel.',
  },
  topicNotAllowed: {
    id: 'compose.blocker.topic_not_allowed',
    defaultMessage: 'This channel only allows messages without a topic.',
  },
  left: {
    id: 'compose.counter.left',
    defaultMessage: '{left, plural, one {# character left} other {# characters left}}',
  },
  over: {
    id: 'compose.counter.over',
    defaultMessage: '{over, plural, one {# over the limit} other {# over the limit}}',
  },
});

/** A topic as a channel's policy (with "inherit" resolved) lets the user write it. */
export interface TopicRule {
  /** The empty topic is refused: the user must name one. */
  required: boolean;
  /** Only the empty topic is allowed: the field is fixed to it. */
  emptyOnly: boolean;
  /** What the empty field shows: the realm's name for the empty topic, or null for the plain prompt. */
  placeholder: string | null;
}

/** The channel's topics_policy with `inherit` (or an older server's missing value) resolved. */
export function effectiveTopicsPolicy(channelPolicy: string | undefined, realmPolicy: string): string {
  return channelPolicy === undefined || channelPolicy === 'inherit' ? realmPolicy : channelPolicy;
}

export function topicRule(
  channelPolicy: string | undefined,
  realmPolicy: string,
  emptyTopicDisplayName: string,
): TopicRule {
  const policy = effectiveTopicsPolicy(channelPolicy, realmPolicy);
  const required = policy === 'disable_empty_topic';
  const emptyOnly = policy === 'empty_topic_only';
  // Where the empty topic is allowed, the field shows what an empty topic will be called.
  const placeholder = required || emptyTopicDisplayName === '' ? null : emptyTopicDisplayName;
  return { required, emptyOnly, placeholder };
}

export type ComposeRecipient =
  | { type: 'channel'; streamId: number | null; topic: string }
  | { type: 'direct'; userIds: readonly number[] };

export interface SendCheck {
  content: string;
  recipient: ComposeRecipient;
  topic: TopicRule | null;
  maxMessageLength: number;
  maxTopicLength: number;
}

/** Why Send cannot go ahead, in words for the user, or null when it can. */
export function sendBlocker(intl: IntlShape, check: SendCheck): string | null {
  const { content, recipient } = check;
  if (content.trim() === '') return intl.formatMessage(messages.empty);
  const tooLong = contentLimitProblem(intl, content, check.maxMessageLength);
  if (tooLong !== null) return tooLong;
  if (recipient.type === 'direct') {
    return recipient.userIds.length === 0 ? intl.formatMessage(messages.noRecipient) : null;
  }
  if (recipient.streamId === null) return intl.formatMessage(messages.noChannel);
  const topic = recipient.topic.trim();
  const topicTooLong = topicLimitProblem(intl, topic, check.maxTopicLength);
  if (topicTooLong !== null) return topicTooLong;
  if (check.topic?.required && topic === '') return intl.formatMessage(messages.topicRequired);
  if (check.topic?.emptyOnly && topic !== '') return intl.formatMessage(messages.topicNotAllowed);
  return null;
}

/**
 * The text of the length counter, or null while the message is comfortably short. `length` is the
 * server's count (text-limits' messageLength).
 */
export function lengthCounter(intl: IntlShape, length: number, max: number): string | null {
  // Show it over the last tenth of the limit (at most the last 1000 characters).
  const threshold = Math.max(max * 0.9, max - 1000);
  if (length < threshold) return null;
  const left = max - length;
  if (left >= 0) return intl.formatMessage(messages.left, { left });
  return intl.formatMessage(messages.over, { over: -left });
}

export interface KeyPress {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** An input method is composing text; its Enter confirms a word. */
  isComposing: boolean;
}

/**
 * What a key in the message box does. enter_sends: Enter sends, Shift/Ctrl+Enter add a line.
 * Otherwise Ctrl+Enter (⌘+Enter on macOS) sends and Enter adds a line.
 */
export function composeKeyAction(press: KeyPress, enterSends: boolean): 'send' | 'newline' | null {
  if (press.key !== 'Enter' || press.isComposing || press.altKey) return null;
  const command = press.ctrlKey || press.metaKey;
  if (enterSends) {
    if (!command && !press.shiftKey) return 'send';
    // The browser adds Shift+Enter's line itself; Ctrl+Enter needs inserting.
    return command ? 'newline' : null;
  }
  return command ? 'send' : null;
}
