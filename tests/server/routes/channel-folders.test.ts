// Channel folders over real HTTP: listing (with and without archived folders), creation, updates,
// archiving and reordering, their channel_folder events, and the refusals.
import { describe, expect, it } from 'vitest';
import {
  createChannelFolder,
  getChannelFolders,
  reorderChannelFolders,
  updateChannelFolder,
} from '../../../shared/api/channel-folders';
import { parseEvent } from '../../../shared/events/parse';
import { useTestServer } from '../support/test-server';

const get = useTestServer();

const admin = () => get().account('admin');
let counter = 0;

async function listFolders(includeArchived?: boolean) {
  const params = includeArchived === undefined ? {} : { include_archived: includeArchived };
  return (await get().ok(getChannelFolders, params, get().account('member'))).channel_folders;
}

async function newFolder(description = ''): Promise<number> {
  const name = `Folder ${++counter}`;
  return (await get().ok(createChannelFolder, { name, description }, admin())).channel_folder_id;
}

describe('getChannelFolders', () => {
  it('lists folders sorted by order and hides archived ones unless asked', async () => {
    const id = await newFolder();
    await get().ok(updateChannelFolder, { channel_folder_id: id, is_archived: true }, admin());
    const active = await listFolders();
    const orders = active.map((f) => f.order as number);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(active.some((f) => f.is_archived)).toBe(false);
    expect(active.some((f) => f.id === id)).toBe(false);
    expect(await listFolders(false)).toEqual(active);
    const all = await listFolders(true);
    expect(all.find((f) => f.id === id)).toMatchObject({ id, is_archived: true });
    expect(all).toHaveLength(active.length + 1);
  });
});

describe('createChannelFolder', () => {
  it('creates a folder for an administrator and tells everyone', async () => {
    const member = await get().queue(get().account('member'));
    const guest = await get().queue(get().account('guest'));
    get().server.realm.now = () => 1_780_000_000;
    const before = await listFolders();
    const { channel_folder_id: id } = await get().ok(
      createChannelFolder,
      { name: '  Partners  ', description: 'Talking **outside**' },
      admin(),
    );
    const created = (await listFolders()).find((f) => f.id === id);
    expect(created).toMatchObject({
      id,
      name: 'Partners',
      description: 'Talking **outside**',
      date_created: 1_780_000_000,
      creator_id: admin().user_id,
      is_archived: false,
    });
    expect(created?.rendered_description).toContain('<strong>outside</strong>');
    expect(created?.order).toBeGreaterThan(Math.max(-1, ...before.map((f) => f.order as number)));
    for (const queue of [member, guest]) {
      const events = await queue.ofType('channel_folder', 'add');
      expect(events.map((e) => e.channel_folder)).toEqual([created]);
      expect(parseEvent(events[0]).kind).toBe('channel_folder/add');
    }
  });

  it('refuses non-administrators, bad names and a missing description, creating nothing', async () => {
    const before = await listFolders(true);
    const queue = await get().queue(get().account('member'));
    for (const who of ['member', 'moderator'] as const) {
      const body = await get().fails(
        createChannelFolder,
        { name: 'Mine', description: '' },
        get().account(who),
        400,
        'UNAUTHORIZED_PRINCIPAL',
      );
      expect(body.msg).toBe('Must be an organization administrator');
    }
    const taken = (before[0]?.name ?? '').toUpperCase();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '   ', description: '' }, 'BAD_REQUEST', "Channel folder name can't be empty."],
      [{ name: taken, description: '' }, 'BAD_REQUEST', 'Channel folder name already in use'],
      [{ name: 'n'.repeat(61), description: '' }, 'BAD_REQUEST', ''],
      [{ name: 'Fine', description: 'd'.repeat(1025) }, 'BAD_REQUEST', ''],
      [{ name: 'Fine' }, 'REQUEST_VARIABLE_MISSING', "Missing 'description' argument"],
    ];
    for (const [params, code, msg] of cases) {
      const body = await get().fails(createChannelFolder, params as never, admin(), 400, code);
      if (msg) expect(body.msg).toBe(msg);
    }
    expect(await listFolders(true)).toEqual(before);
    expect(await queue.drain()).toEqual([]);
  });
});

