import { describe, expect, it } from 'vitest';
import type { User } from '../../../../shared/objects';
import {
  initials,
  localTime,
  foldText,
  roleKey,
  roleLabel,
  roleName,
  visibleEmail,
} from '../../../../renderer/src/features/people/people-model';
import { unicodeEmoji } from '../../../../renderer/src/features/people/status-emoji';
import { sampleUser } from '../../../shared/objects/samples';
import { testIntl } from '../../../support/intl';

const user = (overrides: Partial<User>): User => ({ ...sampleUser, ...overrides });

describe('roles', () => {
  it('labels owners, administrators, moderators and guests; members get no badge', () => {
    const en = testIntl('en');
    const label = (role: number) => {
      const message = roleLabel(role);
      return message === null ? null : en.formatMessage(message);
    };
    expect([100, 200, 300, 400, 600].map(label)).toEqual([
      'Owner',
      'Administrator',
      'Moderator',
      null,
      'Guest',
    ]);
    expect(en.formatMessage(roleName(400))).toBe('Member');
    // The badge's class names the role in English whatever the language.
    expect([100, 200, 300, 400, 600].map(roleKey)).toEqual([
      'owner',
      'administrator',
      'moderator',
      'member',
      'guest',
    ]);
    expect(testIntl('de').formatMessage(roleName(200))).toBe('Administrator');
    expect(testIntl('es').formatMessage(roleName(400))).toBe('Miembro');
  });
});

describe('visibleEmail and search', () => {
  it('prefers the real address and hides placeholder API addresses', () => {
    expect(visibleEmail(user({ delivery_email: 'ada@real.org', email: 'user10@x.org' }))).toBe(
      'ada@real.org',
    );
    expect(visibleEmail(user({ delivery_email: null, email: 'user10@x.org' }))).toBeNull();
    expect(visibleEmail(user({ delivery_email: null, email: 'ada@x.org' }))).toBe('ada@x.org');
  });

  it('folds case and accents, ASCII or not', () => {
    expect(foldText('Tomás ÅSE')).toBe('tomas ase');
    expect(foldText('Plain Ada')).toBe('plain ada');
  });
});

describe('initials', () => {
  it('takes the first and last initials', () => {
    expect(initials('Ada King Lovelace')).toBe('AL');
    expect(initials('cher')).toBe('C');
    expect(initials('   ')).toBe('?');
  });
});

describe('localTime', () => {
  const noonUtc = new Date('2024-06-01T12:00:00Z');

  it('formats the time in the zone, and gives up on unknown zones', () => {
    const en = testIntl('en');
    expect(localTime(en, 'Asia/Tokyo', noonUtc, false)).toBe('9:00 PM');
    expect(localTime(en, 'Not/AZone', noonUtc, false)).toBeNull();
    expect(localTime(en, '', noonUtc, false)).toBeNull();
  });

  it('follows twenty_four_hour_time and the window’s language, not the machine’s', () => {
    expect(localTime(testIntl('en'), 'Asia/Tokyo', noonUtc, true)).toBe('21:00');
    expect(localTime(testIntl('de'), 'America/New_York', noonUtc, true)).toBe('08:00');
    expect(localTime(testIntl('es'), 'Asia/Tokyo', noonUtc, true)).toBe('21:00');
    expect(localTime(testIntl('de'), 'Not/AZone', noonUtc, true)).toBeNull();
  });
});

describe('unicodeEmoji', () => {
  it('builds the character from code points, not for custom emoji', () => {
    expect(unicodeEmoji('1f4c6', 'unicode_emoji')).toBe('📆');
    expect(unicodeEmoji('1f468-200d-1f4bb', undefined)).toBe('👨‍💻');
    expect(unicodeEmoji('123', 'realm_emoji')).toBeNull();
    expect(unicodeEmoji('zz', 'unicode_emoji')).toBeNull();
    expect(unicodeEmoji('', 'unicode_emoji')).toBeNull();
  });
});
