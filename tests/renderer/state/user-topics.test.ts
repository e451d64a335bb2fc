import { describe, expect, it } from 'vitest';
import { topicKey } from '../../../renderer/src/state/conversation-key';
import {
  initialUserTopics,
  policyByKey,
  topicPolicies,
  visibilityPolicyOf,
} from '../../../renderer/src/state/user-topics';
import { channel, event, subscription } from '../support/factories';
import { storeFrom } from '../support/store-fixture';

const topic = (stream_id: number, topic_name: string, visibility_policy: number, last_updated = 1) => ({
  stream_id,
  topic_name,
  visibility_policy,
  last_updated,
});

describe('user_topic', () => {
  it('reads the snapshot, case-insensitively by topic, and drops "none" entries', () => {
    const f = storeFrom({ user_topics: [topic(1, 'Lunch', 1), topic(1, 'deploys', 3), topic(2, 'x', 0)] });
    expect(visibilityPolicyOf(f.s().userTopics, 1, 'lunch')).toBe(1);
    expect(visibilityPolicyOf(f.s().userTopics, 1, 'DEPLOYS')).toBe(3);
    expect(visibilityPolicyOf(f.s().userTopics, 2, 'x')).toBe(0);
    expect(f.s().userTopics.byKey.size).toBe(2);
  });

  it('sets, changes and clears a policy (0 removes the entry)', () => {
    const f = storeFrom({ user_topics: [] });
    f.apply(event('user_topic', topic(1, 'Lunch', 2, 5)));
    expect(f.s().userTopics.byKey.get('stream:1:lunch')).toEqual(topic(1, 'Lunch', 2, 5));
    f.apply(event('user_topic', topic(1, 'LUNCH', 3, 6)));
    expect(visibilityPolicyOf(f.s().userTopics, 1, 'lunch')).toBe(3);
    f.apply(event('user_topic', topic(1, 'lunch', 0, 7)));
    expect(f.s().userTopics.byKey.size).toBe(0);
  });

  it('clearing a topic without a policy, or repeating one, changes nothing', () => {
    const f = storeFrom({ user_topics: [topic(1, 'a', 1)] });
    const before = f.s().userTopics;
    f.apply(event('user_topic', topic(1, 'b', 0)), event('user_topic', topic(1, 'a', 1)));
    expect(f.s().userTopics).toBe(before);
  });

  it('answers policy lookups for the state asked, before and after changes', () => {
    const f = storeFrom({
      user_topics: [topic(1, 'a', 1), { stream_id: 1, topic_name: 'no policy', last_updated: 1 }],
    });
    const first = f.s().userTopics;
    expect(policyByKey(first, topicKey(1, 'A'))).toBe(1);
    // An entry without a policy (malformed server data) counts as none, as it always did.
    expect(visibilityPolicyOf(first, 1, 'no policy')).toBe(0);
    f.apply(event('user_topic', topic(1, 'a', 3)), event('user_topic', topic(1, 'b', 2)));
    expect(visibilityPolicyOf(f.s().userTopics, 1, 'a')).toBe(3);
    expect(visibilityPolicyOf(f.s().userTopics, 1, 'b')).toBe(2);
    expect(visibilityPolicyOf(first, 1, 'a')).toBe(1);
    expect(visibilityPolicyOf(first, 1, 'b')).toBe(0);
    f.apply(event('user_topic', topic(1, 'a', 0)), event('user_topic', topic(1, 'b', 0)));
    expect(topicPolicies(f.s().userTopics).size).toBe(1);
    expect(visibilityPolicyOf(f.s().userTopics, 1, 'a')).toBe(0);
    expect(visibilityPolicyOf(initialUserTopics, 1, 'a')).toBe(0);
  });

  it('keeps a policy it does not know yet', () => {
    const f = storeFrom({ user_topics: [] });
    f.apply(event('user_topic', topic(1, 'a', 9)));
    expect(visibilityPolicyOf(f.s().userTopics, 1, 'a')).toBe(9);
  });
});

describe('legacy muted_topics', () => {
  it('is ignored when the server speaks user_topic', () => {
    const f = storeFrom({
      user_topics: [topic(1, 'a', 3)],
      streams: [channel({ stream_id: 1, name: 'general' })],
    });
    const before = f.s().userTopics;
    f.apply(event('muted_topics', { muted_topics: [['general', 'noise', 5]] }));
    expect(f.s().userTopics).toBe(before);
  });

  it('feeds the slice on servers without user_topic, by channel name', () => {
    const f = storeFrom({
      muted_topics: [['General', 'noise', 5]],
      subscriptions: [subscription({ stream_id: 1, name: 'general' })],
      never_subscribed: [channel({ stream_id: 2, name: 'random' })],
    });
    expect(f.s().userTopics.legacy).toBe(true);
    expect(f.s().userTopics.byKey.get('stream:1:noise')).toEqual(topic(1, 'noise', 1, 5));
    f.apply(
      event('muted_topics', {
        muted_topics: [
          ['random', 'cats'],
          ['ghost-channel', 'x', 1],
        ],
      }),
    );
    expect(f.s().userTopics.byKey.toJSON()).toEqual({ 'stream:2:cats': topic(2, 'cats', 1, 0) });
  });
});