describe('updateChannelFolder', () => {
  it('renames and redescribes a folder, sending only the changed fields', async () => {
    const id = await newFolder('old');
    const queue = await get().queue(get().account('member'));
    await get().ok(
      updateChannelFolder,
      { channel_folder_id: id, name: 'Renamed folder', description: 'New *words*', is_archived: false },
      admin(),
    );
    const folder = (await listFolders()).find((f) => f.id === id);
    expect(folder).toMatchObject({ name: 'Renamed folder', description: 'New *words*' });
    const events = await queue.ofType('channel_folder', 'update');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      channel_folder_id: id,
      data: {
        name: 'Renamed folder',
        description: 'New *words*',
        rendered_description: folder?.rendered_description,
      },
    });
    expect(Object.keys(events[0]?.data as object).sort()).toEqual([
      'description',
      'name',
      'rendered_description',
    ]);
    expect(parseEvent(events[0]).kind).toBe('channel_folder/update');
  });

  it('refuses unknown folders, non-administrators, taken names and archiving a folder in use', async () => {
    const id = await newFolder('keep me');
    const other = await newFolder();
    const otherName = (await listFolders()).find((f) => f.id === other)?.name as string;
    const used = [...get().server.realm.channels.values()].find((c) => c.folder_id !== null)
      ?.folder_id as number;
    const before = await listFolders(true);
    const queue = await get().queue(get().account('member'));
    const unknown = await get().fails(
      updateChannelFolder,
      { channel_folder_id: 999_999, name: 'x' },
      admin(),
      400,
      'BAD_REQUEST',
    );
    expect(unknown.msg).toBe('Invalid channel folder ID');
    await get().fails(
      updateChannelFolder,
      { channel_folder_id: id, name: 'x' },
      get().account('member'),
      400,
      'UNAUTHORIZED_PRINCIPAL',
    );
    // The valid description must not be applied when the name is refused.
    const taken = await get().fails(
      updateChannelFolder,
      { channel_folder_id: id, name: otherName.toLowerCase(), description: 'changed' },
      admin(),
      400,
      'BAD_REQUEST',
    );
    expect(taken.msg).toBe('Channel folder name already in use');
    const inUse = await get().fails(
      updateChannelFolder,
      { channel_folder_id: used, is_archived: true },
      admin(),
      400,
      'BAD_REQUEST',
    );
    expect(inUse.msg).toBe('You need to remove all the channels from this folder to archive it.');
    expect(await listFolders(true)).toEqual(before);
    expect(await queue.drain()).toEqual([]);
  });
});

describe('reorderChannelFolders', () => {
  it('applies a complete new order and announces it', async () => {
    await newFolder();
    const ids = (await listFolders(true)).map((f) => f.id);
    const reversed = [...ids].reverse();
    const queue = await get().queue(get().account('guest'));
    await get().ok(reorderChannelFolders, { order: reversed }, admin());
    const after = await listFolders(true);
    expect(after.map((f) => f.id)).toEqual(reversed);
    expect(after.map((f) => f.order)).toEqual(reversed.map((_, i) => i));
    const events = await queue.ofType('channel_folder', 'reorder');
    expect(events.map((e) => e.order)).toEqual([reversed]);
    expect(parseEvent(events[0]).kind).toBe('channel_folder/reorder');
  });

  it('refuses incomplete, repeated or unknown ids and non-administrators', async () => {
    const ids = (await listFolders(true)).map((f) => f.id);
    const before = await listFolders(true);
    const queue = await get().queue(get().account('member'));
    const bad = [ids.slice(1), [...ids, ids[0] as number], [...ids.slice(1), 999_999]];
    for (const order of bad) {
      await get().fails(reorderChannelFolders, { order }, admin(), 400, 'BAD_REQUEST');
    }
    await get().fails(
      reorderChannelFolders,
      { order: ids },
      get().account('member'),
      400,
      'UNAUTHORIZED_PRINCIPAL',
    );
    await get().fails(reorderChannelFolders, { order: 'first' as never }, admin(), 400, 'BAD_REQUEST');
    expect(await listFolders(true)).toEqual(before);
    expect(await queue.drain()).toEqual([]);
  });
});
