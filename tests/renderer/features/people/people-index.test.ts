import { describe, expect, it } from 'vitest';
import type { User } from '../../../../shared/objects';
import { buildPeopleIndex, filterPeople } from '../../../../renderer/src/features/people/people-index';
import { nameCollator } from '../../../../renderer/src/i18n/name-order';
import { sampleUser } from '../../../shared/objects/samples';

const user = (overrides: Partial<User>): User => ({ ...sampleUser, ...overrides });
const names = (entries: readonly { user: User }[]) => entries.map((e) => e.user.full_name);
const english = nameCollator('en');

describe('buildPeopleIndex', () => {
  it('puts people before bots, alphabetically ignoring case and accents, ties by ID', () => {
    const index = buildPeopleIndex(
      [
        user({ user_id: 1, full_name: 'Zed Bot', is_bot: true }),
        user({ user_id: 2, full_name: 'bea' }),
        user({ user_id: 5, full_name: 'Ada' }),
        user({ user_id: 4, full_name: 'Émile' }),
        user({ user_id: 3, full_name: 'Ada' }),
      ],
      english,
    );
    expect(names(index)).toEqual(['Ada', 'Ada', 'bea', 'Émile', 'Zed Bot']);
    expect(index.slice(0, 2).map((e) => e.user.user_id)).toEqual([3, 5]);
  });

  it('sorts names as the window language does: Swedish puts Ö after Z, German with O', () => {
    const people = ['Zora', 'Örjan', 'Olle', 'Oma'].map((name, i) => user({ user_id: i, full_name: name }));
    expect(names(buildPeopleIndex(people, nameCollator('sv')))).toEqual(['Olle', 'Oma', 'Zora', 'Örjan']);
    expect(names(buildPeopleIndex(people, nameCollator('de')))).toEqual(['Olle', 'Oma', 'Örjan', 'Zora']);
  });

  it('sorts plain ASCII names by the collator in a language that reorders ASCII (Danish "aa")', () => {
    const people = ['Aage', 'Zelda', 'Anna'].map((name, i) => user({ user_id: i, full_name: name }));
    expect(names(buildPeopleIndex(people, nameCollator('da')))).toEqual(['Anna', 'Zelda', 'Aage']);
    expect(names(buildPeopleIndex(people, english))).toEqual(['Aage', 'Anna', 'Zelda']);
  });

  it.each(['en', 'de', 'es', 'en-XB'])(
    'orders plain ASCII names exactly as the %s collator does, mixed with names that need it',
    (locale) => {
      const collator = nameCollator(locale);
      const words = [
        'ana',
        'Ana',
        'anabel',
        'ana b',
        'Bot 12',
        'bot 9',
        'b',
        'Zoë',
        'Émile',
        "O'Brien",
        'o b',
        'ob',
        'x-ray',
        'Xavier',
        '1st',
        '',
      ];
      const people = words.flatMap((a, i) =>
        words.map((b, j) => user({ user_id: i * 100 + j, full_name: `${a} ${b}`.trim() })),
      );
      const expected = [...people].sort(
        (a, b) => collator.compare(a.full_name, b.full_name) || a.user_id - b.user_id,
      );
      expect(buildPeopleIndex(people, collator).map((e) => e.user.user_id)).toEqual(
        expected.map((u) => u.user_id),
      );
    },
  );

  it('keys each person by folded name and visible address, never a placeholder address', () => {
    const [tomas, hidden] = buildPeopleIndex(
      [
        user({ user_id: 1, full_name: 'Tomás Novak', email: 'TNovak@x.org', delivery_email: null }),
        user({ user_id: 2, full_name: 'Uma', email: 'user2@x.org', delivery_email: null }),
      ],
      english,
    );
    expect(tomas?.key).toBe('tomas novak\ntnovak@x.org');
    expect(hidden?.key).toBe('uma\n');
  });
});

describe('filterPeople', () => {
  const index = buildPeopleIndex(
    [
      user({ user_id: 1, full_name: 'Tomás Novak', email: 'tnovak@x.org', delivery_email: null }),
      user({ user_id: 2, full_name: 'Ada King', email: 'ada@x.org', delivery_email: null }),
      user({ user_id: 3, full_name: 'Novak Bot', email: 'bot@x.org', delivery_email: null, is_bot: true }),
    ],
    english,
  );

  it('matches name or address, ignoring case, accents and surrounding spaces, in list order', () => {
    expect(names(filterPeople(index, 'tomas'))).toEqual(['Tomás Novak']);
    expect(names(filterPeople(index, '  NOVAK '))).toEqual(['Tomás Novak', 'Novak Bot']);
    expect(names(filterPeople(index, 'ada@'))).toEqual(['Ada King']);
    expect(filterPeople(index, 'nobody')).toEqual([]);
  });

  it('returns the index itself for an empty query, and never matches across name and address', () => {
    expect(filterPeople(index, '   ')).toBe(index);
    expect(filterPeople(index, 'king ada')).toEqual([]);
  });
});
