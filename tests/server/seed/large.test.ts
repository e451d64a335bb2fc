import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../server/realm/markdown';
import { Role } from '../../../server/realm/roles';
import { buildSeed, FULL_LARGE_SIZE } from '../../../server/seed';
import { MID_SIZE } from './seed-helpers';

describe('large seed at a reduced size', () => {
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const { realm, accounts } = buildSeed('large', { size: MID_SIZE });
  const elapsedMs = performance.now() - started;
  const heapGrowth = process.memoryUsage().heapUsed - heapBefore;
  const member = realm.user(accounts[3]?.user_id ?? -1);

  it('has exactly the requested counts', () => {
    expect(realm.users.size).toBe(MID_SIZE.users);
    expect(realm.channels.size).toBe(MID_SIZE.channels);
    expect(realm.messages.size).toBe(MID_SIZE.messages);
    expect(member?.unread.size).toBe(MID_SIZE.unreadForMember);
  });

  it('subscribes the bench member to ~100 channels and people to 20–50', () => {
    const subscribed = (userId: number) =>
      [...realm.channels.values()].filter((c) => c.subscribers.has(userId)).length;
    expect(subscribed(member?.user_id ?? -1)).toBe(100);
    const members = [...realm.users.values()].filter(
      (u) => u.is_active && !u.is_bot && u.role === Role.Member,
    );
    for (const user of members.slice(10, 60)) {
      expect(subscribed(user.user_id)).toBeGreaterThanOrEqual(20);
      expect(subscribed(user.user_id)).toBeLessThanOrEqual(50);
    }
  });

  it('makes the member unread only what they can read and did not send', () => {
    for (const id of member?.unread ?? []) {
      const message = realm.messages.get(id);
      expect(message?.sender_id).not.toBe(member?.user_id);
      if (message?.type === 'private') expect(message.dm_user_ids).toContain(member?.user_id);
      else expect(realm.channel(message?.stream_id ?? -1)?.subscribers.has(member?.user_id ?? -1)).toBe(true);
    }
    const others = [...realm.users.values()].filter((u) => u !== member);
    expect(others.every((u) => u.unread.size === 0)).toBe(true);
  });

  it('stores rendered HTML equal to what the renderer makes, with real mention spans', () => {
    let mentions = 0;
    for (const message of [...realm.messages.values()].slice(0, 3000)) {
      const mention = /^@\*\*([^*]+)\*\* /.exec(message.content);
      if (!mention) {
        expect(message.rendered_content).toBe(renderMarkdown(message.content));
        continue;
      }
      mentions++;
      const user = [...realm.users.values()].find((u) => u.full_name === mention[1]);
      expect(message.rendered_content).toContain(`data-user-id="${user?.user_id}"`);
      expect(user?.flags.get('mentioned')?.has(message.id)).toBe(true);
    }
    expect(mentions).toBeGreaterThan(0);
  });

  it('has topics, folders, private and web-public channels, bots, guests and direct messages', () => {
    const channels = [...realm.channels.values()];
    expect(channels.filter((c) => c.topics.size >= 3).length).toBeGreaterThan(channels.length / 2);
    expect(channels.some((c) => c.invite_only)).toBe(true);
    expect(channels.some((c) => c.is_web_public)).toBe(true);
    expect(realm.folders.size).toBeGreaterThan(2);
    const users = [...realm.users.values()];
    expect(users.filter((u) => u.is_bot).length).toBeGreaterThan(2);
    expect(users.filter((u) => u.role === Role.Guest).length).toBeGreaterThan(2);
    expect(new Set(users.map((u) => u.full_name)).size).toBe(users.length);
    const dms = [...realm.messages.values()].filter((m) => m.type === 'private');
    expect(dms.length).toBeGreaterThan(MID_SIZE.messages * 0.02);
    expect(dms.some((m) => m.dm_user_ids.length > 2)).toBe(true);
  });

  it('extrapolates to well under 30 s and 2 GB at the full size', () => {
    const scale = FULL_LARGE_SIZE.messages / MID_SIZE.messages;
    // Generous margins: this guards against accidental O(n²) work, not against a slow machine.
    expect(elapsedMs * scale).toBeLessThan(30_000);
    expect(heapGrowth * scale).toBeLessThan(2 * 1024 ** 3);
  });
});
