import { describe, expect, it } from 'vitest';
import {
  browseRows,
  formatSubscribers,
  formatWeeklyTraffic,
  type BrowseSource,
} from '../../../../renderer/src/features/browse/browse-model';
import {
  subscribeLineText,
  summarizeSubscribe,
  type SubscribeSummary,
} from '../../../../renderer/src/features/browse/subscribe-result';
import { groupOptions, personOptions } from '../../../../renderer/src/features/browse/people-options';
import type { BasicChannel } from '../../../../shared/objects';
import { sampleUser, sampleUserGroup } from '../../../shared/objects/samples';
import { channel, subscription } from '../../support/factories';
import { byId } from '../../../../renderer/src/state/by-id-map';
import { testIntl } from '../../../support/intl';
import { nameCollator } from '../../../../renderer/src/i18n/name-order';

const en = testIntl('en');
const byName = nameCollator('en').compare;
/** The summary's lines as the dialog shows them in `locale`. */
const shown = (summary: SubscribeSummary, locale: 'en' | 'de' | 'es' = 'en') => {
  const intl = testIntl(locale);
  return {
    subscribed: summary.subscribed.map((line) => subscribeLineText(intl, line)),
    alreadySubscribed: summary.alreadySubscribed.map((line) => subscribeLineText(intl, line)),
    refused: summary.refused,
  };
};

const map = (channels: BasicChannel[]) => byId(channels, (c) => c.stream_id);

function source(): BrowseSource {
  const general = subscription({ stream_id: 1, name: 'general', description: 'Everything' });
  const design = channel({ stream_id: 2, name: 'Design', description: 'Icons and **colours**' });
  const api = channel({
    stream_id: 4,
    name: 'api',
    description: '',
    stream_weekly_traffic: null,
    subscriber_count: 1,
  });
  return {
    subscriptions: map([general]),
    streams: map([channel({ stream_id: 1, name: 'general' }), design, api]),
    unsubscribed: map([channel({ stream_id: 3, name: 'archive-me', description: '', is_archived: true })]),
    neverSubscribed: map([design, api]),
  };
}

describe('browseRows', () => {
  it('lists every channel once, subscribed ones marked, by name ignoring case', () => {
    const rows = browseRows(source(), '', false, byName);
    expect(rows.map((r) => [r.name, r.subscribed])).toEqual([
      ['api', false],
      ['Design', false],
      ['general', true],
    ]);
  });

  it('filters on name and description, and shows archived channels only when asked', () => {
    expect(browseRows(source(), 'colour', false, byName).map((r) => r.name)).toEqual(['Design']);
    expect(browseRows(source(), 'EVERY', false, byName).map((r) => r.name)).toEqual(['general']);
    expect(browseRows(source(), 'archive', false, byName)).toEqual([]);
    expect(browseRows(source(), 'archive', true, byName).map((r) => [r.name, r.archived])).toEqual([
      ['archive-me', true],
    ]);
  });

  it("sorts by name as the window's language does: Swedish puts Ö after Z, German with O", () => {
    const names = ['Zulu', 'Öresund', 'Oslo'];
    const channels = map(names.map((name, i) => channel({ stream_id: i + 10, name })));
    const none = map([]);
    const all = { subscriptions: none, streams: channels, unsubscribed: none, neverSubscribed: none };
    const order = (locale: string) =>
      browseRows(all, '', false, nameCollator(locale).compare).map((r) => r.name);
    expect(order('sv')).toEqual(['Oslo', 'Zulu', 'Öresund']);
    expect(order('de')).toEqual(['Öresund', 'Oslo', 'Zulu']);
  });

  it('carries counts and traffic as sent', () => {
    const api = browseRows(source(), 'api', false, byName)[0];
    expect(api).toMatchObject({ subscriberCount: 1, weeklyTraffic: null });
  });
});

describe('formatting', () => {
  it('says how busy a channel is', () => {
    expect(formatWeeklyTraffic(en, null)).toBe('New channel');
    expect(formatWeeklyTraffic(en, 0)).toBe('No recent messages');
    expect(formatWeeklyTraffic(en, 1)).toBe('1 message a week');
    expect(formatWeeklyTraffic(en, 12)).toBe('12 messages a week');
    expect(formatWeeklyTraffic(en, undefined)).toBeUndefined();
    expect(formatSubscribers(en, 1)).toBe('1 subscriber');
    expect(formatSubscribers(en, 3)).toBe('3 subscribers');
  });

  it('says it in German and Spanish, with their plurals and digit grouping', () => {
    const de = testIntl('de');
    const es = testIntl('es');
    expect(formatWeeklyTraffic(de, 1)).toBe('1 Nachricht pro Woche');
    expect(formatWeeklyTraffic(de, 2500)).toBe('2.500 Nachrichten pro Woche');
    expect(formatWeeklyTraffic(es, null)).toBe('Canal nuevo');
    expect(formatWeeklyTraffic(es, 1)).toBe('1 mensaje por semana');
    expect(formatSubscribers(de, 1)).toBe('1 Abonnent');
    expect(formatSubscribers(es, 12)).toBe('12 suscriptores');
  });
});

