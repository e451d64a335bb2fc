// What the demo organization is made of: its folders, channels and the topics people talk about.
// People are named by their index in CAST (0 owner, 1 admin, 2 moderator, 3 member "me",
// 4 second member, 5 guest, 6.. colleagues).
import type { TopicKind, TopicSpec } from './text';

export const FOLDERS = [
  { name: 'Company', description: 'Organization-wide channels everyone should follow.' },
  { name: 'Product & Engineering', description: 'Where we **build** and **ship** the product.' },
  { name: 'Community', description: 'Talking with users and friends of the project.' },
];

const STAFF = [0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13];
const EVERYONE = [...STAFF, 5];

export interface DemoTopic extends TopicSpec {
  /** Place the conversation within the last day, so it is still unread for "me". */
  recent?: boolean;
  /** Lines appended after the generated conversation: [cast index, text]. */
  tail?: [number, string][];
}

export interface DemoChannel {
  name: string;
  description: string;
  folder: number | null;
  members: number[];
  /** Who may post (announcement channels); default: every member. */
  posters?: number[];
  invite_only?: boolean;
  web_public?: boolean;
  archived?: boolean;
  is_default?: boolean;
  /** Conversations fall between these many days ago; default: the whole timeline. */
  window?: [number, number];
  topics: DemoTopic[];
}

const wiki = (page: string) => `https://wiki.threadline.test/${page}`;
const topic = (
  kind: TopicKind,
  name: string,
  subject: string,
  code: string,
  page: string,
  extra: Partial<DemoTopic> = {},
): DemoTopic => ({
  name,
  kind,
  subject,
  code,
  link: wiki(page),
  ...extra,
});

export const CHANNELS: DemoChannel[] = [
  {
    name: 'general',
    description: 'Everything that concerns **everyone** at Threadline.',
    folder: 0,
    members: STAFF,
    is_default: true,
    topics: [
      topic('work', 'welcome', 'onboarding for new folks', 'onboarding-checklist.md', 'onboarding'),
      topic('work', 'office move', 'the move to the new office', 'floor-plan-v3.pdf', 'office'),
      topic('work', 'holiday schedule', 'the holiday schedule', 'holidays.ics', 'holidays'),
      topic('work', 'all-hands Q4', 'the Q4 all-hands agenda', 'agenda.md', 'all-hands'),
    ],
  },
  {
    name: 'announcements',
    description: 'Official news. Only administrators can post here; discuss in #**general**.',
    folder: 0,
    members: EVERYONE,
    posters: [0, 1],
    is_default: true,
    topics: [
      topic('work', 'product launch 3.0', 'the 3.0 launch', 'v3.0.0', 'launch-3-0'),
      topic('work', 'new benefits', 'the new learning budget', 'benefits-2027.pdf', 'benefits'),
    ],
  },
  {
    name: 'random',
    description: 'Off-topic chatter, pets and lunch plans. Be kind.',
    folder: 0,
    members: EVERYONE,
    topics: [
      topic('social', 'lunch spots', 'lunch on Thursday', 'ramen', 'lunch'),
      topic('social', 'weekend plans', 'the hiking trip', 'the lake trail', 'hiking'),
      topic('social', 'book club', 'this month’s book', 'the sci-fi pick', 'book-club'),
      topic('social', 'pets of threadline', 'the pet photo contest', 'cats > dogs', 'pets'),
    ],
  },
  {
    name: 'engineering',
    description: 'Code, infrastructure and releases. See the [handbook](https://wiki.threadline.test/eng).',
    folder: 1,
    members: [0, 1, 2, 3, 4, 7, 9, 10, 12],
    topics: [
      topic('tech', 'CI flakiness', 'the flaky integration tests', 'npm run test:integration', 'ci'),
      topic('tech', 'database migration', 'the Postgres 17 migration', 'migrate --dry-run', 'db-migration'),
      topic(
        'tech',
        'code review guidelines',
        'our code review guidelines',
        'git log --oneline',
        'code-review',
      ),
      topic('tech', 'release 3.1', 'the 3.1 release', 'npm run release -- --tag 3.1.0', 'release-3-1', {
        recent: true,
        tail: [[1, '@**Sofia Hernández** could you sign off on the release notes before 5pm?']],
      }),
    ],
  },
  {
    name: 'design',
    description: 'Design reviews, icons and the design system. Guests welcome.',
    folder: 1,
    members: [0, 2, 3, 4, 5, 6, 8, 11, 13],
    topics: [
      topic('work', 'new icon set', 'the new icon set', 'icons/sprite.svg', 'icons'),
      topic('work', 'dark mode colors', 'the dark mode palette', 'palette-v4.fig', 'dark-mode', {
        recent: true,
      }),
      topic(
        'work',
        'design review Thursday',
        'Thursday’s design review',
        'onboarding-flow.fig',
        'design-review',
      ),
    ],
  },
  {
    name: 'support',
    description: 'Customer escalations and the weekly ticket review.',
    folder: 1,
    members: [1, 2, 4, 6, 9, 11],
    topics: [
      topic('work', 'escalation process', 'the escalation process', 'escalation-runbook.md', 'escalations'),
      topic('work', 'top tickets this week', 'this week’s top tickets', 'tickets-week-44.csv', 'tickets'),
    ],
  },
  {
    name: 'leadership',
    description: 'Private: planning and budgets.',
    folder: null,
    members: [0, 1, 2, 3],
    invite_only: true,
    topics: [
      topic('work', 'hiring plan', 'the 2027 hiring plan', 'headcount.xlsx', 'hiring'),
      topic('work', 'budget 2027', 'the 2027 budget', 'budget-v2.xlsx', 'budget'),
    ],
  },
  {
    name: 'community',
    description: 'Public and **web-public**: anyone can read along, even without an account.',
    folder: 2,
    members: EVERYONE,
    web_public: true,
    topics: [
      topic('social', 'introductions', 'introductions', 'the coffee chats', 'community'),
      topic('work', 'feature requests', 'the feature request board', 'feature-board.md', 'feature-requests'),
      topic('social', 'meetup in Lisbon', 'the Lisbon meetup', 'the pastel de nata tour', 'meetup'),
    ],
  },
  {
    name: 'old-website',
    description: 'Archived: the 2025 website relaunch.',
    folder: 2,
    members: [0, 1, 3, 6, 11],
    archived: true,
    window: [170, 130],
    topics: [
      topic('tech', 'launch checklist', 'the website launch checklist', 'hugo build', 'website'),
      topic('tech', 'migration to new site', 'moving the blog posts', 'redirects.conf', 'redirects'),
    ],
  },
];
