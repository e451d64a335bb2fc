import { describe, expect, it } from 'vitest';
import {
  firstPaintOf,
  firstPaintRows,
  firstRows,
} from '../../../../renderer/src/features/channels/first-paint';
import type {
  SidebarChannel,
  SidebarSection,
} from '../../../../renderer/src/features/channels/sidebar-model';

const channel = (streamId: number): SidebarChannel => ({
  streamId,
  name: `c${streamId}`,
  color: '',
  muted: false,
  pinned: false,
  inviteOnly: false,
});
const section = (key: string, ids: number[]): SidebarSection => ({
  key,
  folderId: null,
  title: key,
  channels: ids.map(channel),
  archived: false,
});
const ids = (sections: SidebarSection[]) => sections.map((s) => [s.key, s.channels.map((c) => c.streamId)]);

describe('first paint of the sidebar', () => {
  const big = [section('a', [1, 2, 3]), section('b', [4, 5, 6, 7]), section('c', [8, 9])];

  it('keeps the first rows in order, cutting the section they end in and leaving later ones out', () => {
    expect(ids(firstRows(big, 5))).toEqual([
      ['a', [1, 2, 3]],
      ['b', [4, 5]],
    ]);
    expect(firstRows(big, 3)[0]).toBe(big[0]);
    expect(ids(firstRows(big, 100))).toEqual(ids(big));
  });

  it('cuts short only a fill from nothing that has more rows than fit', () => {
    expect(firstPaintOf(big, [], 4)).toEqual({ sections: firstRows(big, 4), partial: true });
    expect(firstPaintOf(big, [section('empty', [])], 4).partial).toBe(true);
    // Once the deferred render has caught up, or when there were channels before, all at once.
    expect(firstPaintOf(big, big, 4)).toEqual({ sections: big, partial: false });
    expect(firstPaintOf(big, [section('a', [1])], 4)).toEqual({ sections: big, partial: false });
    // Few enough to fit: nothing to put off.
    expect(firstPaintOf(big, [], 9)).toEqual({ sections: big, partial: false });
  });

  it('counts the rows a window can show, at least one', () => {
    expect(firstPaintRows(900)).toBe(30);
    expect(firstPaintRows(1000)).toBe(34);
    expect(firstPaintRows(0)).toBe(1);
  });
});
