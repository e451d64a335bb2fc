import { describe, expect, it } from 'vitest';
import { createIntl, defineMessages } from 'react-intl';
import { englishText, formatPhrase, isPhrase, phrase } from '../../../../renderer/src/features/common/phrase';

const messages = defineMessages({
  outer: { id: 'test.outer', defaultMessage: '{what}: {why}' },
  inner: { id: 'test.inner', defaultMessage: '{count, plural, one {# thing} other {# things}}' },
});
const german = createIntl({
  locale: 'de',
  messages: { 'test.outer': '{what} – {why}', 'test.inner': '{count, plural, one {# Ding} other {# Dinge}}' },
});

describe('phrases', () => {
  it('are worded where they are shown, phrases among their values first', () => {
    const text = phrase(messages.outer, { what: 'Oops', why: phrase(messages.inner, { count: 2 }) });
    expect(englishText(text)).toBe('Oops: 2 things');
    expect(formatPhrase(german, text)).toBe('Oops – 2 Dinge');
  });

  it('leave strings as they are: those are worded already', () => {
    expect(formatPhrase(german, 'Server is down')).toBe('Server is down');
    expect(isPhrase('Server is down')).toBe(false);
    expect(isPhrase(phrase(messages.inner, { count: 1 }))).toBe(true);
  });
});
