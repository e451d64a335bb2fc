import { describe, expect, it } from 'vitest';
import {
  buildSidebar,
  sectionTitle,
  type SidebarSection,
} from '../../../renderer/src/features/channels/sidebar-model';
import { testIntl } from '../../support/intl';
import type { ChannelFolder, Subscription } from '../../../shared/objects';
import { folder, subscription } from '../support/factories';
import { byId } from '../../../renderer/src/state/by-id-map';
import { nameCollator } from '../../../renderer/src/i18n/name-order';

let nextId = 1;
const sub = (name: string, extra: Partial<Subscription> = {}) =>
  subscription({ stream_id: nextId++, name, folder_id: null, pin_to_top: false, is_muted: false, ...extra });
const build = (subs: Subscription[], folders: ChannelFolder[] = [], locale = 'en') =>
  buildSidebar(
    byId(subs, (s) => s.stream_id),
    byId(folders, (f) => f.id),
    nameCollator(locale).compare,
  );
/** The headings as the sidebar shows them in `locale`. */
const titles = (sections: SidebarSection[], locale: 'en' | 'de' = 'en') =>
  sections.map((s) => sectionTitle(testIntl(locale), s.title));
const names = (section: { channels: { name: string }[] } | undefined) => section?.channels.map((c) => c.name);

describe('buildSidebar', () => {
  it('lists folders in their order, then the ungrouped channels', () => {
    const sections = build(
      [
        sub('api', { folder_id: 2 }),
        sub('design', { folder_id: 1 }),
        sub('random'),
        sub('infra', { folder_id: 3 }),
      ],
      [
        folder({ id: 1, name: 'Product', order: 2 }),
        folder({ id: 2, name: 'Engineering', order: 0 }),
        folder({ id: 3, name: 'Ops', order: 1 }),
      ],
    );
    expect(titles(sections)).toEqual(['Engineering', 'Ops', 'Product', 'Other channels']);
    // Our heading is translated; the organization's folder names are shown as written.
    expect(titles(sections, 'de')).toEqual(['Engineering', 'Ops', 'Product', 'Weitere Kanäle']);
    expect(sections.map((s) => s.folderId)).toEqual([2, 3, 1, null]);
  });

  it('orders folders by ID when the server sends no order', () => {
    const sections = build(
      [sub('a', { folder_id: 9 }), sub('b', { folder_id: 4 })],
      [folder({ id: 9, name: 'Nine', order: undefined }), folder({ id: 4, name: 'Four', order: undefined })],
    );
    expect(titles(sections)).toEqual(['Four', 'Nine']);
  });

  it('puts pinned channels first, then sorts by name ignoring case', () => {
    const [section] = build([
      sub('charlie'),
      sub('Beta'),
      sub('zeta', { pin_to_top: true }),
      sub('alpha'),
      sub('Omega', { pin_to_top: true }),
    ]);
    expect(section && titles([section])).toEqual(['Channels']);
    expect(section && titles([section], 'de')).toEqual(['Kanäle']);
    expect(names(section)).toEqual(['Omega', 'zeta', 'alpha', 'Beta', 'charlie']);
  });

  it("sorts names as the window's language does: Swedish puts Ö after Z, German with O", () => {
    const subs = [
      sub('zebra'),
      sub('Öl'),
      sub('ost', { pin_to_top: true }),
      sub('Oma'),
      sub('Öde', { pin_to_top: true }),
    ];
    expect(names(build(subs, [], 'sv')[0])).toEqual(['ost', 'Öde', 'Oma', 'zebra', 'Öl']);
    expect(names(build(subs, [], 'de')[0])).toEqual(['Öde', 'ost', 'Öl', 'Oma', 'zebra']);
  });

  it('flags muted channels, from is_muted or the legacy in_home_view', () => {
    const legacy = sub('legacy');
    delete (legacy as Partial<Subscription>).is_muted;
    legacy.in_home_view = false;
    const [section] = build([sub('loud'), sub('quiet', { is_muted: true }), legacy]);
    expect(section?.channels.map((c) => [c.name, c.muted])).toEqual([
      ['legacy', true],
      ['loud', false],
      ['quiet', true],
    ]);
  });

  it('hides archived channels, archived folders and empty folders without losing channels', () => {
    const sections = build(
      [
        sub('kept', { folder_id: 1 }),
        sub('gone', { folder_id: 1, is_archived: true }),
        sub('from-archived-folder', { folder_id: 2 }),
        sub('unknown-folder', { folder_id: 77 }),
      ],
      [
        folder({ id: 1, name: 'Live' }),
        folder({ id: 2, name: 'Old', is_archived: true }),
        folder({ id: 3, name: 'Empty' }),
      ],
    );
    expect(titles(sections)).toEqual(['Live', 'Other channels']);
    expect(names(sections[0])).toEqual(['kept']);
    expect(names(sections[1])).toEqual(['from-archived-folder', 'unknown-folder']);
  });

  it('carries colour and privacy for the row', () => {
    const [section] = build([sub('secret', { invite_only: true, color: '#c2726a' })]);
    expect(section?.channels[0]).toMatchObject({ color: '#c2726a', inviteOnly: true, pinned: false });
  });
});
