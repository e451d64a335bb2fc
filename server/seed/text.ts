// Message text for seeds: short conversation lines with slots, filled from a topic's subject, a
// command, a link and a colleague's name. Combined deterministically, they read like real chat.
import type { Rng } from './prng';

/** The register of a conversation: which lines make sense in it. */
export type TopicKind = 'tech' | 'work' | 'social';

/** What a conversation is about; every slot of the templates comes from here or the cast. */
export interface TopicSpec {
  name: string;
  kind: TopicKind;
  subject: string;
  /** A command (tech), a file (work) or a favourite (social). */
  code: string;
  link: string;
}

const WORK_OPENERS = [
  'Has anyone had a chance to look at {subject}? I would like to wrap it up this week.',
  '**Heads up:** {subject} is changing. Details below, questions welcome.',
  'I started a doc for {subject}: [notes]({link})',
  'Quick question about {subject}: who owns it these days?',
  'Kicking off a thread for {subject}. @**{mention}**, can you share where things stand?',
  'Morning all! Where are we with {subject}?',
];

const TECH_OPENERS = ['Proposal: we timebox {subject} to two days and see how far we get.'];

const SOCIAL_OPENERS = [
  'Who is up for {subject}? 🙋',
  'Okay, important question about {subject}.',
  'Photos from {subject} are in [the album]({link})!',
  '@**{mention}**, you promised us a report on {subject} 😄',
];

const WORK_REPLIES = [
  'I can take a look this afternoon.',
  'Looks good to me 👍',
  '@**{mention}** might know more, they worked on this last quarter.',
  'Left a few comments in [the doc]({link}).',
  'Agreed. Let us keep the scope small.',
  'Not sure about the timeline. Can we revisit on Thursday?',
  '+1, that matches what I heard yesterday.',
  '**Update:** {subject} is done on my side.',
  'Do we have numbers for this? I would love to see a before and after.',
  'I will write it up in the wiki so we do not lose it.',
  'Good call. I had the same worry about {subject}.',
  'Here is the thread I mentioned: {link}',
  'Nice, that is a lot simpler than what we had before.',
  'The latest version is `{code}`, please use that one.',
];

const TECH_REPLIES = [
  'Ran `{code}` locally and it passed on the first try.',
  'One concern: `{code}` gets slow on big inputs. We should measure before we decide.',
  'Pairing with @**{mention}** on this tomorrow morning.',
  'Small thing: the README still says to run `{code}` first.',
  'Can we get this into the next release, or is that too tight?',
  'I tried it on the staging box, no surprises so far.',
  'Blocked on a review, if anyone has ten minutes.',
];

const SOCIAL_REPLIES = [
  'Count me in!',
  'Pics or it did not happen 📸',
  'I vote for {code}.',
  'Same as last time? That worked well.',
  'Haha, love it 😂',
  '@**{mention}** you have to come this time.',
  'Cannot make it this week, have fun!',
  'Adding it to my calendar 📅',
  'Strong opinion incoming: **{code}**, always.',
  'Thanks for organizing, this is great.',
];

const CLOSERS = [
  'Thanks everyone, closing this one out.',
  'Great, marking {subject} as done ✅',
  'Sounds like we have a plan. I will post a summary on Friday.',
  'Thanks @**{mention}**, that was quick!',
];

const CODE_BLOCK = 'For reference, this is what I ran:\n\n```\n{code}\n```';

/** Lines that read well out of context, for generated traffic (no mention slot). */
export const STANDALONE_LINES = [...WORK_OPENERS, ...TECH_OPENERS, ...WORK_REPLIES, ...TECH_REPLIES].filter(
  (line) => !line.includes('{mention}'),
);

/** For announcement channels: one poster, no back and forth. */
export const ANNOUNCEMENTS = [
  '**Announcing {subject}!** The details are in [the wiki]({link}); questions welcome in #**general**.',
  'Reminder: {subject} starts next week. Thanks to everyone who helped, especially @**{mention}**.',
  'A short update on {subject}: we are on track. Slides from today: {link}',
];

export interface LineSlots {
  topic: TopicSpec;
  /** Full name of someone else in the conversation, for @-mentions. */
  mention: string;
}

export function fillTemplate(template: string, slots: LineSlots): string {
  return template
    .replaceAll('{subject}', slots.topic.subject)
    .replaceAll('{code}', slots.topic.code)
    .replaceAll('{link}', slots.topic.link)
    .replaceAll('{mention}', slots.mention);
}

/** The lines of one conversation of `length` messages: an opener, replies, maybe a closer. */
export function conversationTemplates(rng: Rng, kind: TopicKind, length: number): string[] {
  const social = kind === 'social';
  const openers = social
    ? SOCIAL_OPENERS
    : kind === 'tech'
      ? [...WORK_OPENERS, ...TECH_OPENERS]
      : WORK_OPENERS;
  const replies = social
    ? SOCIAL_REPLIES
    : kind === 'tech'
      ? [...WORK_REPLIES, ...TECH_REPLIES]
      : WORK_REPLIES;
  const lines = [rng.pick(openers), ...rng.sample(replies, Math.max(0, length - 2))];
  if (length > 1) {
    // The last line wraps up, or is one more reply that was not said yet.
    const fresh = replies.filter((line) => !lines.includes(line));
    let last: string | undefined;
    if (kind === 'tech' && rng.chance(0.2)) last = CODE_BLOCK;
    else if (!social && rng.chance(0.6)) last = rng.pick(CLOSERS);
    else if (fresh.length > 0) last = rng.pick(fresh);
    if (last) lines.push(last);
  }
  return lines.slice(0, length);
}

/** Short standalone lines for direct messages. */
export const DM_LINES = [
  'Hey! Do you have a minute to chat about the roadmap?',
  'Sure, give me five minutes.',
  'Thanks for the review yesterday, really helpful.',
  'Are you joining the planning call at 3?',
  'Yes, I will be a couple of minutes late.',
  'Can you send me the link to the slides?',
  'Here you go: https://docs.threadline.test/slides/q4-planning',
  'Lunch on Thursday? The new ramen place opened.',
  'I am in! 🍜',
  'Quick heads up: I moved our 1:1 to Wednesday.',
];

/** Unicode reactions with the code points a real server stores for them. */
export const REACTIONS = [
  { emoji_name: 'thumbs_up', emoji_code: '1f44d' },
  { emoji_name: 'heart', emoji_code: '2764' },
  { emoji_name: 'tada', emoji_code: '1f389' },
  { emoji_name: 'smile', emoji_code: '1f604' },
  { emoji_name: 'eyes', emoji_code: '1f440' },
  { emoji_name: 'rocket', emoji_code: '1f680' },
  { emoji_name: 'check', emoji_code: '2705' },
  { emoji_name: 'thinking', emoji_code: '1f914' },
  { emoji_name: 'laughing', emoji_code: '1f606' },
  { emoji_name: 'octopus', emoji_code: '1f419' },
] as const;

export const STANDUP_PROMPT =
  '**Daily standup:** reply with what you did yesterday, what is next and any blockers.';

export const STANDUP_REPLIES = [
  'Yesterday: code review. Today: the migration dry run. Blockers: none.',
  'Yesterday: fixed the login redirect. Today: tests for it. Blockers: waiting on a review.',
  'Out this afternoon, back tomorrow morning.',
  'Yesterday: on-call, quiet night. Today: the `retry` helper. Blockers: none 🎉',
];