describe('summarizeSubscribe', () => {
  const lookup = {
    ownUserId: 10,
    ownEmail: 'ada@example.org',
    nameOf: (key: string) => ({ '11': 'Alan Turing', 'alan@example.org': 'Alan Turing' })[key],
  };

  it('reads user-ID keys, with you first, and lists refused channels', () => {
    const summary = summarizeSubscribe(
      {
        subscribed: { '11': ['design'], '10': ['design', 'api'] },
        already_subscribed: { '12': ['general'] },
        unauthorized: ['secret'],
      },
      lookup,
      byName,
    );
    expect(shown(summary)).toEqual({
      subscribed: ['You: #design, #api', 'Alan Turing: #design'],
      alreadySubscribed: ['12: #general'],
      refused: ['secret'],
    });
    // The words and the list are the language's; names and channels stay as they are.
    expect(shown(summary, 'de').subscribed).toEqual(['Sie: #design, #api', 'Alan Turing: #design']);
    expect(shown(summary, 'es').subscribed[0]).toBe('Tú: #design y #api');
  });

  it('reads email keys from older servers', () => {
    const summary = summarizeSubscribe(
      { subscribed: { 'ada@example.org': ['x'], 'alan@example.org': ['x'] }, already_subscribed: {} },
      lookup,
      byName,
    );
    expect(shown(summary).subscribed).toEqual(['You: #x', 'Alan Turing: #x']);
    expect(summary.refused).toEqual([]);
  });
});

describe('picker options', () => {
  it('names system groups for people, in role order, then named groups; drops internet and deactivated', () => {
    const group = (id: number, name: string, extra = {}) => ({ ...sampleUserGroup, id, name, ...extra });
    const options = groupOptions(
      en,
      [
        group(1, 'zeta-team'),
        group(2, 'role:members', { is_system_group: true }),
        group(3, 'role:internet', { is_system_group: true }),
        group(4, 'role:administrators', { is_system_group: true }),
        group(5, 'alpha-team'),
        group(6, 'old-team', { deactivated: true }),
        group(7, 'role:everyone', { is_system_group: true }),
      ],
      byName,
    );
    expect(options.map((o) => o.label)).toEqual([
      'Everyone, including guests',
      'Members',
      'Administrators and owners',
      'alpha-team',
      'zeta-team',
    ]);
    expect(
      groupOptions(testIntl('es'), [group(2, 'role:members', { is_system_group: true })], byName)[0]?.label,
    ).toBe('Miembros');
    const teams = [group(8, 'Zeta'), group(10, 'Öst'), group(9, 'Ost')];
    const named = (locale: string) =>
      groupOptions(en, teams, nameCollator(locale).compare).map((o) => o.label);
    expect(named('sv')).toEqual(['Ost', 'Zeta', 'Öst']);
    expect(named('de')).toEqual(['Ost', 'Öst', 'Zeta']);
  });

  it('marks bots among people and sorts by name', () => {
    const people = personOptions(
      en,
      [
        { ...sampleUser, user_id: 2, full_name: 'Zed' },
        { ...sampleUser, user_id: 3, full_name: 'Standup', is_bot: true },
        { ...sampleUser, user_id: 1, full_name: 'ada' },
      ],
      byName,
    );
    expect(people.map((p) => p.label)).toEqual(['ada', 'Standup (bot)', 'Zed']);
    const swedes = [
      { ...sampleUser, user_id: 1, full_name: 'Örjan' },
      { ...sampleUser, user_id: 2, full_name: 'Zara' },
      { ...sampleUser, user_id: 3, full_name: 'Olof' },
    ];
    const labels = (locale: string) =>
      personOptions(en, swedes, nameCollator(locale).compare).map((p) => p.label);
    expect(labels('sv')).toEqual(['Olof', 'Zara', 'Örjan']);
    expect(labels('de')).toEqual(['Olof', 'Örjan', 'Zara']);
    const bot = { ...sampleUser, full_name: 'Standup', is_bot: true };
    expect(personOptions(testIntl('de'), [bot], byName)[0]?.label).toBe('Standup (Bot)');
  });
});
