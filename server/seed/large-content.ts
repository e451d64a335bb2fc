// Words for the large realm: channel and topic names, and message bodies rendered once up front.
// A message is one to three pre-rendered sentences joined together, so 200,000 messages cost string
// concatenation rather than 200,000 Markdown renders.
import { escapeHtml, renderMarkdown } from '../realm/markdown';
import type { Rng } from './prng';
import { fillTemplate, STANDALONE_LINES, type TopicSpec } from './text';

const AREAS = `backend frontend mobile design infra data security sales marketing support finance legal people
research docs qa platform growth billing search payments ml devrel partners events community ops analytics
accessibility localization desktop api integrations onboarding release hiring product ux brand it`.split(
  /\s+/,
);

const FACETS = `team standup reviews alerts planning help announcements emea apac americas random builds
incidents roadmap feedback ideas metrics oncall interviews offsite tooling experiments bugs launches docs
social retro triage releases weekly`.split(/\s+/);

/** Channel `index` of the large realm; the same bijection trick as names keeps them unique. */
export function channelName(index: number): string {
  if (index === 0) return 'general';
  const i = index - 1;
  const area = AREAS[i % AREAS.length] as string;
  const round = Math.floor(i / AREAS.length);
  const facet = FACETS[(round + 11 * (i % AREAS.length)) % FACETS.length] as string;
  const cycle = Math.floor(i / (AREAS.length * FACETS.length));
  return cycle === 0 ? `${area}-${facet}` : `${area}-${facet}-${cycle + 1}`;
}

export function channelDescription(name: string, rng: Rng): string {
  const [area = name, facet = 'team'] = name.split('-');
  return rng.pick([
    `Everything about **${area}**: ${facet}, questions and news.`,
    `The ${area} ${facet} channel. Please keep threads on topic.`,
    `For ${area} folks. Docs: https://wiki.threadline.test/${area}`,
  ]);
}

const SUBJECTS =
  `deploy pipeline|login bug|Q3 roadmap|flaky tests|onboarding flow|search latency|billing export|
dark mode|API rate limits|release checklist|incident review|customer feedback|hiring loop|offsite agenda|
metrics dashboard|docs refresh|pricing page|mobile crash|database upgrade|accessibility audit|translation backlog|
security review|design tokens|cost report|retro notes|sprint planning|bug bash|beta program|SSO setup|
notifications|weekly sync|data retention|load testing|feature flags|support macros|partner launch`
    .split('|')
    .map((s) => s.trim());

const TOPIC_SUFFIXES = ['', ' follow-up', ' v2', ' (urgent)', ' questions', ' next steps'];

/** Which subject topic `t` of channel `channelIndex` is about; subjects rotate with the channel. */
export function topicSubject(channelIndex: number, t: number): number {
  return (channelIndex * 7 + t) % SUBJECTS.length;
}

/** Topic `t` of a channel; suffixes keep names distinct once the subjects run out. */
export function topicName(channelIndex: number, t: number): string {
  const subject = SUBJECTS[topicSubject(channelIndex, t)] as string;
  const suffix = TOPIC_SUFFIXES[Math.floor(t / SUBJECTS.length) % TOPIC_SUFFIXES.length] as string;
  const round = Math.floor(t / (SUBJECTS.length * TOPIC_SUFFIXES.length));
  return round === 0 ? `${subject}${suffix}` : `${subject}${suffix} ${round + 1}`;
}

export interface Sentence {
  content: string;
  /** Inner HTML of the paragraph the sentence renders to. */
  html: string;
}

const COMMANDS = [
  'make test',
  'npm run build',
  'git bisect',
  'kubectl get pods',
  'SELECT count(id)',
  'retry()',
];

/**
 * For each subject, `perSubject` sentences with every slot filled, rendered once. Mention slots
 * are left to the composer, which knows who is in the channel.
 */
export function sentencePool(rng: Rng, perSubject = 20): Sentence[][] {
  return SUBJECTS.map((subject) => {
    const slug = subject.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    // "Q3 roadmap" stays as is; "Deploy pipeline"-style names would read "the deploy pipeline".
    const phrase = /^[A-Z][a-z]/.test(subject) ? subject.toLowerCase() : subject;
    const sentences: Sentence[] = [];
    for (let i = 0; i < perSubject; i++) {
      const topic: TopicSpec = {
        name: subject,
        kind: 'tech',
        subject: `the ${phrase}`,
        code: rng.pick(COMMANDS),
        link: `https://wiki.threadline.test/${slug}`,
      };
      const content = fillTemplate(rng.pick(STANDALONE_LINES), { topic, mention: '' });
      sentences.push({ content, html: renderMarkdown(content).replace(/^<p>|<\/p>$/g, '') });
    }
    return sentences;
  });
}

export interface Body {
  content: string;
  rendered: string;
}

/** One to three sentences, optionally led by a mention of `mention`. */
export function composeBody(
  rng: Rng,
  pool: readonly Sentence[],
  mention?: { user_id: number; full_name: string },
): Body {
  const count = rng.chance(0.6) ? 1 : rng.chance(0.75) ? 2 : 3;
  let content = '';
  let html = '';
  if (mention) {
    content = `@**${mention.full_name}** `;
    html = `<span class="user-mention" data-user-id="${mention.user_id}">@${escapeHtml(mention.full_name)}</span> `;
  }
  for (let i = 0; i < count; i++) {
    const sentence = rng.pick(pool);
    const gap = i === 0 ? '' : ' ';
    content += gap + sentence.content;
    html += gap + sentence.html;
  }
  return { content, rendered: `<p>${html}</p>` };
}
