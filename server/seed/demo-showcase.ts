// A conversation in #design that uses every Markdown construct the client draws, so the demo shows
// them all: emphasis, lists, links, mentions (person, silent, group, topic wildcard), channel and
// topic links, Unicode and custom emoji, a code block, a table, a quote, a spoiler, /me, a global
// time and an uploaded image with its preview. Planned like the other conversations, a few days
// back (read), after the custom emoji, the upload and the group it names exist.
import { makePng } from '../control/png';
import { addRealmEmoji } from '../realm/realm-emoji';
import type { Realm } from '../realm/realm';
import type { ChannelRecord, UserRecord } from '../realm/types';
import { REALM_ID } from '../uploads/attachments';
import { HOUR, MINUTE, type PlannedMessage } from './demo-messages';
import { DAY } from './timeline';

const TOPIC = 'formatting tips';

/** The whiteboard photo, at a fixed path so the demo stays the same from run to run. */
function addWhiteboard(realm: Realm, owner: UserRecord, at: number): string {
  const path_id = `${REALM_ID}/5e/demo-whiteboard/whiteboard.png`;
  realm.uploads.set(path_id, {
    id: realm.nextId('attachment'),
    path_id,
    name: 'whiteboard.png',
    owner_id: owner.user_id,
    content_type: 'image/png',
    bytes: makePng(480, 320, 7),
    create_time: at,
    messages: [],
  });
  return `/user_uploads/${path_id}`;
}

/** people: the demo cast by index (2 Mei, 3 Sofia "me", 6 Fatima, 8 Ingrid, 11 Isabela, 13 Aiko). */
export function planShowcase(
  realm: Realm,
  people: UserRecord[],
  design: ChannelRecord,
  now: number,
): PlannedMessage[] {
  const person = (i: number) => people[i] as UserRecord;
  const start = Math.floor(now / DAY) * DAY - 3 * DAY + 10 * HOUR;
  addRealmEmoji(realm, 'pixel_perfect', person(0).user_id);
  const whiteboard = addWhiteboard(realm, person(13), start);
  const review = new Date((Math.floor(now / DAY) + 2) * DAY * 1000 + 15 * HOUR * 1000).toISOString();
  const lines: [number, string][] = [
    [
      2,
      'Quick tour of what our messages can do, for the new folks:\n\n' +
        '* *emphasis*, **bold** and ~~strikethrough~~\n' +
        '* `inline code` and [links](https://wiki.threadline.test/design-system), bare ones too: https://wiki.threadline.test/icons\n\n' +
        '1. Write\n2. Preview\n3. Send',
    ],
    [
      6,
      `@**${person(3).full_name}** @*design-team* the icon review moved to #**design>design review Thursday**; ` +
        `background in #**engineering** and in @_**${person(2).full_name}**'s notes :tada: :pixel_perfect:`,
    ],
    [
      8,
      'The contrast check we use:\n```ts\nexport function contrast(a: number, b: number): number {\n' +
        '  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);\n}\n```\n\n' +
        '| Token | Light | Dark |\n| --- | --- | --- |\n| text | `#1c1f24` | `#e7e8eb` |\n| accent | `#2f6fde` | `#6e9cf0` |',
    ],
    [
      11,
      '```quote\nGood design is as little design as possible.\n```\n\n```spoiler Who said it?\nDieter Rams :smile:\n```',
    ],
    [13, `/me pinned the whiteboard from today's session: [whiteboard.png](${whiteboard})`],
    [2, `Next review: <time:${review.replace('.000Z', 'Z')}> — @**topic** bring your sketches!`],
  ];
  return lines.map(([index, content], i) => ({
    at: start + i * 7 * MINUTE,
    sender: person(index),
    stream_id: design.stream_id,
    topic: TOPIC,
    content,
    client: 'website',
  }));
}
