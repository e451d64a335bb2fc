// Which channels a message may move into, and whether the topic or channel may change: group
// settings with system groups counted by role (servers need not list their members), channel
// move groups, and the move time limits that moderators do not have.
import { describe, expect, it } from 'vitest';
import { moveTargets } from '../../../../renderer/src/features/message-edit/move-targets';
import { movePermissions } from '../../../../renderer/src/features/message-edit/use-move-permissions';
import { subscription } from '../../support/factories';
import { storeFrom } from '../../support/store-fixture';
import { sampleUserGroup } from '../../../shared/objects/samples';

const system = (id: number, name: string) => ({
  ...sampleUserGroup,
  id,
  name,
  members: [],
  is_system_group: true,
});
const groups = [system(1, 'role:nobody'), system(2, 'role:administrators'), system(3, 'role:members')];

function fixture(role: number, realm: Record<string, unknown> = {}) {
  return storeFrom({
    role,
    realm_user_groups: groups,
    subscriptions: [
      subscription({ stream_id: 1, name: 'open', can_send_message_group: 3 }),
      subscription({ stream_id: 2, name: 'announce', can_send_message_group: 2 }),
      subscription({ stream_id: 3, name: 'old', can_send_message_group: 3, is_archived: true }),
      subscription({
        stream_id: 4,
        name: 'shared',
        can_send_message_group: { direct_members: [10], direct_subgroups: [] },
      }),
    ],
    realm_can_move_messages_between_topics_group: 3,
    realm_can_move_messages_between_channels_group: 2,
    ...realm,
  });
}

describe('moveTargets', () => {
  it('offers channels the user may post in, and the current one', () => {
    const { s } = fixture(400);
    const names = (current: number) =>
      moveTargets(s().channels, s().userGroups, { userId: 10, role: 400 }, current).map((t) => t.name);
    expect(names(1)).toEqual(['open', 'shared']);
    expect(names(2)).toEqual(['announce', 'open', 'shared']);
    const asAdmin = moveTargets(s().channels, s().userGroups, { userId: 10, role: 200 }, 1).map(
      (t) => t.name,
    );
    expect(asAdmin).toEqual(['announce', 'open', 'shared']);
  });
});

describe('movePermissions', () => {
  const now = 1_000_000 * 1000;

  it('follows the organization groups and the channel move groups', () => {
    const member = movePermissions(fixture(400).s(), { streamId: 1, timestamp: null }, now);
    expect(member.topic.ok).toBe(true);
    expect(member.channel).toEqual({
      ok: false,
      reason: 'You do not have permission to move messages to other channels.',
    });
    const admin = movePermissions(fixture(200).s(), { streamId: 1, timestamp: null }, now);
    expect(admin.channel.ok).toBe(true);
  });

  it('applies the time limits to members, not to moderators', () => {
    const limits = { realm_move_messages_within_stream_limit_seconds: 600 };
    const old = { streamId: 1, timestamp: now / 1000 - 700 };
    expect(movePermissions(fixture(400, limits).s(), old, now).topic).toEqual({
      ok: false,
      reason: "The organization's time limit for moving messages between topics has passed.",
    });
    expect(
      movePermissions(fixture(400, limits).s(), { ...old, timestamp: now / 1000 - 500 }, now).topic.ok,
    ).toBe(true);
    expect(movePermissions(fixture(300, limits).s(), old, now).topic.ok).toBe(true);
  });
});
