// The demo's custom profile fields (one of each of the eight types) and people's answers to them.
import type { Realm } from '../realm/realm';
import { renderMarkdown } from '../realm/markdown';
import type { UserRecord } from '../realm/types';
import { emailLocalPart } from './names';
import type { Rng } from './prng';

const FOODS = ['Pizza', 'Sushi', 'Tacos', 'Biryani', 'Jollof rice', 'Pierogi'];

const FIELDS = [
  { type: 1, name: 'Phone number', hint: 'Work phone, with the country code', summary: false },
  { type: 2, name: 'Biography', hint: 'A few words about yourself', summary: false },
  { type: 3, name: 'Favorite food', hint: 'The important question', summary: false },
  { type: 4, name: 'Birthday', hint: '', summary: false },
  { type: 5, name: 'Favorite website', hint: 'Or your blog', summary: false },
  { type: 6, name: 'Mentor', hint: 'Who to ask when you are stuck', summary: false },
  { type: 7, name: 'GitHub', hint: 'Your GitHub username', summary: true },
  { type: 8, name: 'Pronouns', hint: 'What pronouns should people use to refer to you?', summary: true },
] as const;

const BIOS = [
  'Backend engineer. Fond of **Postgres**, sourdough and long walks.',
  'Designer who thinks in grids. Ask me about `color tokens`.',
  'I keep the lights on: infrastructure, on-call and the occasional pun.',
  'Support lead. If a customer is unhappy, I want to hear about it.',
  'Frontend and accessibility. Keyboard users are users too.',
  'Product manager, former teacher, forever learning.',
  'Data person. I turn questions into queries.',
];

const WEBSITES = [
  'https://developer.mozilla.org',
  'https://en.wikipedia.org/wiki/Special:Random',
  'https://news.ycombinator.com',
  'https://www.bbc.com/news',
  'https://github.com/explore',
];

/** By CAST index; the cast was written with these in mind. */
const PRONOUNS = [
  'she/her',
  'he/him',
  'she/her',
  'she/her',
  'he/him',
  'he/him',
  'she/her',
  'he/him',
  'she/her',
  'he/him',
  'they/them',
  'she/her',
  'he/him',
  'she/her',
];

export function addProfileFields(realm: Realm): Map<number, number> {
  const idsByType = new Map<number, number>();
  FIELDS.forEach((field, order) => {
    const id = realm.nextId('profile_field');
    let fieldData = '';
    if (field.type === 3) {
      const options = Object.fromEntries(
        FOODS.map((text, i) => [String(i + 1), { text, order: String(i + 1) }]),
      );
      fieldData = JSON.stringify(options);
    } else if (field.type === 7) fieldData = JSON.stringify({ subtype: 'github' });
    realm.profileFields.set(id, {
      id,
      type: field.type,
      order,
      name: field.name,
      hint: field.hint,
      field_data: fieldData,
      display_in_profile_summary: field.summary,
      required: false,
      editable_by_user: true,
    });
    idsByType.set(field.type, id);
  });
  return idsByType;
}

/** Fills in most fields for most people; `complete` people (the member) answer every one. */
export function fillProfile(
  rng: Rng,
  fieldIds: Map<number, number>,
  person: UserRecord,
  castIndex: number,
  mentorId: number,
  complete: boolean,
): void {
  const values: [number, string][] = [
    [1, `+1 555 01${String(10 + castIndex * 3).padStart(2, '0')}`],
    [2, BIOS[castIndex % BIOS.length] as string],
    [3, String(1 + rng.int(FOODS.length))],
    [4, `19${rng.between(70, 99)}-${pad(rng.between(1, 12))}-${pad(rng.between(1, 28))}`],
    [5, rng.pick(WEBSITES)],
    [6, JSON.stringify([mentorId])],
    [7, emailLocalPart(person.full_name).replace(/\./g, '-')],
    [8, PRONOUNS[castIndex] ?? 'they/them'],
  ];
  for (const [type, value] of values) {
    const id = fieldIds.get(type);
    if (id === undefined || (!complete && rng.chance(0.2))) continue;
    // Text fields carry their rendered form, as the real server sends them.
    const rendered = type === 1 || type === 2 ? { rendered_value: renderMarkdown(value) } : {};
    person.profile_data.set(id, { value, ...rendered });
  }
}

const pad = (n: number): string => String(n).padStart(2, '0');
