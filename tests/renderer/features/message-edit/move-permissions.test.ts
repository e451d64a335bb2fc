// Which channels a message may move into, and what the move dialog allows, read from the store:
// posting rights per channel, the move groups, and the move time limits moderators do not have.
import { describe, expect, it } from 'vitest';
import { moveTargets } from '../../../../renderer/src/features/message-edit/move-targets';
import { movePermissions } from '../../../../renderer/src/features/message-edit/use-move-permissions';
import { subscription } from '../../support/factories';
import { storeFrom } from '../../support/store-fixture';
import { sampleUserGroup } from '../../../shared/objects/samples';

// Role groups as a real server lists them: own-role members, the next narrower group as subgroup.
const group = (id: number, name: string, members: number[], subgroups: number[]) => ({
  ...sampleUserGroup,
  id,
  name,
  members,
  direct_subgroup_ids: subgroups,
  is_system_group: true,
});

function fixture(role: number, realm: Record<string, unknown> = {}) {
  const admins = role <= 200 ? [10] : [];
  const moderators = role === 300 ? [10] : [];
  const members = role === 400 ? [10] : [];
  return storeFrom({
    role,
    realm_user_groups: [
      group(1, 'role:nobody', [], []),
      group(2, 'role:administrators', admins, []),
      group(3, 'role:moderators', moderators, [2]),
      group(4, 'role:members', members, [3]),
    ],
    subscriptions: [
      subscription({ stream_id: 1, name: 'open', can_send_message_group: 4 }),
      subscription({ stream_id: 2, name: 'announce', can_send_message_group: 2 }),
      subscription({ stream_id: 3, name: 'old', can_send_message_group: 4, is_archived: true }),
      subscription({
        stream_id: 4,
        name: 'shared',
        can_send_message_group: { direct_members: [10], direct_subgroups: [] },
      }),
    ],
    realm_can_move_messages_between_topics_group: 4,
    realm_can_move_messages_between_channels_group: 2,
    ...realm,
  });
}

describe('moveTargets', () => {
  it('offers channels the user may post in, and the current one', () => {
    const names = (role: number, current: number) => {
      const s = fixture(role).s();
      return moveTargets(s.channels, s.userGroups, 10, current, 'en').map((t) => t.name);
    };
    expect(names(400, 1)).toEqual(['open', 'shared']);
    expect(names(400, 2)).toEqual(['announce', 'open', 'shared']);
    expect(names(200, 1)).toEqual(['announce', 'open', 'shared']);
  });
});

describe('movePermissions', () => {
  const now = 1_000_000;

  it('follows the organization move groups', () => {
    const member = movePermissions(fixture(400).s(), { streamId: 1, timestamp: null }, now);
    expect(member.topic.ok).toBe(true);
    expect(member.channel.ok).toBe(false);
    expect(movePermissions(fixture(200).s(), { streamId: 1, timestamp: null }, now).channel.ok).toBe(true);
  });

  it('applies the topic time limit to a message, not to a whole topic, and not to moderators', () => {
    const limits = { realm_move_messages_within_stream_limit_seconds: 600 };
    const old = { streamId: 1, timestamp: now - 700 };
    expect(movePermissions(fixture(400, limits).s(), old, now).topic.ok).toBe(false);
    expect(movePermissions(fixture(400, limits).s(), { ...old, timestamp: now - 500 }, now).topic.ok).toBe(
      true,
    );
    expect(movePermissions(fixture(400, limits).s(), { ...old, timestamp: null }, now).topic.ok).toBe(true);
    expect(movePermissions(fixture(300, limits).s(), old, now).topic.ok).toBe(true);
  });
});
