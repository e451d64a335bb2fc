// The tests' intl helper itself: it reads the catalogue of the locale asked for (English from the
// defaultMessages), fails loudly on a message the catalogue lacks instead of falling back to
// English, and writes times in UTC unless told another zone.
import { createElement } from 'react';
import { FormattedMessage } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { plainIntl, renderMarkup, testIntl } from './intl';

const later = { id: 'desktop.update_banner.later', defaultMessage: 'Later' };
const notInAnyCatalogue = { id: 'tests.support.intl.absent', defaultMessage: 'Only in this test' };
const NOON_UTC = Date.UTC(2026, 2, 10, 12, 0);

describe('the tests’ intl', () => {
  it('speaks English by default and any catalogue locale on request', () => {
    expect(testIntl().formatMessage(later)).toBe('Later');
    expect(testIntl('de').formatMessage(later)).toBe('Später');
    expect(plainIntl('es').formatMessage(later)).not.toBe('Later');
    // The pseudo-locale: the same words, mirrored between right-to-left marks.
    expect(plainIntl('en-XB').formatMessage(later)).toMatch(/^\u202e.+\u202c$/);
  });

  it('fails on a message the catalogue lacks, in renderer, main and React code alike', () => {
    expect(testIntl().formatMessage(notInAnyCatalogue)).toBe('Only in this test');
    expect(() => testIntl('de').formatMessage(notInAnyCatalogue)).toThrow(/Missing message/);
    expect(() => plainIntl('es').formatMessage(notInAnyCatalogue)).toThrow(/Missing message/);
    expect(() => renderMarkup(createElement(FormattedMessage, notInAnyCatalogue), 'de')).toThrow(
      /Missing message/,
    );
  });

  it('renders components inside the provider, in the locale asked for', () => {
    expect(renderMarkup(createElement(FormattedMessage, later), 'de')).toBe('Später');
    expect(renderMarkup(createElement(FormattedMessage, later))).toBe('Later');
  });

  it('writes times in UTC unless a test names another zone', () => {
    const time = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    expect(testIntl('de').formatTime(NOON_UTC, time)).toBe('12:00');
    expect(plainIntl('de', 'Europe/Berlin').formatTime(NOON_UTC, time)).toBe('13:00');
  });
});
