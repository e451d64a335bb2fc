import { describe, expect, it } from 'vitest';
import { systemGroupId } from '../../../server/realm/roles';
import type { ChannelRecord } from '../../../server/realm/types';
import { buildSeed } from '../../../server/seed';

const { realm, accounts } = buildSeed('demo');
const member = realm.user(accounts[3]?.user_id ?? -1);
const channels = [...realm.channels.values()];
const byName = (name: string) => channels.find((c) => c.name === name) as ChannelRecord;

describe('demo seed', () => {
  it('has a dozen or so people besides the bots', () => {
    const humans = [...realm.users.values()].filter((u) => !u.is_bot);
    expect(humans.length).toBeGreaterThanOrEqual(10);
    expect(humans.length).toBeLessThanOrEqual(16);
    expect(new Set(humans.map((u) => u.full_name)).size).toBe(humans.length);
  });

  it('groups channels into ordered folders', () => {
    const folders = [...realm.folders.values()];
    expect(folders.length).toBeGreaterThanOrEqual(2);
    expect(folders.length).toBeLessThanOrEqual(3);
    expect(folders.map((f) => f.order)).toEqual(folders.map((_, i) => i));
    for (const folder of folders) expect(channels.some((c) => c.folder_id === folder.id)).toBe(true);
    for (const channel of channels) {
      if (channel.folder_id !== null) expect(realm.folders.has(channel.folder_id)).toBe(true);
    }
  });

  it('has the special channels: announcements, private, web-public, archived', () => {
    const announcements = byName('announcements');
    expect(announcements.groups.can_send_message_group).toBe(systemGroupId(realm, 'role:administrators'));
    const posters = new Set(announcements.message_ids.map((id) => realm.messages.get(id)?.sender_id));
    for (const id of posters) expect(realm.user(id ?? -1)?.role).toBeLessThanOrEqual(200);
    expect(channels.some((c) => c.invite_only)).toBe(true);
    expect(channels.some((c) => c.is_web_public)).toBe(true);
    const archived = channels.filter((c) => c.is_archived);
    expect(archived).toHaveLength(1);
    expect(archived[0]?.message_ids.length).toBeGreaterThan(0);
    for (const channel of channels) expect(channel.rendered_description).toMatch(/^<p>/);
  });

  it('gives each channel 2–6 topics and a few hundred messages in all', () => {
    for (const channel of channels) {
      expect(channel.topics.size).toBeGreaterThanOrEqual(2);
      expect(channel.topics.size).toBeLessThanOrEqual(6);
    }
    expect(realm.messages.size).toBeGreaterThanOrEqual(200);
    expect(realm.messages.size).toBeLessThan(600);
    const contents = [...realm.messages.values()].map((m) => m.content).join('\n');
    expect(contents).toContain('**');
    expect(contents).toMatch(/`[^`]+`/);
    expect(contents).toMatch(/https:\/\//);
    expect(contents).toMatch(/@\*\*[^*]+\*\*/);
  });

  it('leaves some messages unread for the member, across channels and direct messages', () => {
    const unread = [...(member?.unread ?? [])].map((id) => realm.messages.get(id));
    expect(unread.length).toBeGreaterThanOrEqual(5);
    expect(unread.length).toBeLessThanOrEqual(40);
    expect(unread.every((m) => m && m.sender_id !== member?.user_id)).toBe(true);
    expect(unread.some((m) => m?.type === 'private')).toBe(true);
    expect(
      new Set(unread.filter((m) => m?.type === 'stream').map((m) => m?.stream_id)).size,
    ).toBeGreaterThanOrEqual(2);
    expect(member?.flags.get('mentioned')?.size ?? 0).toBeGreaterThan(0);
    expect(member?.flags.get('starred')?.size ?? 0).toBeGreaterThan(0);
  });

  it('has direct and group direct messages with the member', () => {
    const mine = [...realm.messages.values()].filter(
      (m) => m.type === 'private' && m.dm_user_ids.includes(member?.user_id ?? -1),
    );
    expect(mine.some((m) => m.dm_user_ids.length === 2)).toBe(true);
    expect(mine.some((m) => m.dm_user_ids.length >= 3)).toBe(true);
  });

  it('has unicode reactions with real code points', () => {
    const reactions = [...realm.messages.values()].flatMap((m) => m.reactions);
    expect(reactions.length).toBeGreaterThan(10);
    expect(reactions.some((r) => r.emoji_name === 'thumbs_up' && r.emoji_code === '1f44d')).toBe(true);
    for (const r of reactions) {
      expect(r.reaction_type).toBe('unicode_emoji');
      expect(String.fromCodePoint(parseInt(r.emoji_code, 16))).not.toBe('');
    }
  });

  it('has one custom profile field of each type, filled in for most people', () => {
    const fields = [...realm.profileFields.values()];
    expect(fields.map((f) => f.type).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const food = fields.find((f) => f.type === 3);
    expect(food?.name).toBe('Favorite food');
    expect(JSON.parse(food?.field_data ?? '{}')['1']).toEqual({ text: 'Pizza', order: '1' });
    expect(JSON.parse(fields.find((f) => f.type === 7)?.field_data ?? '{}')).toEqual({ subtype: 'github' });
    expect(member?.profile_data.size).toBe(8);
    const mentorField = fields.find((f) => f.type === 6)?.id ?? -1;
    const mentors = JSON.parse(member?.profile_data.get(mentorField)?.value ?? '[]') as number[];
    expect(mentors.every((id) => realm.users.has(id))).toBe(true);
    const humans = [...realm.users.values()].filter((u) => !u.is_bot);
    expect(humans.filter((u) => u.profile_data.size > 0).length).toBeGreaterThan(humans.length / 2);
  });

  it('gives people statuses and presence, and the member topics, drafts, snippets and alert words', () => {
    const people = [...realm.users.values()];
    expect(
      people.filter((u) => u.status.status_text !== '' && u.status.emoji_code !== '').length,
    ).toBeGreaterThanOrEqual(3);
    expect(people.filter((u) => u.presence.active_timestamp > 0).length).toBeGreaterThan(5);
    const policies = [...(member?.user_topics.values() ?? [])].map((t) => t.visibility_policy);
    expect(policies).toContain(1);
    expect(policies).toContain(3);
    expect(member?.drafts.size).toBe(2);
    expect(member?.saved_snippets.size).toBe(2);
    expect(member?.alert_words.length).toBeGreaterThan(0);
    const bot = realm.user(accounts[6]?.user_id ?? -1);
    expect(bot?.bot_storage.size).toBeGreaterThan(0);
  });

  it('has the design-team group and a default channel group', () => {
    const team = [...realm.groups.values()].find((g) => g.name === 'design-team');
    expect(team?.is_system_group).toBe(false);
    expect(team?.members.size).toBeGreaterThan(1);
    const [group] = realm.settings.default_stream_groups;
    expect(group?.streams.length).toBeGreaterThan(0);
    expect(channels.some((c) => c.is_default)).toBe(true);
  });
});
