// Control API calls that put content in place before a client loads it (e2e and the bench):
//   POST /__control/seed-file        {owner_id, filename, type?, base64?, width?, height?} → {url}
//     an upload owned by `owner_id`; without `base64`, a generated PNG of width×height.
//   POST /__control/rendered-message {sender_id, stream_id, topic, content, rendered_content} → {id}
//     a channel message with the HTML given, as a real server would have rendered it.
//   POST /__control/seed-images      {sender_id, stream_id, topic, messages, images_per_message,
//                                     width?, height?} → {ids}
//     a topic of messages each showing that many inline images, in real Zulip's HTML, each message's
//     text starting with `label` and its number.
// Messages are stored without events: they are history, for views opened afterwards.
import { z } from 'zod';
import { escapeHtml } from '../realm/markdown';
import { storeMessage } from '../realm/messages';
import type { Realm } from '../realm/realm';
import { storeUpload } from '../uploads/attachments';
import { makePng } from './png';

const id = z.number().int().positive();
const size = z.number().int().min(1).max(2000);
const fileSchema = z.object({
  owner_id: id,
  filename: z.string().min(1).max(200),
  type: z.string().max(100).default('image/png'),
  base64: z.string().optional(),
  width: size.default(64),
  height: size.default(48),
});
const messageSchema = z.object({
  sender_id: id,
  stream_id: id,
  topic: z.string().max(60),
  content: z.string().min(1),
  rendered_content: z.string().min(1),
});
const imagesSchema = z.object({
  sender_id: id,
  stream_id: id,
  topic: z.string().max(60),
  messages: z.number().int().min(1).max(2000),
  images_per_message: z.number().int().min(1).max(20),
  width: size.default(320),
  height: size.default(200),
  /** Each message's text starts with this and its number (the bench finds them by it). */
  label: z.string().max(40).default('Images'),
});

/** The answer for a seeding action, or undefined when `action` is not one of these. */
export function seedContent(
  realm: Realm,
  action: string,
  body: unknown,
): Record<string, unknown> | undefined {
  switch (action) {
    case 'POST /seed-file':
      return { url: seedFile(realm, fileSchema.parse(body)) };
    case 'POST /rendered-message':
      return { id: seedMessage(realm, messageSchema.parse(body)) };
    case 'POST /seed-images':
      return { ids: seedImages(realm, imagesSchema.parse(body)) };
    default:
      return undefined;
  }
}

function seedFile(realm: Realm, file: z.infer<typeof fileSchema>, seed = 0): string {
  if (!realm.user(file.owner_id)) throw new Error(`Unknown user ${file.owner_id}`);
  const bytes =
    file.base64 === undefined ? makePng(file.width, file.height, seed) : Buffer.from(file.base64, 'base64');
  return `/user_uploads/${storeUpload(realm, file.owner_id, { filename: file.filename, type: file.type, bytes }).path_id}`;
}

function seedMessage(realm: Realm, input: z.infer<typeof messageSchema>): number {
  const sender = realm.user(input.sender_id);
  if (!sender || !realm.channel(input.stream_id)) throw new Error('Unknown sender or channel');
  return storeMessage(realm, { ...input, sender, type: 'stream' }).id;
}

function seedImages(realm: Realm, input: z.infer<typeof imagesSchema>): number[] {
  const ids: number[] = [];
  for (let m = 0; m < input.messages; m++) {
    const files = Array.from({ length: input.images_per_message }, (_, i) => {
      const name = `image-${m + 1}-${i + 1}.png`;
      const file = { ...input, owner_id: input.sender_id, filename: name, type: 'image/png' };
      return { name, url: escapeHtml(seedFile(realm, file, m * 31 + i)) };
    });
    // The shape Zulip's Markdown gives uploaded images: the links, then a preview of each.
    const links = files.map((f) => `<a href="${f.url}">${f.name}</a>`).join('<br>\n');
    const caption = `${escapeHtml(input.label)}${m}`;
    const previews = files.map(
      (f) =>
        `<div class="message_inline_image"><a href="${f.url}" title="${f.name}"><img src="${f.url}"></a></div>`,
    );
    const content = [`${input.label}${m}`, ...files.map((f) => `[${f.name}](${f.url})`)].join('\n');
    ids.push(
      seedMessage(realm, {
        ...input,
        content,
        rendered_content: `<p>${caption}<br>\n${links}</p>\n${previews.join('')}`,
      }),
    );
  }
  return ids;
}
