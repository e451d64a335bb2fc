// PATCH /settings with target_users (FL 444) over real HTTP: administrators changing other users'
// settings by user and by group, skip_if_already_edited, and the refusals.
import { describe, expect, it } from 'vitest';
import { updateSettings } from '../../../shared/api/settings';
import { systemGroupId } from '../../../server/realm/roles';
import { useTestServer } from '../support/test-server';

const get = useTestServer();
const realm = () => get().server.realm;

function setting(userId: number, name: string) {
  return realm().user(userId)?.settings[name];
}

describe('updateSettings with target_users', () => {
  it('changes the listed users and tells each of them, not the administrator', async () => {
    const admin = get().account('admin');
    const [member, member2] = [get().account('member'), get().account('member2')];
    const queues = await Promise.all([member, member2, admin].map((who) => get().queue(who)));
    const style = setting(member.user_id, 'user_list_style') === 1 ? 2 : 1;
    expect(setting(admin.user_id, 'user_list_style')).not.toBe(style);
    await get().ok(
      updateSettings,
      { user_list_style: style, target_users: { user_ids: [member.user_id, member2.user_id] } },
      admin,
    );
    expect([setting(member.user_id, 'user_list_style'), setting(member2.user_id, 'user_list_style')]).toEqual(
      [style, style],
    );
    expect(setting(admin.user_id, 'user_list_style')).not.toBe(style);
    for (const queue of queues.slice(0, 2)) {
      const events = await queue.ofType('user_settings', 'update');
      expect(events.map((e) => [e.property, e.value])).toEqual([['user_list_style', style]]);
    }
    expect(await queues[2]?.drain()).toEqual([]);
    // A bulk edit is not the user's own edit.
    expect(realm().user(member.user_id)?.settings_edited).toBe(false);
  });

  it("reaches a group's active members", async () => {
    const moderators = systemGroupId(realm(), 'role:moderators');
    await get().ok(
      updateSettings,
      { demote_inactive_streams: 3, target_users: { group_ids: [moderators] } },
      get().account('owner'),
    );
    for (const kind of ['owner', 'admin', 'moderator'] as const) {
      expect(setting(get().account(kind).user_id, 'demote_inactive_streams')).toBe(3);
    }
    expect(setting(get().account('member').user_id, 'demote_inactive_streams')).not.toBe(3);
  });

  it('skips users who edited their settings themselves when asked to', async () => {
    const [member, member2] = [get().account('member'), get().account('member2')];
    await get().ok(updateSettings, { enter_sends: !setting(member.user_id, 'enter_sends') }, member);
    expect(realm().user(member.user_id)?.settings_edited).toBe(true);
    const before = setting(member.user_id, 'starred_message_counts');
    await get().ok(
      updateSettings,
      {
        starred_message_counts: !before,
        target_users: { user_ids: [member.user_id, member2.user_id], skip_if_already_edited: true },
      },
      get().account('admin'),
    );
    expect(setting(member.user_id, 'starred_message_counts')).toBe(before);
    expect(setting(member2.user_id, 'starred_message_counts')).toBe(!before);
  });

  it('refuses non-administrators, unknown targets and account fields, changing nothing', async () => {
    const [member, member2] = [get().account('member'), get().account('member2')];
    const before = setting(member2.user_id, 'color_scheme');
    const queue = await get().queue(member2);
    const denied = await get().fails(
      updateSettings,
      { color_scheme: before === 2 ? 3 : 2, target_users: { user_ids: [member2.user_id] } },
      member,
      400,
      'UNAUTHORIZED_PRINCIPAL',
    );
    expect(denied.msg).toBe('Must be an organization administrator');
    const admin = get().account('admin');
    const unknown = await get().fails(
      updateSettings,
      { color_scheme: 2, target_users: { user_ids: [member2.user_id, 777777] } },
      admin,
      400,
      'BAD_REQUEST',
    );
    expect(unknown.msg).toBe('Invalid user ID: 777777');
    await get().fails(
      updateSettings,
      { color_scheme: 2, target_users: { group_ids: [888888] } },
      admin,
      400,
      'BAD_REQUEST',
    );
    await get().fails(
      updateSettings,
      { full_name: 'Forced Name', color_scheme: 2, target_users: { user_ids: [member2.user_id] } },
      admin,
      400,
      'BAD_REQUEST',
    );
    expect(setting(member2.user_id, 'color_scheme')).toBe(before);
    expect(await queue.drain()).toEqual([]);
  });
});
