import { describe, expect, it } from 'vitest';
import type { BasicChannel } from '../../../../shared/objects';
import {
  canDeleteMessage,
  canEditContent,
  canEditTopic,
  canMoveBetweenChannels,
  canMoveMessage,
  describeDuration,
  refusalText,
  type MessageFacts,
  type PermissionInputs,
} from '../../../../renderer/src/features/message-actions/permissions';
import { userGroupsFromSnapshot } from '../../../../renderer/src/state/user-groups';
import { sampleChannel, sampleUserGroup } from '../../../shared/objects/samples';
import { testIntl } from '../../../support/intl';
import { formatPhrase, inEnglish } from '../../../../shared/i18n/phrase';

const spanish = testIntl('es');

// System groups as a real server nests them: owners ⊂ administrators ⊂ moderators ⊂ members ⊂ everyone.
const OWNER = 1;
const ADMIN = 2;
const MODERATOR = 3;
const MEMBER = 4;
const GUEST = 6;
const group = (id: number, members: number[], subgroups: number[] = []) => ({
  ...sampleUserGroup,
  id,
  name: `role:${id}`,
  members,
  direct_subgroup_ids: subgroups,
  is_system_group: true,
});
const groups = userGroupsFromSnapshot({
  realm_user_groups: [
    group(100, [OWNER]),
    group(200, [ADMIN], [100]),
    group(300, [MODERATOR], [200]),
    group(400, [MEMBER], [300]),
    group(600, [GUEST], [400]),
    group(999, []), // nobody
    group(50, [MEMBER]), // a named group
  ],
});
const ROLE_OF: Record<number, number> = {
  [OWNER]: 100,
  [ADMIN]: 200,
  [MODERATOR]: 300,
  [MEMBER]: 400,
  [GUEST]: 600,
};

const NOW = 1_800_000_000;
const channel = (extra: Partial<BasicChannel> = {}): BasicChannel => ({ ...sampleChannel, ...extra });

/** `null` for a direct message (no channel). */
function inputs(
  userId: number,
  settings: Record<string, unknown> = {},
  ch: BasicChannel | null = channel(),
): PermissionInputs {
  return {
    user: { id: userId, role: ROLE_OF[userId] ?? 400 },
    settings,
    groups,
    channel: ch ?? undefined,
    now: NOW,
  };
}
const msg = (sender: number, ageSeconds = 0, extra: Partial<MessageFacts> = {}): MessageFacts => ({
  type: 'stream',
  sender_id: sender,
  timestamp: NOW - ageSeconds,
  ...extra,
});
const dm = (sender: number, age = 0) => msg(sender, age, { type: 'private' });
const reason = (p: { ok: boolean; reason?: string }) => (p.ok ? 'ok' : p.reason);

describe('the words of a refusal', () => {
  it('carries a phrase to word in the window’s language, and its English for callers that take a string', () => {
    const refused = canEditContent(msg(OWNER), inputs(MEMBER));
    expect(refused.ok).toBe(false);
    expect(reason(refused)).toBe('You can only edit your own messages');
    expect(formatPhrase(spanish, refusalText(refused) ?? '')).toBe('Solo puedes editar tus propios mensajes');
    expect(refusalText({ ok: false, reason: 'Made elsewhere' })).toBe('Made elsewhere');
    expect(refusalText({ ok: true })).toBeUndefined();
  });
});

describe('describeDuration', () => {
  it('names the largest unit that divides the limit', () => {
    expect(inEnglish(describeDuration(600))).toBe('10 minutes');
    expect(inEnglish(describeDuration(3600))).toBe('1 hour');
    expect(inEnglish(describeDuration(259_200))).toBe('3 days');
    expect(inEnglish(describeDuration(5400))).toBe('90 minutes');
    expect(inEnglish(describeDuration(45))).toBe('45 seconds');
  });
});

