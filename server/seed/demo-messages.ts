// Plans the demo's conversations: who says what, where and when. Messages are planned first and
// stored afterwards in time order, so message ids grow with timestamps as on a real server.
import type { ChannelRecord, UserRecord } from '../realm/types';
import type { DemoChannel, DemoTopic } from './demo-data';
import type { Rng } from './prng';
import { ANNOUNCEMENTS, conversationTemplates, fillTemplate, STANDUP_PROMPT, STANDUP_REPLIES } from './text';
import { DAY, momentBetween, timeAt } from './timeline';

export interface PlannedMessage {
  at: number;
  sender: UserRecord;
  stream_id?: number;
  topic?: string;
  /** Direct messages: the recipients. */
  to?: number[];
  content: string;
  client: string;
}

export const MINUTE = 60;
export const HOUR = 3600;
const STANDUP_DAYS_AGO = [12, 11, 10, 9, 6, 5, 4, 3, 2];
export const CLIENTS = ['website', 'ZulipElectron', 'ZulipMobile', 'Threadline'];

function conversation(
  rng: Rng,
  posters: UserRecord[],
  topic: DemoTopic,
  streamId: number,
  start: number,
  length: number,
): PlannedMessage[] {
  const participants = rng.sample(posters, rng.between(2, 5));
  const lines = conversationTemplates(rng, topic.kind, length);
  let at = start;
  let previous: UserRecord | undefined;
  return lines.map((template, i) => {
    const others = participants.filter((p) => p !== previous);
    const sender = i === 0 || others.length === 0 ? (participants[0] as UserRecord) : rng.pick(others);
    const audience = participants.filter((p) => p !== sender);
    const mention = (audience.length > 0 ? rng.pick(audience) : sender).full_name;
    if (i > 0) at += rng.between(1, 25) * MINUTE;
    previous = sender;
    const content = fillTemplate(template, { topic, mention });
    return { at, sender, stream_id: streamId, topic: topic.name, content, client: rng.pick(CLIENTS) };
  });
}

function startOf(rng: Rng, spec: DemoChannel, topic: DemoTopic, now: number): number {
  // Recent conversations end a few hours before "now", so they are the member's unread ones.
  if (topic.recent) return now - rng.between(8 * 60, 20 * 60) * MINUTE;
  if (spec.window) return momentBetween(rng, now, spec.window[0], spec.window[1]);
  // Everything else starts over two days back, so the unread set is exactly the recent talk.
  return timeAt(rng.next() * 0.95, now);
}

export function planChannel(
  rng: Rng,
  spec: DemoChannel,
  channel: ChannelRecord,
  people: UserRecord[],
  now: number,
): PlannedMessage[] {
  const byIndex = (i: number) => people[i] as UserRecord;
  const posters = (spec.posters ?? spec.members).map(byIndex);
  const everyone = spec.members.map(byIndex);
  const out: PlannedMessage[] = [];
  for (const topic of spec.topics) {
    const planned: PlannedMessage[] = [];
    if (spec.posters) {
      // Announcements: one or two posts from the posters, no discussion.
      const count = rng.between(1, 2);
      let at = startOf(rng, spec, topic, now);
      for (let i = 0; i < count; i++, at += rng.between(2, 6) * DAY) {
        const mention = rng.pick(everyone).full_name;
        const content = fillTemplate(ANNOUNCEMENTS[i] as string, { topic, mention });
        planned.push({
          at,
          sender: rng.pick(posters),
          stream_id: channel.stream_id,
          topic: topic.name,
          content,
          client: 'website',
        });
      }
    } else {
      const rounds = topic.recent || spec.window ? 1 : rng.chance(0.4) ? 2 : 1;
      for (let round = 0; round < rounds; round++) {
        const length = round === 0 ? rng.between(6, 12) : rng.between(3, 6);
        planned.push(
          ...conversation(rng, posters, topic, channel.stream_id, startOf(rng, spec, topic, now), length),
        );
      }
    }
    let last = Math.max(...planned.map((m) => m.at));
    for (const [castIndex, content] of topic.tail ?? []) {
      last += rng.between(2, 20) * MINUTE;
      planned.push({
        at: last,
        sender: byIndex(castIndex),
        stream_id: channel.stream_id,
        topic: topic.name,
        content,
        client: 'website',
      });
    }
    out.push(...planned);
  }
  return out;
}

/** The standup bot's weekday prompts in #engineering, with a reply or two each. */
export function planStandups(
  rng: Rng,
  bot: UserRecord,
  channel: ChannelRecord,
  people: UserRecord[],
  now: number,
): PlannedMessage[] {
  const out: PlannedMessage[] = [];
  const today = Math.floor(now / DAY) * DAY;
  // Fixed offsets (the weekdays before the default "now", a Sunday) rather than the calendar, so
  // the message ids of the demo do not depend on which day `now` falls on.
  for (const daysAgo of STANDUP_DAYS_AGO) {
    const day = today - daysAgo * DAY;
    const at = day + 9 * HOUR;
    out.push({
      at,
      sender: bot,
      stream_id: channel.stream_id,
      topic: 'daily standup',
      content: STANDUP_PROMPT,
      client: 'API',
    });
    const repliers = rng.sample(people, rng.between(1, 2));
    repliers.forEach((person, i) => {
      const content = rng.pick(STANDUP_REPLIES);
      const reply = {
        at: at + (i + 1) * rng.between(3, 15) * MINUTE,
        sender: person,
        content,
        client: rng.pick(CLIENTS),
      };
      out.push({ ...reply, stream_id: channel.stream_id, topic: 'daily standup' });
    });
  }
  return out;
}
