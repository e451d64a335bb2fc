import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RECENT_FILTERS,
  filterConversations,
  matchesText,
  type RecentFilterContext,
  type RecentFilters,
} from '../../../../renderer/src/features/recent/recent-filters';

interface Row {
  key: string;
  streamId: number | null;
  participated: boolean;
  unread: number;
  muted?: boolean;
  hidden?: boolean;
  text: string;
}

const rows: Row[] = [
  { key: 'a', streamId: 3, participated: true, unread: 2, text: 'general lunch plans' },
  { key: 'b', streamId: 4, participated: false, unread: 0, text: 'design roadmap' },
  { key: 'c', streamId: null, participated: false, unread: 1, text: 'Rahul Mehta' },
  { key: 'd', streamId: 4, participated: true, unread: 5, muted: true, text: 'design noise' },
  { key: 'e', streamId: 9, participated: true, unread: 1, hidden: true, text: 'left channel' },
  { key: 'f', streamId: null, participated: true, unread: 0, text: 'Amara Okafor, Mei Tanaka' },
];

const ctx: RecentFilterContext<Row> = {
  unreadCount: (r) => r.unread,
  isMuted: (r) => r.muted === true,
  isHidden: (r) => r.hidden === true,
  searchText: (r) => r.text,
};

const keys = (filters: Partial<RecentFilters>) =>
  filterConversations(rows, { ...DEFAULT_RECENT_FILTERS, ...filters }, ctx).map((r) => r.key);

describe('Recent conversations filters', () => {
  it('shows everything but muted and hidden conversations by default', () => {
    expect(keys({})).toEqual(['a', 'b', 'c', 'f']);
  });

  it('includes muted conversations on request, never hidden ones', () => {
    expect(keys({ includeMuted: true })).toEqual(['a', 'b', 'c', 'd', 'f']);
  });

  it('keeps unread conversations only', () => {
    expect(keys({ unreadOnly: true })).toEqual(['a', 'c']);
    expect(keys({ unreadOnly: true, includeMuted: true })).toEqual(['a', 'c', 'd']);
  });

  it('keeps conversations you took part in', () => {
    expect(keys({ participated: true })).toEqual(['a', 'f']);
  });

  it('shows direct messages only, or channels only', () => {
    expect(keys({ kind: 'dms' })).toEqual(['c', 'f']);
    expect(keys({ kind: 'channels' })).toEqual(['a', 'b']);
  });

  it('narrows to one channel; choosing direct messages sets the channel aside', () => {
    expect(keys({ streamId: 4, includeMuted: true })).toEqual(['b', 'd']);
    expect(keys({ streamId: 4, kind: 'dms' })).toEqual(['c', 'f']);
  });

  it('matches every word of the text filter, in any order, ignoring case', () => {
    expect(keys({ text: 'LUNCH general' })).toEqual(['a']);
    expect(keys({ text: 'tanaka' })).toEqual(['f']);
    expect(keys({ text: '   ' })).toEqual(['a', 'b', 'c', 'f']);
    expect(matchesText('plans lunch', 'general lunch plans')).toBe(true);
    expect(matchesText('dinner', 'general lunch plans')).toBe(false);
  });

  it('combines filters', () => {
    expect(keys({ participated: true, unreadOnly: true, kind: 'channels' })).toEqual(['a']);
  });
});
