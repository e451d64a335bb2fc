// The words of the message list that are not messages of people: the day separators, the names the
// store cannot give, and the unread counts, in each shipped language.
import { describe, expect, it } from 'vitest';
import { formatDay } from '../../../../renderer/src/features/messages/list-headers';
import { conversationName, userName } from '../../../../renderer/src/features/messages/names';
import { badgeNumber, unreadText } from '../../../../renderer/src/features/messages/unread-badge';
import { initialUsers } from '../../../../renderer/src/state/users';
import { testIntl } from '../../../support/intl';

const en = testIntl();
const german = testIntl('de');
const spanish = testIntl('es');

const NOW = new Date(2026, 10, 24, 15, 0).getTime();
const seconds = (date: Date) => date.getTime() / 1000;

describe('formatDay', () => {
  it('says Today and Yesterday, in the window’s language', () => {
    expect(formatDay(en, seconds(new Date(2026, 10, 24, 9)), NOW)).toBe('Today');
    expect(formatDay(en, seconds(new Date(2026, 10, 23, 9)), NOW)).toBe('Yesterday');
    expect(formatDay(german, seconds(new Date(2026, 10, 24, 9)), NOW)).toBe('Heute');
    expect(formatDay(spanish, seconds(new Date(2026, 10, 23, 9)), NOW)).toBe('Ayer');
  });

  it('gives other days as dates, with the year when it is not this one', () => {
    expect(formatDay(en, seconds(new Date(2026, 9, 5, 12)), NOW)).toBe('Mon, Oct 5');
    expect(formatDay(german, seconds(new Date(2026, 9, 5, 12)), NOW)).toBe('Mo., 5. Okt.');
    expect(formatDay(en, seconds(new Date(2025, 0, 2, 12)), NOW)).toBe('Jan 2, 2025');
  });
});

describe('names the store cannot give', () => {
  it('names an unknown person by id and your own conversation as notes to self', () => {
    expect(userName(en, initialUsers, 12)).toBe('User 12');
    expect(userName(german, initialUsers, 12)).toBe('Benutzer 12');
    expect(conversationName(spanish, initialUsers, [7], 7)).toBe('Notas personales');
    expect(conversationName(en, initialUsers, [8, 9], 7)).toBe('User 8, User 9');
  });
});

describe('unread counts', () => {
  it('say how many, with the plural of the language', () => {
    expect(unreadText(en, 1)).toBe('1 unread message');
    expect(unreadText(en, 1234)).toBe('1,234 unread messages');
    expect(unreadText(german, 1)).toBe('1 ungelesene Nachricht');
    expect(unreadText(spanish, 3)).toBe('3 mensajes no leídos');
  });

  it('cap the badge at 999+', () => {
    expect(badgeNumber(en, 12)).toBe('12');
    expect(badgeNumber(en, 1000)).toBe('999+');
  });
});
