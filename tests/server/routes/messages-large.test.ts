// GET /messages on a mid-size generated realm: the anchor walk must agree with a brute-force
// reading of the realm, and paging through a busy channel must visit every message once.
// Timings are not asserted (shared CI machines vary); the walk's cost is what keeps this quick.
import { describe, expect, it } from 'vitest';
import { getMessages, type GetMessagesResponse } from '../../../shared/api/messages';
import { canReadChannel } from '../../../server/realm/access';
import { buildSeed } from '../../../server/seed';
import { useTestServer } from '../support/test-server';

const seeded = buildSeed('large', {
  size: { users: 400, channels: 50, messages: 30_000, unreadForMember: 4_000 },
});
const get = useTestServer({ seed: seeded });

function visibleIds(userId: number): number[] {
  const realm = seeded.realm;
  const user = realm.user(userId);
  if (!user) throw new Error('no user');
  return realm.messageIds.filter((id) => {
    const m = realm.messages.get(id);
    if (!m) return false;
    if (m.type === 'private') return m.dm_user_ids.includes(userId);
    const channel = realm.channel(m.stream_id ?? -1);
    return channel !== undefined && canReadChannel(realm, user, channel);
  });
}

describe('a mid-size realm', () => {
  it('returns the newest page the user may read', async () => {
    const member = get().account('member');
    const page = await get().ok(getMessages, { anchor: 'newest', num_before: 1000, num_after: 0 }, member);
    expect(page.messages.map((m) => m.id)).toEqual(visibleIds(member.user_id).slice(-1000));
    expect(page.found_newest).toBe(true);
  });

  it('pages through the busiest channel with no gap or repeat', async () => {
    const member = get().account('member');
    const busiest = [...seeded.realm.channels.values()]
      .filter((c) => c.subscribers.has(member.user_id))
      .sort((a, b) => b.message_ids.length - a.message_ids.length)[0];
    if (!busiest) throw new Error('the member has no channel');
    const narrow = [{ operator: 'channel', operand: busiest.stream_id }];
    const seen: number[] = [];
    let anchor: number | 'newest' = 'newest';
    for (let round = 0; round < 100; round++) {
      const page: GetMessagesResponse = await get().ok(
        getMessages,
        { anchor, include_anchor: anchor === 'newest', num_before: 1000, num_after: 0, narrow },
        member,
      );
      seen.unshift(...page.messages.map((m) => m.id));
      if (page.found_oldest) break;
      anchor = page.messages[0]?.id ?? 0;
    }
    expect(seen).toEqual(busiest.message_ids);
  });

  it('anchors "first_unread" in a channel on its oldest unread message', async () => {
    const member = get().account('member');
    const record = seeded.realm.user(member.user_id);
    const channel = [...seeded.realm.channels.values()].find((c) =>
      c.message_ids.some((id) => record?.unread.has(id)),
    );
    if (!channel || !record) throw new Error('the member has nothing unread');
    const oldestUnread = channel.message_ids.find((id) => record.unread.has(id));
    const page = await get().ok(
      getMessages,
      { anchor: 'first_unread', num_before: 10, num_after: 10, narrow: [['channel', channel.stream_id]] },
      member,
    );
    expect(page.anchor).toBe(oldestUnread);
    expect(page.found_anchor).toBe(true);
  });
});
