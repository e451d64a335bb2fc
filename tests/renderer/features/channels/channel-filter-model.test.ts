import { describe, expect, it } from 'vitest';
import {
  filterable,
  filterSections,
  filterTerms,
  firstMatch,
  wordPrefixMatch,
} from '../../../../renderer/src/features/channels/channel-filter-model';
import { buildSidebar, sectionTitle } from '../../../../renderer/src/features/channels/sidebar-model';
import { testIntl } from '../../../support/intl';
import { nameCollator } from '../../../../renderer/src/i18n/name-order';
import { byId } from '../../../../renderer/src/state/by-id-map';
import type { Subscription } from '../../../../shared/objects';
import { folder, subscription } from '../../support/factories';

describe('filterTerms', () => {
  it('splits on commas, lower-cases and trims, dropping empty alternatives', () => {
    expect(filterTerms('  Design , OPS,, ')).toEqual(['design', 'ops']);
    expect(filterTerms('   ')).toEqual([]);
  });
});

describe('wordPrefixMatch', () => {
  it('matches at the start or after a space, "/", ":", "_" or "-", like the web app', () => {
    const name = 'team-design_review/q3: plans now';
    for (const term of ['team', 'design', 'review', 'q3', 'plans', 'now', 'design_review', 'team-des'])
      expect(wordPrefixMatch(name, term), term).toBe(true);
  });

  it('does not match inside a word, even when a later occurrence would', () => {
    expect(wordPrefixMatch('backend', 'end')).toBe(false);
    expect(wordPrefixMatch('weekend plans', 'lans')).toBe(false);
    expect(wordPrefixMatch('legend end', 'end')).toBe(true);
  });
});

describe('filterSections', () => {
  const subs = byId(
    [
      subscription({ stream_id: 1, name: 'Design', folder_id: 1 }),
      subscription({ stream_id: 2, name: 'design-reviews', folder_id: 1 }),
      subscription({ stream_id: 3, name: 'Ops', folder_id: 2 }),
      subscription({ stream_id: 4, name: 'general', folder_id: null }),
      subscription({ stream_id: 5, name: 'web design', folder_id: null }),
    ] as Subscription[],
    (s) => s.stream_id,
  );
  const folders = byId([folder({ id: 1, name: 'Product' }), folder({ id: 2, name: 'Infra' })], (f) => f.id);
  const sections = buildSidebar(subs, folders, nameCollator('en').compare);
  const prepared = filterable(sections);
  const shown = (terms: string[]) =>
    filterSections(prepared, terms).map((s) => [
      sectionTitle(testIntl('en'), s.title),
      s.channels.map((c) => c.name),
    ]);

  it('keeps folders in order with their matching channels and hides sections left empty', () => {
    expect(shown(['design'])).toEqual([
      ['Product', ['Design', 'design-reviews']],
      ['Other channels', ['web design']],
    ]);
    expect(shown(['rev', 'ops'])).toEqual([
      ['Product', ['design-reviews']],
      ['Infra', ['Ops']],
    ]);
    expect(shown(['zzz'])).toEqual([]);
  });

  it('returns every section unchanged without terms, and a fully matching section as it was', () => {
    expect(filterSections(prepared, [])).toEqual(sections);
    expect(filterSections(prepared, ['o'])).toEqual([sections[1]]);
    expect(filterSections(prepared, ['o'])[0]).toBe(sections[1]);
  });

  it('opens the first channel shown', () => {
    expect(firstMatch(filterSections(prepared, ['g']))?.name).toBe('general');
    expect(firstMatch(filterSections(prepared, ['zzz']))).toBeUndefined();
  });
});
