// POST /users/me/status over real HTTP: text and emoji, only changed keys in the event, the
// deprecated away flag, refusals, and guests who cannot see the user hearing nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { updateStatus } from '../../../shared/api/user-status';
import { parseEvent } from '../../../shared/events/parse';
import { addUser } from '../../../server/realm/factory';
import { systemGroupId } from '../../../server/realm/roles';
import { useTestServer } from '../support/test-server';

const get = useTestServer();
const realm = () => get().server.realm;

function status(userId: number) {
  const user = realm().user(userId);
  if (!user) throw new Error(`no user ${userId}`);
  return user.status;
}

const restore: (() => void)[] = [];
afterEach(() => {
  for (const undo of restore.splice(0)) undo();
});

describe('updateStatus', () => {
  it('sets text and a named emoji, telling everyone with only the changed keys', async () => {
    const member = get().account('member');
    const watcher = await get().queue(get().account('member2'));
    await get().ok(updateStatus, { status_text: '  Lunch break ', emoji_name: 'coffee' }, member);
    expect(status(member.user_id)).toMatchObject({
      status_text: 'Lunch break',
      emoji_name: 'coffee',
      emoji_code: '2615',
      reaction_type: 'unicode_emoji',
    });
    const first = await watcher.ofType('user_status');
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      user_id: member.user_id,
      status_text: 'Lunch break',
      emoji_code: '2615',
    });
    expect(parseEvent(first[0]).kind).toBe('user_status');

    await get().ok(updateStatus, { status_text: 'Back at 2' }, member);
    const second = await watcher.ofType('user_status');
    expect(second.map(({ id: _id, ...rest }) => rest)).toEqual([
      { type: 'user_status', user_id: member.user_id, status_text: 'Back at 2' },
    ]);

    // The same values again change nothing, so nobody hears about it.
    await get().ok(updateStatus, { status_text: 'Back at 2' }, member);
    expect(await watcher.ofType('user_status')).toEqual([]);

    await get().ok(updateStatus, { emoji_name: '' }, member);
    const cleared = await watcher.ofType('user_status');
    expect(cleared[0]).toMatchObject({ emoji_name: '', emoji_code: '', reaction_type: '' });
    expect(cleared[0]?.status_text).toBeUndefined();
  });

  it('takes an explicit unicode code and the deprecated away flag (presence_enabled inverted)', async () => {
    const member2 = get().account('member2');
    const own = await get().queue(member2);
    await get().ok(
      updateStatus,
      { emoji_name: 'wave', emoji_code: '1f44b', reaction_type: 'unicode_emoji', away: true },
      member2,
    );
    expect(status(member2.user_id)).toMatchObject({ emoji_name: 'wave', emoji_code: '1f44b', away: true });
    const events = await own.drain();
    expect(events.find((e) => e.type === 'user_status')).toMatchObject({ away: true, emoji_name: 'wave' });
    expect(events.find((e) => e.type === 'user_settings')).toMatchObject({
      property: 'presence_enabled',
      value: false,
    });
    await get().ok(updateStatus, { away: false }, member2);
    expect(realm().user(member2.user_id)?.settings.presence_enabled).toBe(true);
  });

  it('refuses empty requests, long text and unusable emoji, changing nothing', async () => {
    const member = get().account('member');
    const before = { ...status(member.user_id) };
    const watcher = await get().queue(get().account('member2'));
    const none = await get().fails(updateStatus, {}, member, 400, 'BAD_REQUEST');
    expect(none.msg).toBe('Client did not pass any new values.');
    const long = await get().fails(updateStatus, { status_text: 'x'.repeat(61) }, member, 400, 'BAD_REQUEST');
    expect(long.msg).toContain('60');
    await get().fails(
      updateStatus,
      { status_text: 'ok', emoji_name: 'no_such_emoji_name' },
      member,
      400,
      'BAD_REQUEST',
    );
    await get().fails(
      updateStatus,
      { status_text: 'ok', emoji_name: 'odd', emoji_code: 'zz!' },
      member,
      400,
      'BAD_REQUEST',
    );
    await get().fails(
      updateStatus,
      { status_text: 'ok', emoji_name: 'party', emoji_code: '42', reaction_type: 'realm_emoji' },
      member,
      400,
      'BAD_REQUEST',
    );
    await get().fails(
      updateStatus,
      { emoji_name: 'smile', reaction_type: 'bogus' as never },
      member,
      400,
      'REQUEST_VARIABLE_INVALID',
    );
    expect(status(member.user_id)).toEqual(before);
    expect(await watcher.drain()).toEqual([]);
  });

  it('does not tell a guest about someone they cannot see', async () => {
    const stranger = addUser(realm(), {
      full_name: 'Status Stranger',
      email: 'status-stranger@example.test',
    });
    const before = { ...realm().settings.groups };
    realm().settings.groups.can_access_all_users_group = systemGroupId(realm(), 'role:members');
    restore.push(() => (realm().settings.groups = before));
    const guest = await get().queue(get().account('guest'));
    const member = await get().queue(get().account('member'));
    await get().ok(
      updateStatus,
      { status_text: 'Hidden away' },
      { email: stranger.email, api_key: stranger.api_key },
    );
    expect(await member.ofType('user_status')).toHaveLength(1);
    expect(await guest.ofType('user_status')).toEqual([]);
  });
});
