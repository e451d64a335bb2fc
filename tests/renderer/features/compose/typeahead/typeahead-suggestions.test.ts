import { describe, expect, it } from 'vitest';
import { buildPeopleIndex } from '../../../../../renderer/src/features/compose/typeahead/people-index';
import { nameCollator } from '../../../../../renderer/src/i18n/name-order';
import {
  suggestionsFor,
  type SuggestionSources,
} from '../../../../../renderer/src/features/compose/typeahead/typeahead-suggestions';

const index = buildPeopleIndex(
  [
    { user_id: 1, full_name: 'Ada Lovelace', email: 'ada@x.org', is_bot: false },
    { user_id: 2, full_name: 'Alan Turing', email: 'alan@x.org', is_bot: false },
  ],
  nameCollator('en'),
);
const sources: SuggestionSources = {
  people: () => index,
  preferredPeople: new Set(),
  ownUserId: 2,
  groups: [
    { id: 10, name: 'admins-team', description: 'Admins', mentionable: false },
    { id: 11, name: 'analysts', description: '', mentionable: true },
  ],
  wildcards: ['all', 'everyone', 'channel', 'topic'],
  channels: [
    { id: 5, name: 'general' },
    { id: 6, name: 'design team' },
  ],
  topics: ['launch plan', 'lunch', ''],
  emoji: (query) => (query === 'smi' ? [{ name: 'smile', code: '1f604', kind: 'unicode_emoji' }] : []),
};

describe('suggestionsFor', () => {
  it('lists wildcards, people (not yourself) and mentionable groups for @', () => {
    const list = suggestionsFor({ kind: 'mention', silent: false, query: 'a', start: 0 }, sources);
    expect(list.map((s) => s.insert)).toEqual(['@**all**', '@**Ada Lovelace**', '@*analysts*']);
  });

  it('silent mentions: no wildcards, any group, the @_ forms', () => {
    const list = suggestionsFor({ kind: 'mention', silent: true, query: 'a', start: 0 }, sources);
    expect(list.map((s) => s.insert)).toEqual(['@_**Ada Lovelace**', '@_*admins-team*', '@_*analysts*']);
  });

  it('offers only the wildcards given', () => {
    const list = suggestionsFor(
      { kind: 'mention', silent: false, query: 'ev', start: 0 },
      { ...sources, wildcards: [] },
    );
    expect(list).toEqual([]);
  });

  it('links channels and topics, matching any word', () => {
    const channels = suggestionsFor({ kind: 'channel', query: 'team', start: 0 }, sources);
    expect(channels.map((s) => s.insert)).toEqual(['#**design team**']);
    const topics = suggestionsFor({ kind: 'topic', channel: 'general', query: 'l', start: 0 }, sources);
    expect(topics.map((s) => s.insert)).toEqual(['#**general>launch plan**', '#**general>lunch**']);
  });

  it('inserts emoji by the name that matched', () => {
    const list = suggestionsFor({ kind: 'emoji', query: 'smi', start: 0 }, sources);
    expect(list.map((s) => s.insert)).toEqual([':smile:']);
  });
});
