import { describe, expect, it } from 'vitest';
import {
  TopicsPolicy,
  basicChannel,
  channelFolder,
  groupSettingValue,
  subscription,
} from '../../../shared/objects';
import { sampleChannel, sampleSubscription } from './samples';

describe('groupSettingValue', () => {
  it('accepts a group ID or an anonymous group', () => {
    expect(groupSettingValue.parse(11)).toBe(11);
    expect(groupSettingValue.parse({ direct_members: [1], direct_subgroups: [2] })).toEqual({
      direct_members: [1],
      direct_subgroups: [2],
    });
  });

  it('rejects anything else', () => {
    for (const bad of [
      '11',
      null,
      { direct_members: [1] },
      { direct_members: ['a'], direct_subgroups: [] },
    ]) {
      expect(groupSettingValue.safeParse(bad).success).toBe(false);
    }
  });
});

describe('subscription', () => {
  it('parses null notification settings as "inherit"', () => {
    const parsed = subscription.parse(sampleSubscription);
    expect(parsed.desktop_notifications).toBeNull();
    expect(parsed.wildcard_mentions_notify).toBeNull();
    expect(parsed.is_muted).toBe(false);
    expect(parsed.topics_policy).toBe(TopicsPolicy.Inherit);
  });

  it('also accepts explicit booleans, and rejects a missing notification setting', () => {
    expect(subscription.parse({ ...sampleSubscription, push_notifications: true }).push_notifications).toBe(
      true,
    );
    const { audible_notifications: _missing, ...rest } = sampleSubscription;
    expect(subscription.safeParse(rest).success).toBe(false);
  });

  it('requires the personal fields that a plain channel lacks', () => {
    expect(basicChannel.safeParse(sampleChannel).success).toBe(true);
    expect(subscription.safeParse(sampleChannel).success).toBe(false);
  });

  it('keeps unknown fields and accepts topics policies it does not know', () => {
    const parsed = subscription.parse({ ...sampleSubscription, topics_policy: 'future_policy', extra: 1 });
    expect(parsed.topics_policy).toBe('future_policy');
    expect(parsed.extra).toBe(1);
  });

  it('accepts partial_subscribers and a null weekly traffic', () => {
    const parsed = basicChannel.parse({
      ...sampleChannel,
      partial_subscribers: [1, 2],
      stream_weekly_traffic: 4,
    });
    expect(parsed.partial_subscribers).toEqual([1, 2]);
    expect(parsed.stream_weekly_traffic).toBe(4);
  });
});

describe('channelFolder', () => {
  it('accepts a folder from before the order field', () => {
    const folder = channelFolder.parse({
      id: 1,
      name: 'Eng',
      date_created: null,
      creator_id: null,
      description: '',
      rendered_description: '',
      is_archived: false,
    });
    expect(folder.order).toBeUndefined();
  });
});