describe('canEditContent', () => {
  it('lets the sender edit within the limit and says the limit after it', () => {
    const settings = { allow_message_editing: true, message_content_edit_limit_seconds: 600 };
    expect(canEditContent(msg(MEMBER, 599), inputs(MEMBER, settings))).toEqual({ ok: true });
    expect(reason(canEditContent(msg(MEMBER, 601), inputs(MEMBER, settings)))).toBe(
      'You can only edit your messages within 10 minutes of sending them',
    );
  });

  it('a null limit means no limit, even for old messages and direct messages', () => {
    const settings = { allow_message_editing: true, message_content_edit_limit_seconds: null };
    expect(canEditContent(msg(MEMBER, 10 ** 8), inputs(MEMBER, settings)).ok).toBe(true);
    expect(canEditContent(dm(MEMBER, 10 ** 8), inputs(MEMBER, settings, null)).ok).toBe(true);
  });

  it('nobody edits others’ messages, not even an owner; editing can be switched off', () => {
    expect(reason(canEditContent(msg(MEMBER), inputs(OWNER)))).toBe('You can only edit your own messages');
    expect(reason(canEditContent(msg(OWNER), inputs(OWNER, { allow_message_editing: false })))).toBe(
      'Your organization does not allow editing messages',
    );
  });

  it('widget messages and archived channels are not editable', () => {
    expect(canEditContent(msg(MEMBER, 0, { submessages: [{}] }), inputs(MEMBER)).ok).toBe(false);
    expect(reason(canEditContent(msg(MEMBER), inputs(MEMBER, {}, channel({ is_archived: true }))))).toBe(
      'This channel is archived',
    );
  });
});

describe('canEditTopic (moving within the channel)', () => {
  const settings = {
    can_move_messages_between_topics_group: 400,
    move_messages_within_stream_limit_seconds: 259_200,
  };

  it('follows the organization group, with its time limit for members only', () => {
    expect(canEditTopic(msg(MEMBER, 100), inputs(MEMBER, settings)).ok).toBe(true);
    expect(reason(canEditTopic(msg(GUEST, 100), inputs(GUEST, settings)))).toBe(
      'You do not have permission to move messages between topics in this channel',
    );
    expect(reason(canEditTopic(msg(MEMBER, 259_201), inputs(MEMBER, settings)))).toBe(
      'You can only move messages to another topic within 3 days of sending them',
    );
    // Moderators (and above, through the nested groups) ignore the time limit.
    expect(canEditTopic(msg(MEMBER, 10 ** 7), inputs(MODERATOR, settings)).ok).toBe(true);
    expect(canEditTopic(msg(MEMBER, 10 ** 7), inputs(OWNER, settings)).ok).toBe(true);
  });

  it('a channel group or channel administration grants it where the organization does not', () => {
    const none = { can_move_messages_between_topics_group: 999 };
    expect(canEditTopic(msg(MEMBER), inputs(MEMBER, none)).ok).toBe(false);
    const within = channel({
      can_move_messages_within_channel_group: { direct_members: [MEMBER], direct_subgroups: [] },
    });
    expect(canEditTopic(msg(MEMBER), inputs(MEMBER, none, within)).ok).toBe(true);
    const admin = channel({ can_administer_channel_group: { direct_members: [], direct_subgroups: [50] } });
    expect(canEditTopic(msg(MEMBER), inputs(MEMBER, none, admin)).ok).toBe(true);
  });

  it('older servers: edit_topic_policy by role; none at all: members, not guests', () => {
    expect(canEditTopic(msg(MEMBER), inputs(GUEST, { edit_topic_policy: 5 })).ok).toBe(true);
    expect(canEditTopic(msg(MEMBER), inputs(MEMBER, { edit_topic_policy: 4 })).ok).toBe(false);
    expect(canEditTopic(msg(MEMBER), inputs(MODERATOR, { edit_topic_policy: 4 })).ok).toBe(true);
    expect(canEditTopic(msg(MEMBER), inputs(MEMBER, { edit_topic_policy: 2 })).ok).toBe(false);
    expect(canEditTopic(msg(MEMBER), inputs(MEMBER)).ok).toBe(true);
    expect(canEditTopic(msg(MEMBER), inputs(GUEST)).ok).toBe(false);
  });

  it('direct messages have no topic', () => {
    expect(reason(canEditTopic(dm(MEMBER), inputs(OWNER, settings, null)))).toBe(
      'Direct messages have no topic',
    );
  });
});

