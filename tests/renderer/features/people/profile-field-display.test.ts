import { describe, expect, it } from 'vitest';
import type { CustomProfileField } from '../../../../shared/objects';
import {
  displayProfileField,
  externalAccountUrl,
  parseProfileDate,
  PROFILE_DATE_FORMAT,
} from '../../../../renderer/src/features/people/profile-field-display';
import { testIntl } from '../../../support/intl';

const field = (type: number, field_data = ''): CustomProfileField => ({
  id: 1,
  type,
  order: 0,
  name: 'Field',
  hint: '',
  field_data,
});

const foods = JSON.stringify({ '1': { text: 'Pizza', order: '1' }, '2': { text: 'Sushi', order: '2' } });

describe('displayProfileField', () => {
  it('text fields use the rendered HTML when present, else the plain value', () => {
    expect(displayProfileField(field(1), { value: '**hi**', rendered_value: '<p><b>hi</b></p>' })).toEqual({
      kind: 'html',
      html: '<p><b>hi</b></p>',
    });
    expect(displayProfileField(field(2), { value: 'plain' })).toEqual({ kind: 'text', text: 'plain' });
  });

  it('dropdowns show the choice name; unknown choices their value', () => {
    expect(displayProfileField(field(3, foods), { value: '2' })).toEqual({ kind: 'text', text: 'Sushi' });
    expect(displayProfileField(field(3, foods), { value: '9' })).toEqual({ kind: 'text', text: '9' });
    expect(displayProfileField(field(3, 'not json'), { value: '1' })).toEqual({ kind: 'text', text: '1' });
  });

  it('dates are formatted without shifting the day', () => {
    const shown = displayProfileField(field(4), { value: '1990-01-01' });
    expect(shown).toEqual({ kind: 'date', date: new Date('1990-01-01T00:00:00Z') });
    expect(parseProfileDate('someday')).toBeNull();
    expect(displayProfileField(field(4), { value: 'someday' })).toEqual({ kind: 'text', text: 'someday' });
    // Shown in the window's language; a reader west of UTC still sees the 1st, not the 31st.
    const day = parseProfileDate('1990-01-01') as Date;
    expect(testIntl('en', 'America/Los_Angeles').formatDate(day, PROFILE_DATE_FORMAT)).toBe(
      'January 1, 1990',
    );
    expect(testIntl('de', 'America/Los_Angeles').formatDate(day, PROFILE_DATE_FORMAT)).toBe('1. Januar 1990');
    expect(testIntl('es', 'America/Los_Angeles').formatDate(day, PROFILE_DATE_FORMAT)).toBe(
      '1 de enero de 1990',
    );
  });

  it('links become external links only for http(s)', () => {
    expect(displayProfileField(field(5), { value: 'https://example.org/a' })).toEqual({
      kind: 'link',
      url: 'https://example.org/a',
      text: 'https://example.org/a',
    });
    expect(displayProfileField(field(5), { value: 'javascript:alert(1)' })).toEqual({
      kind: 'text',
      text: 'javascript:alert(1)',
    });
  });

  it('user fields list the user IDs', () => {
    expect(displayProfileField(field(6), { value: '[3, 5]' })).toEqual({ kind: 'users', userIds: [3, 5] });
    expect(displayProfileField(field(6), { value: '[]' })).toBeNull();
  });

  it('external accounts link to the subtype profile URL', () => {
    const github = field(7, JSON.stringify({ subtype: 'github' }));
    expect(displayProfileField(github, { value: 'ada-l' })).toEqual({
      kind: 'link',
      url: 'https://github.com/ada-l',
      text: 'ada-l',
    });
    expect(externalAccountUrl(field(7, JSON.stringify({ subtype: 'twitter' })), 'ada')).toBe(
      'https://twitter.com/ada',
    );
    const custom = field(
      7,
      JSON.stringify({ subtype: 'custom', url_pattern: 'https://x.org/u/%(username)s' }),
    );
    expect(externalAccountUrl(custom, 'a b')).toBe('https://x.org/u/a%20b');
    expect(externalAccountUrl(field(7, JSON.stringify({ subtype: 'myspace' })), 'ada')).toBeNull();
  });

  it('pronouns and unknown types read as text; empty values are skipped', () => {
    expect(displayProfileField(field(8), { value: 'they/them' })).toEqual({
      kind: 'text',
      text: 'they/them',
    });
    expect(displayProfileField(field(42), { value: 'x' })).toEqual({ kind: 'text', text: 'x' });
    expect(displayProfileField(field(1), { value: null })).toBeNull();
    expect(displayProfileField(field(1), undefined)).toBeNull();
  });
});
