import { describe, expect, it } from 'vitest';
import { buildSeed, type SeedName } from '../../../server/seed';
import { MID_SIZE } from './seed-helpers';

describe.each(['demo', 'empty', 'large'] as const)('%s seed referential integrity', (name: SeedName) => {
  const { realm } = buildSeed(name, name === 'large' ? { size: MID_SIZE } : {});

  it('has subscriptions that point at real users and channels, matching subscriber sets', () => {
    for (const [key, sub] of realm.subscriptions) {
      expect(key).toBe(`${sub.user_id}:${sub.stream_id}`);
      expect(realm.users.has(sub.user_id)).toBe(true);
      const channel = realm.channel(sub.stream_id);
      expect(channel).toBeDefined();
      expect(channel?.subscribers.has(sub.user_id)).toBe(sub.active);
    }
    for (const channel of realm.channels.values()) {
      for (const userId of channel.subscribers) {
        expect(realm.subscription(userId, channel.stream_id)?.active).toBe(true);
        expect(realm.user(userId)?.is_active).toBe(true);
      }
    }
  });

  it('has messages whose senders, channels, topics and recipients exist, in id and time order', () => {
    let previous = { id: 0, timestamp: 0 };
    expect(realm.messageIds).toEqual([...realm.messages.keys()]);
    for (const id of realm.messageIds) {
      const message = realm.messages.get(id);
      if (!message) throw new Error(`message ${id} is missing`);
      expect(message.id).toBeGreaterThan(previous.id);
      expect(message.timestamp).toBeGreaterThanOrEqual(previous.timestamp);
      previous = message;
      expect(realm.users.has(message.sender_id)).toBe(true);
      for (const reaction of message.reactions) expect(realm.users.has(reaction.user_id)).toBe(true);
      if (message.type === 'private') {
        expect(message.dm_user_ids).toContain(message.sender_id);
        for (const userId of message.dm_user_ids) expect(realm.users.has(userId)).toBe(true);
        continue;
      }
      const channel = realm.channel(message.stream_id ?? -1);
      expect(channel?.topics.get(message.topic.toLowerCase())?.max_id).toBeGreaterThanOrEqual(message.id);
      expect(message.timestamp).toBeGreaterThan(channel?.date_created ?? Infinity);
    }
    for (const channel of realm.channels.values()) {
      for (const id of channel.message_ids) expect(realm.messages.get(id)?.stream_id).toBe(channel.stream_id);
      expect(channel.first_message_id).toBe(channel.message_ids[0] ?? null);
    }
  });

  it('keeps flags, users, groups, folders and profile data pointing at real rows', () => {
    for (const user of realm.users.values()) {
      for (const id of user.unread) expect(realm.messages.has(id)).toBe(true);
      for (const ids of user.flags.values()) for (const id of ids) expect(realm.messages.has(id)).toBe(true);
      if (user.bot_owner_id !== null) expect(realm.user(user.bot_owner_id)?.is_bot).toBe(false);
      for (const fieldId of user.profile_data.keys()) expect(realm.profileFields.has(fieldId)).toBe(true);
      for (const topic of user.user_topics.values()) expect(realm.channels.has(topic.stream_id)).toBe(true);
      for (const draft of user.drafts.values())
        for (const id of draft.to) expect(realm.channels.has(id) || realm.users.has(id)).toBe(true);
    }
    for (const group of realm.groups.values())
      for (const id of group.members) expect(realm.users.has(id)).toBe(true);
    for (const group of realm.settings.default_stream_groups) {
      for (const id of group.streams) expect(realm.channels.has(id)).toBe(true);
    }
    for (const channel of realm.channels.values()) {
      if (channel.folder_id !== null) expect(realm.folders.has(channel.folder_id)).toBe(true);
      if (channel.creator_id !== null) expect(realm.users.has(channel.creator_id)).toBe(true);
    }
  });

  it('hands out fresh ids after the seed', () => {
    const maxMessage = Math.max(0, ...realm.messageIds);
    expect(realm.nextId('message')).toBeGreaterThan(maxMessage);
    expect(realm.nextId('user')).toBeGreaterThan(Math.max(...realm.users.keys()));
    expect(realm.nextId('channel')).toBeGreaterThan(Math.max(...realm.channels.keys()));
    expect(realm.nextId('group')).toBeGreaterThan(Math.max(...realm.groups.keys()));
  });
});
