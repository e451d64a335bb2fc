// One shape for an uploaded file, whichever server sent it. Real Zulip sends
// `messages: [{id, date_sent}]` with times in milliseconds before feature level 443 and in seconds
// since; the spec document sends `message_ids` and seconds. Consumers see seconds and both lists.
// Plain code without zod: the renderer reads register snapshots with it, and its bundle has no zod.

/** A message that references the file, with its send time in UNIX seconds when the server gave it. */
export interface AttachmentMessage {
  id: number;
  date_sent: number | null;
}

/** A file the user uploaded. Its URL is {server_url}/user_uploads/{path_id}. Unknown fields are kept. */
export interface Attachment {
  [key: string]: unknown;
  id: number;
  name: string;
  path_id: string;
  size: number;
  /** UNIX seconds. */
  create_time: number;
  /** Messages (by any user) that reference the file. */
  message_ids: number[];
  /** The same messages, in the same order, with their send times. */
  messages: AttachmentMessage[];
}

/**
 * Above this a timestamp is in milliseconds: 10^11 s is the year 5138, 10^11 ms is March 1973,
 * before any Zulip server existed.
 */
const MILLISECONDS_FROM = 1e11;

/** A UNIX timestamp in seconds, from either unit. */
export function toUnixSeconds(value: number): number {
  return value >= MILLISECONDS_FROM ? Math.floor(value / 1000) : value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function readMessages(raw: Record<string, unknown>): AttachmentMessage[] | undefined {
  const { messages, message_ids: ids } = raw;
  if (Array.isArray(messages)) {
    const out: AttachmentMessage[] = [];
    for (const item of messages) {
      if (!isRecord(item) || !isNumber(item.id)) return undefined;
      out.push({ id: item.id, date_sent: isNumber(item.date_sent) ? toUnixSeconds(item.date_sent) : null });
    }
    return out;
  }
  if (Array.isArray(ids) && ids.every(isNumber)) return ids.map((id) => ({ id, date_sent: null }));
  return undefined;
}

/** Why `readAttachment` refuses an input, for parse errors. */
export const ATTACHMENT_EXPECTED =
  'expected an attachment: numeric id, size and create_time, string name and path_id, and messages or message_ids';

/** The normalised attachment, or undefined when a field it needs is missing or of the wrong type. */
export function readAttachment(raw: unknown): Attachment | undefined {
  if (!isRecord(raw)) return undefined;
  const { id, name, path_id: pathId, size, create_time: createTime } = raw;
  if (!isNumber(id) || typeof name !== 'string' || typeof pathId !== 'string') return undefined;
  if (!isNumber(size) || !isNumber(createTime)) return undefined;
  const messages = readMessages(raw);
  if (messages === undefined) return undefined;
  return {
    ...raw,
    id,
    name,
    path_id: pathId,
    size,
    create_time: toUnixSeconds(createTime),
    message_ids: messages.map((m) => m.id),
    messages,
  };
}
