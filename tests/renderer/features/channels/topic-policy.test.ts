import { describe, expect, it } from 'vitest';
import { actionOfPolicy, topicPolicyRequest } from '../../../../renderer/src/features/channels/topic-policy';

describe('topicPolicyRequest', () => {
  it('uses POST /user_topics from feature level 170, with the policy integers', () => {
    expect(topicPolicyRequest('mute', 470, 3, 'lunch')).toEqual({
      op: 'updateUserTopic',
      params: { stream_id: 3, topic: 'lunch', visibility_policy: 1 },
    });
    expect(topicPolicyRequest('unmute', 170, 3, 'lunch')?.params).toMatchObject({ visibility_policy: 2 });
    expect(topicPolicyRequest('follow', 219, 3, 'lunch')?.params).toMatchObject({ visibility_policy: 3 });
    expect(topicPolicyRequest('reset', 470, 3, '')?.params).toEqual({
      stream_id: 3,
      topic: '',
      visibility_policy: 0,
    });
  });

  it('cannot follow before the followed policy existed (219)', () => {
    expect(topicPolicyRequest('follow', 218, 3, 'lunch')).toBeNull();
  });

  it('falls back to the muted_topics endpoint below 170: mute adds, unmute and reset remove', () => {
    expect(topicPolicyRequest('mute', 169, 3, 'lunch')).toEqual({
      op: 'updateMutedTopic',
      params: { stream_id: 3, topic: 'lunch', op: 'add' },
    });
    expect(topicPolicyRequest('unmute', 100, 3, 'lunch')?.params).toMatchObject({ op: 'remove' });
    expect(topicPolicyRequest('reset', 100, 3, 'lunch')?.params).toMatchObject({ op: 'remove' });
    expect(topicPolicyRequest('follow', 100, 3, 'lunch')).toBeNull();
  });

  it('maps a policy back to the checked action, unknown ones to reset', () => {
    expect([0, 1, 2, 3, 9].map(actionOfPolicy)).toEqual(['reset', 'mute', 'unmute', 'follow', 'reset']);
  });
});
