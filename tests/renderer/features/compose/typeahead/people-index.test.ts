import { describe, expect, it } from 'vitest';
import {
  buildPeopleIndex,
  searchPeopleIndex,
  type IndexedPerson,
} from '../../../../../renderer/src/features/compose/typeahead/people-index';
import { userMention } from '../../../../../renderer/src/features/compose/typeahead/mention-syntax';
import { nameCollator } from '../../../../../renderer/src/i18n/name-order';

const person = (user_id: number, full_name: string, email: string, is_bot = false): IndexedPerson => ({
  user_id,
  full_name,
  email,
  is_bot,
});
const people = [
  person(1, 'Zoe Adams', 'zoe@x.org'),
  person(2, 'Adam Bot', 'adam-bot@x.org', true),
  person(3, 'Adam Smith', 'as@x.org'),
  person(4, 'Bea Lovelace', 'adalove@x.org'),
  person(5, 'Adam Smith', 'smith2@x.org'),
  person(6, 'Cara Adamson', 'cara@x.org'),
];
const english = nameCollator('en');
const index = buildPeopleIndex(people, english);
const names = (found: IndexedPerson[]) => found.map((p) => p.user_id);

describe('people index', () => {
  it('ranks name start, then word start, then email, then anywhere; bots last within a rank', () => {
    // 3, 5 start with "adam"; bot 2 too but after them; 6 and 1 have a word starting "adam"; 4 by email.
    expect(names(searchPeopleIndex(index, 'adam', new Set(), 10))).toEqual([3, 5, 2, 6, 1]);
    expect(names(searchPeopleIndex(index, 'adal', new Set(), 10))).toEqual([4]);
    expect(names(searchPeopleIndex(index, 'ams', new Set(), 10))).toEqual([6, 1]);
  });

  it('puts preferred people (recent partners) first within a rank, and caps the list', () => {
    expect(names(searchPeopleIndex(index, 'adam', new Set([5]), 10)).slice(0, 2)).toEqual([5, 3]);
    expect(searchPeopleIndex(index, '', new Set(), 2)).toHaveLength(2);
    expect(names(searchPeopleIndex(index, 'adam', new Set(), 10, 3))).not.toContain(3);
  });

  it('gives duplicate and wildcard-like names an id in the mention', () => {
    expect(userMention('Adam Smith', 3, false, index.duplicateNames)).toBe('@**Adam Smith|3**');
    expect(userMention('Zoe Adams', 1, true, index.duplicateNames)).toBe('@_**Zoe Adams**');
    expect(userMention('All', 9, false, index.duplicateNames)).toBe('@**All|9**');
  });

  it('stays a linear scan on 10,000 people', () => {
    const many = buildPeopleIndex(
      Array.from({ length: 10_000 }, (_, i) => person(i + 10, `Person ${i} Name`, `p${i}@x.org`)),
      english,
    );
    const started = performance.now();
    for (let i = 0; i < 20; i += 1) searchPeopleIndex(many, `person ${i}`, new Set(), 8);
    expect((performance.now() - started) / 20).toBeLessThan(50);
    expect(searchPeopleIndex(many, 'person 99', new Set(), 8)[0]?.full_name).toBe('Person 99 Name');
  });

  it("fills each rank in the window language's name order", () => {
    const nordic = [
      person(1, 'Zelda Berg', 'z@x.org'),
      person(2, 'Örjan Lind', 'o1@x.org'),
      person(3, 'Olaf Ek', 'o2@x.org'),
    ];
    const inOrder = (locale: string) =>
      names(searchPeopleIndex(buildPeopleIndex(nordic, nameCollator(locale)), '', new Set(), 10));
    expect(inOrder('sv')).toEqual([3, 1, 2]);
    expect(inOrder('de')).toEqual([3, 2, 1]);
    // Accents are not letters of their own in English either: "Émile" sorts with "E", not after "Z".
    const french = [person(1, 'Zed', 'z@x.org'), person(2, 'Émile', 'e@x.org'), person(3, 'Eve', 'v@x.org')];
    expect(names(searchPeopleIndex(buildPeopleIndex(french, english), '', new Set(), 10))).toEqual([2, 3, 1]);
  });
});
