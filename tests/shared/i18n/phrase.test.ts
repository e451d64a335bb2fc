import { describe, expect, it } from 'vitest';
import { createIntl, defineMessages } from '@formatjs/intl';
import { formatPhrase, inEnglish, isPhrase, phrase } from '../../../shared/i18n/phrase';

const messages = defineMessages({
  outer: { id: 'test.outer', defaultMessage: '{what}: {why}' },
  inner: { id: 'test.inner', defaultMessage: '{count, plural, one {# thing} other {# things}}' },
  hosts: { id: 'test.hosts', defaultMessage: 'Try {hosts}.' },
  when: { id: 'test.when', defaultMessage: 'Since {at, date, ::yyyyMMdd}' },
});
const german = createIntl({
  locale: 'de',
  messages: {
    'test.outer': '{what} – {why}',
    'test.inner': '{count, plural, one {# Ding} other {# Dinge}}',
    'test.hosts': 'Versuchen Sie {hosts}.',
    'test.when': 'Seit {at, date, ::yyyyMMdd}',
  },
});

describe('phrases', () => {
  it('are worded where they are shown, phrases among their values first', () => {
    const text = phrase(messages.outer, { what: 'Oops', why: phrase(messages.inner, { count: 2 }) });
    expect(inEnglish(text)).toBe('Oops: 2 things');
    expect(formatPhrase(german, text)).toBe('Oops – 2 Dinge');
  });

  it('leave strings as they are: those are worded already', () => {
    expect(formatPhrase(german, 'Server is down')).toBe('Server is down');
    expect(isPhrase('Server is down')).toBe(false);
    expect(isPhrase(phrase(messages.inner, { count: 1 }))).toBe(true);
  });

  it('join alternatives as the language does and format dates in it', () => {
    const hosts = phrase(messages.hosts, { hosts: { or: ['a.example', 'b.example'] } });
    expect(inEnglish(hosts)).toBe('Try a.example or b.example.');
    expect(formatPhrase(german, hosts)).toBe('Versuchen Sie a.example oder b.example.');
    const when = phrase(messages.when, { at: new Date(Date.UTC(2026, 10, 28, 12)) });
    expect(inEnglish(when)).toBe('Since 11/28/2026');
    expect(formatPhrase(german, when)).toBe('Seit 28.11.2026');
  });
});
