// The server's length limits, measured as the server measures them, and the words that name them.
// Real Zulip counts Unicode code points (Python's len) of the body after stripping trailing blanks
// and leading newlines (normalize_body), and of the trimmed topic; over the limit it silently cuts
// the text ("[message truncated]", "..."). So compose refuses instead, naming the limit, and keeps
// the text for the user to shorten.
import { codePointLength } from '../../../../shared/code-points';

/** The message body as the server stores it: trailing whitespace and leading blank lines dropped. */
export function serverBody(content: string): string {
  return content.trimEnd().replace(/^\n+/, '');
}

/** The length the server will count for a message's content. */
export function messageLength(content: string): number {
  return codePointLength(serverBody(content));
}

const count = (n: number) => n.toLocaleString('en-US');

/** Why a message's (or a snippet's) content is too long for the server, or null when it fits. */
export function contentLimitProblem(
  content: string,
  maxLength: number,
  what: 'message' | 'snippet' = 'message',
): string | null {
  const length = messageLength(content);
  if (length <= maxLength) return null;
  return `This ${what} is ${count(length)} characters; the server allows at most ${count(maxLength)}.`;
}

/** Why a topic is too long for the server, or null when it fits. */
export function topicLimitProblem(topic: string, maxLength: number): string | null {
  return codePointLength(topic.trim()) > maxLength
    ? `Topics can be at most ${count(maxLength)} characters.`
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
