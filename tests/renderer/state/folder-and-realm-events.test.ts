import { beforeEach, describe, expect, it } from 'vitest';
import type { ServerEvent } from '../../../shared/events';
import { createAppStore, type AppStoreApi } from '../../../renderer/src/state/store';
import { baseSnapshot, event, folder } from '../support/factories';

let store: AppStoreApi;
const s = () => store.getState();
const apply = (...events: ServerEvent[]) => s().applyEvents(events, 1, 'a1');

beforeEach(() => {
  store = createAppStore();
  s().applySnapshot(
    {
      ...baseSnapshot,
      channel_folders: [folder({ id: 1, name: 'Eng', order: 0 }), folder({ id: 2, name: 'Ops', order: 1 })],
    },
    1,
    'a1',
  );
});

describe('channel folder events', () => {
  it('add stores the folder', () => {
    apply(event('channel_folder/add', { channel_folder: folder({ id: 3, name: 'Sales', order: 2 }) }));
    expect(s().channelFolders.byId.get(3)?.name).toBe('Sales');
  });

  it('update merges the changed fields, unknown ones included', () => {
    apply(
      event('channel_folder/update', {
        channel_folder_id: 1,
        data: { name: 'Engineering', rendered_description: '<p>x</p>', is_archived: true, colour: 'blue' },
      }),
    );
    expect(s().channelFolders.byId.get(1)).toMatchObject({
      name: 'Engineering',
      rendered_description: '<p>x</p>',
      is_archived: true,
      colour: 'blue',
    });
  });

  it('reorder gives every folder its position in the new order', () => {
    apply(event('channel_folder/reorder', { order: [2, 1] }));
    expect(s().channelFolders.byId.get(2)?.order).toBe(0);
    expect(s().channelFolders.byId.get(1)?.order).toBe(1);
  });
});

describe('realm events', () => {
  it('restart updates the feature level and version', () => {
    apply(event('restart', { zulip_version: '12.0', zulip_feature_level: 450, server_generation: 2 }));
    expect(s().realm).toMatchObject({ featureLevel: 450, zulipVersion: '12.0' });
  });

  it('realm/update renames the organization and realm/update_dict changes the icon', () => {
    apply(
      event('realm/update', { property: 'name', value: 'Renamed Org' }),
      event('realm/update_dict', { property: 'icon', data: { icon_url: '/new.png', icon_source: 'U' } }),
    );
    expect(s().realm).toMatchObject({ name: 'Renamed Org', iconUrl: '/new.png' });
  });
});