describe('canMoveBetweenChannels and canMoveMessage', () => {
  it('uses the between-channels group and its own limit', () => {
    const settings = {
      can_move_messages_between_channels_group: { direct_members: [MEMBER], direct_subgroups: [] },
      can_move_messages_between_topics_group: 999,
      move_messages_between_streams_limit_seconds: 3600,
    };
    expect(canMoveBetweenChannels(msg(MEMBER, 10), inputs(MEMBER, settings)).ok).toBe(true);
    expect(reason(canMoveBetweenChannels(msg(MEMBER, 3601), inputs(MEMBER, settings)))).toBe(
      'You can only move messages to another channel within 1 hour of sending them',
    );
    expect(canMoveBetweenChannels(msg(MEMBER), inputs(ADMIN, settings)).ok).toBe(false);
    // Moving is allowed when either kind of move is; the refusal names the topic rule.
    expect(canMoveMessage(msg(MEMBER, 10), inputs(MEMBER, settings)).ok).toBe(true);
    expect(reason(canMoveMessage(msg(MEMBER), inputs(ADMIN, settings)))).toMatch(/between topics/);
  });

  it('older servers: move_messages_between_streams_policy 6 is nobody; none at all: administrators', () => {
    expect(canMoveBetweenChannels(msg(MEMBER), inputs(MEMBER)).ok).toBe(false);
    expect(canMoveBetweenChannels(msg(MEMBER), inputs(ADMIN)).ok).toBe(true);
    expect(
      canMoveBetweenChannels(msg(OWNER), inputs(OWNER, { move_messages_between_streams_policy: 6 })).ok,
    ).toBe(false);
    expect(
      canMoveBetweenChannels(msg(MEMBER), inputs(MEMBER, { move_messages_between_streams_policy: 1 })).ok,
    ).toBe(true);
  });
});

describe('canDeleteMessage', () => {
  const settings = {
    can_delete_any_message_group: 200,
    can_delete_own_message_group: 400,
    message_content_delete_limit_seconds: 600,
  };

  it('administrators delete anything, at any age', () => {
    expect(canDeleteMessage(msg(MEMBER, 10 ** 7), inputs(ADMIN, settings)).ok).toBe(true);
    expect(canDeleteMessage(msg(MEMBER, 10 ** 7), inputs(OWNER, settings)).ok).toBe(true);
  });

  it('members delete their own messages within the limit only', () => {
    expect(canDeleteMessage(msg(MEMBER, 60), inputs(MEMBER, settings)).ok).toBe(true);
    expect(reason(canDeleteMessage(msg(MEMBER, 601), inputs(MEMBER, settings)))).toBe(
      'You can only delete your messages within 10 minutes of sending them',
    );
    expect(reason(canDeleteMessage(msg(MODERATOR), inputs(MEMBER, settings)))).toBe(
      'You can only delete your own messages',
    );
    const unlimited = { ...settings, message_content_delete_limit_seconds: null };
    expect(canDeleteMessage(msg(MEMBER, 10 ** 7), inputs(MEMBER, unlimited)).ok).toBe(true);
  });

  it('guests outside the own-message group are refused; a channel group can grant it', () => {
    expect(reason(canDeleteMessage(msg(GUEST), inputs(GUEST, settings)))).toBe(
      'Your organization does not let you delete your messages',
    );
    const own = channel({ can_delete_own_message_group: 600 });
    expect(canDeleteMessage(msg(GUEST), inputs(GUEST, settings, own)).ok).toBe(true);
    const any = channel({ can_delete_any_message_group: { direct_members: [GUEST], direct_subgroups: [] } });
    expect(canDeleteMessage(msg(MEMBER), inputs(GUEST, settings, any)).ok).toBe(true);
  });

  it('older servers: delete_own_message_policy; without any setting only administrators', () => {
    expect(canDeleteMessage(msg(MEMBER), inputs(MEMBER, { delete_own_message_policy: 5 })).ok).toBe(true);
    expect(canDeleteMessage(msg(MEMBER), inputs(MEMBER, { delete_own_message_policy: 2 })).ok).toBe(false);
    expect(canDeleteMessage(msg(MEMBER), inputs(MEMBER)).ok).toBe(false);
    expect(canDeleteMessage(msg(MEMBER), inputs(ADMIN)).ok).toBe(true);
  });

  it('nothing in an archived channel', () => {
    expect(canDeleteMessage(msg(OWNER), inputs(OWNER, settings, channel({ is_archived: true }))).ok).toBe(
      false,
    );
  });
});
