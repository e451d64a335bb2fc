import { describe, expect, it } from 'vitest';
import { buildSidebar } from '../../../../renderer/src/features/channels/sidebar-model';
import { withFetchedFolders } from '../../../../renderer/src/features/channels/use-sidebar-sections';
import type { ChannelFolder, Subscription } from '../../../../shared/objects';
import { folder, subscription } from '../../support/factories';
import { byId } from '../../../../renderer/src/state/by-id-map';
import { nameCollator } from '../../../../renderer/src/i18n/name-order';

const subs = byId(
  [
    subscription({ stream_id: 1, name: 'a', folder_id: 1, is_muted: false, pin_to_top: false }),
    subscription({ stream_id: 2, name: 'b', folder_id: 2, is_muted: false, pin_to_top: false }),
  ] as Subscription[],
  (s) => s.stream_id,
);
const byName = nameCollator('en').compare;
const folders = (list: ChannelFolder[]) => byId(list, (f) => f.id);

describe('buildSidebar with folder options', () => {
  it('lists folders by ID before feature level 414, even when an order is present', () => {
    const list = folders([
      folder({ id: 1, name: 'One', order: 1 }),
      folder({ id: 2, name: 'Two', order: 0 }),
    ]);
    expect(buildSidebar(subs, list, byName, { featureLevel: 413 }).map((s) => s.title)).toEqual([
      'One',
      'Two',
    ]);
    expect(buildSidebar(subs, list, byName, { featureLevel: 414 }).map((s) => s.title)).toEqual([
      'Two',
      'One',
    ]);
  });

  it('shows archived folders only when asked, marked and even when empty', () => {
    const list = folders([
      folder({ id: 1, name: 'One' }),
      folder({ id: 2, name: 'Two' }),
      folder({ id: 3, name: 'Old', is_archived: true }),
    ]);
    expect(buildSidebar(subs, list, byName).map((s) => s.title)).toEqual(['One', 'Two']);
    const shown = buildSidebar(subs, list, byName, { showArchivedFolders: true });
    expect(shown.map((s) => [s.title, s.archived, s.channels.length])).toEqual([
      ['One', false, 1],
      ['Two', false, 1],
      ['Old', true, 0],
    ]);
  });
});

describe('withFetchedFolders', () => {
  it('adds fetched folders the store lacks and keeps the store version of the others', () => {
    const stored = folders([folder({ id: 1, name: 'Stored name' })]);
    const merged = withFetchedFolders(stored, [
      folder({ id: 1, name: 'Fetched name' }),
      folder({ id: 9, name: 'Archived', is_archived: true }),
    ]);
    expect(
      merged
        .valueSeq()
        .toArray()
        .map((f) => f.name)
        .sort(),
    ).toEqual(['Archived', 'Stored name']);
    expect(withFetchedFolders(stored, undefined)).toBe(stored);
  });
});
