// A file the user uploaded, as events and responses carry it. Both wire shapes (real Zulip's
// `messages` list, the spec's `message_ids`) and both time units parse to one normalised Attachment.
import { z } from 'zod';
import { ATTACHMENT_EXPECTED, readAttachment, type Attachment } from './attachment-read';

export { readAttachment, toUnixSeconds, type Attachment, type AttachmentMessage } from './attachment-read';

export const attachment = z.looseObject({ id: z.number() }).transform((raw, ctx): Attachment => {
  const parsed = readAttachment(raw);
  if (parsed !== undefined) return parsed;
  ctx.issues.push({ code: 'custom', message: ATTACHMENT_EXPECTED, input: raw });
  return z.NEVER;
});

/** attachment/remove carries only the ID. */
export const removedAttachment = z.looseObject({ id: z.number() });
