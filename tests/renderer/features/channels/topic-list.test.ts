import { describe, expect, it } from 'vitest';
import { topicRows } from '../../../../renderer/src/features/channels/topic-list-model';
import { topicPolicies } from '../../../../renderer/src/features/channels/user-topics-source';
import { topicKey } from '../../../../renderer/src/state/conversation-key';
import { Map as ImmutableMap } from 'immutable';

const entry = (stream_id: number, topic_name: string, visibility_policy: number) => ({
  stream_id,
  topic_name,
  visibility_policy,
  last_updated: 1,
});

describe('topicRows', () => {
  it('lists the most recent topic first and names the empty topic by the realm setting', () => {
    const rows = topicRows(
      5,
      [
        { name: 'old', max_id: 10 },
        { name: '', max_id: 40 },
        { name: 'new', max_id: 30 },
      ],
      new Map([[topicKey(5, 'NEW'), 3]]),
      'general chat',
    );
    expect(rows.map((r) => [r.label, r.isEmpty, r.policy])).toEqual([
      ['general chat', true, 0],
      ['new', false, 3],
      ['old', false, 0],
    ]);
    expect(rows[0]?.name).toBe('');
  });

  it('names the empty topic by the label it is given (the caller falls back to ours)', () => {
    expect(topicRows(1, [{ name: '', max_id: 1 }], new Map(), 'allgemeiner Chat')[0]?.label).toBe(
      'allgemeiner Chat',
    );
  });
});

describe('topicPolicies', () => {
  it('reads the user-topics slice as a map from topic key to policy', () => {
    const byKey = ImmutableMap([
      [topicKey(1, 'a'), entry(1, 'a', 1)],
      [topicKey(2, 'B'), entry(2, 'B', 3)],
    ]);
    const policies = topicPolicies(byKey);
    expect([...policies].sort()).toEqual([
      [topicKey(1, 'a'), 1],
      [topicKey(2, 'b'), 3],
    ]);
    // The list looks policies up the same way, whatever the case of the topic.
    expect(topicRows(2, [{ name: 'b', max_id: 1 }], policies, '')[0]?.policy).toBe(3);
  });
});
