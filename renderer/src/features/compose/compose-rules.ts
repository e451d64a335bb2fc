// The rules compose follows, kept free of React so they can be tested: the topic a channel accepts,
// when Send is allowed and why not, when the length counter shows, and what Enter does.
import { contentLimitProblem, topicLimitProblem } from './text-limits';

/** A topic as a channel's policy (with "inherit" resolved) lets the user write it. */
export interface TopicRule {
  /** The empty topic is refused: the user must name one. */
  required: boolean;
  /** Only the empty topic is allowed: the field is fixed to it. */
  emptyOnly: boolean;
  /** What the empty field shows: the realm's name for the empty topic, or a prompt. */
  placeholder: string;
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
  const placeholder = required || emptyTopicDisplayName === '' ? 'Topic' : emptyTopicDisplayName;
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
export function sendBlocker(check: SendCheck): string | null {
  const { content, recipient } = check;
  if (content.trim() === '') return 'Write a message first.';
  const tooLong = contentLimitProblem(content, check.maxMessageLength);
  if (tooLong !== null) return tooLong;
  if (recipient.type === 'direct') {
    return recipient.userIds.length === 0 ? 'Choose at least one recipient.' : null;
  }
  if (recipient.streamId === null) return 'Choose a channel.';
  const topic = recipient.topic.trim();
  const topicTooLong = topicLimitProblem(topic, check.maxTopicLength);
  if (topicTooLong !== null) return topicTooLong;
  if (check.topic?.required && topic === '') return 'Topics are required in this channel.';
  if (check.topic?.emptyOnly && topic !== '') return 'This channel only allows messages without a topic.';
  return null;
}

/**
 * The text of the length counter, or null while the message is comfortably short. `length` is the
 * server's count (text-limits' messageLength).
 */
export function lengthCounter(length: number, max: number): string | null {
  // Show it over the last tenth of the limit (at most the last 1000 characters).
  const threshold = Math.max(max * 0.9, max - 1000);
  if (length < threshold) return null;
  const left = max - length;
  if (left >= 0) return `${left.toLocaleString()} ${left === 1 ? 'character' : 'characters'} left`;
  return `${(-left).toLocaleString()} over the limit`;
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
