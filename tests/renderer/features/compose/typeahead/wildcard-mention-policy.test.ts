import { describe, expect, it } from 'vitest';
import {
  allowedWildcards,
  mayMentionManyUsers,
  WildcardPolicy,
  type WildcardContext,
} from '../../../../../renderer/src/features/compose/typeahead/wildcard-mention-policy';

const base: WildcardContext = {
  isDirect: false,
  subscriberCount: 40,
  topicParticipantCount: 2,
  inManyUsersGroup: undefined,
  legacyPolicy: WildcardPolicy.AdminsOnly,
  role: 400,
  isFullMember: true,
  channelWordSupported: true,
};

describe('wildcard mention policy', () => {
  it('offers every wildcard in a channel of at most 15 subscribers, whatever the policy', () => {
    const small = { ...base, subscriberCount: 15, legacyPolicy: WildcardPolicy.Nobody };
    expect(allowedWildcards(small)).toEqual(['all', 'everyone', 'channel', 'topic']);
    expect(allowedWildcards({ ...small, inManyUsersGroup: false })).toEqual([
      'all',
      'everyone',
      'channel',
      'topic',
    ]);
  });

  it('in a large channel follows can_mention_many_users_group when the server has it', () => {
    expect(allowedWildcards({ ...base, inManyUsersGroup: true })).toEqual([
      'all',
      'everyone',
      'channel',
      'topic',
    ]);
    // Only @topic is left, while the topic itself is small.
    expect(allowedWildcards({ ...base, inManyUsersGroup: false })).toEqual(['topic']);
    expect(allowedWildcards({ ...base, inManyUsersGroup: false, topicParticipantCount: 16 })).toEqual([]);
  });

  it('falls back to realm_wildcard_mention_policy by role', () => {
    const may = (legacyPolicy: number, role: number, isFullMember = true) =>
      mayMentionManyUsers({ ...base, legacyPolicy, role, isFullMember });
    expect(may(WildcardPolicy.Everyone, 600)).toBe(true);
    expect(may(WildcardPolicy.Members, 400)).toBe(true);
    expect(may(WildcardPolicy.Members, 600)).toBe(false);
    expect(may(WildcardPolicy.FullMembers, 400, false)).toBe(false);
    expect(may(WildcardPolicy.FullMembers, 400, true)).toBe(true);
    expect(may(WildcardPolicy.FullMembers, 200, false)).toBe(true);
    expect(may(WildcardPolicy.ModeratorsOnly, 300)).toBe(true);
    expect(may(WildcardPolicy.ModeratorsOnly, 400)).toBe(false);
    expect(may(WildcardPolicy.AdminsOnly, 200)).toBe(true);
    expect(may(WildcardPolicy.AdminsOnly, 300)).toBe(false);
    expect(may(WildcardPolicy.Nobody, 100)).toBe(false);
  });

  it('the group setting wins over the old policy number', () => {
    expect(
      mayMentionManyUsers({ ...base, legacyPolicy: WildcardPolicy.Everyone, inManyUsersGroup: false }),
    ).toBe(false);
  });

  it('offers @all and @everyone in direct messages, and @stream to servers before "channel"', () => {
    expect(allowedWildcards({ ...base, isDirect: true, inManyUsersGroup: false })).toEqual([
      'all',
      'everyone',
    ]);
    expect(allowedWildcards({ ...base, subscriberCount: 3, channelWordSupported: false })).toContain(
      'stream',
    );
  });

  it('treats an unknown subscriber count as a small channel', () => {
    expect(allowedWildcards({ ...base, subscriberCount: null, inManyUsersGroup: false })).toContain('all');
  });
});
