import { describe, expect, it } from 'vitest';
import { messageActions, THUMBS_UP } from '../../../../renderer/src/features/message-actions/action-list';
import type { PermissionInputs } from '../../../../renderer/src/features/message-actions/permissions';
import { initialUserGroups } from '../../../../renderer/src/state/user-groups';
import { channelMessage, directMessage, OWN_USER_ID } from '../../support/messages';
import { testIntl } from '../../../support/intl';
import { formatPhrase } from '../../../../shared/i18n/phrase';

const en = testIntl();
const german = testIntl('de');

const NOW = 1_700_000_200;
const member = (settings: Record<string, unknown> = {}): PermissionInputs => ({
  user: { id: OWN_USER_ID, role: 400 },
  settings: { allow_message_editing: true, message_content_edit_limit_seconds: 600, ...settings },
  groups: initialUserGroups,
  channel: undefined,
  now: NOW,
});
const ids = (list: { id: string }[]) => list.map((a) => a.id);
/** An action with its label and reason worded in English, as the menu shows them. */
const find = (list: ReturnType<typeof messageActions>, id: string) => {
  const action = list.find((a) => a.id === id);
  if (action === undefined) return undefined;
  const { disabledReason } = action;
  return {
    label: en.formatMessage(action.label),
    disabledReason: disabledReason === undefined ? undefined : formatPhrase(en, disabledReason),
  };
};

describe('messageActions', () => {
  it('offers every simple action on someone else’s message, edit and delete disabled with reasons', () => {
    const actions = messageActions(
      channelMessage(1, 3, 'lunch', { sender_id: 11, timestamp: NOW }),
      member(),
    );
    expect(ids(actions)).toEqual([
      'reply',
      'quote',
      'react',
      'thumbs-up',
      'edit',
      'move',
      'star',
      'unread',
      'copy-link',
      'source',
      'delete',
    ]);
    expect(find(actions, 'edit')?.disabledReason).toBe('You can only edit your own messages');
    expect(find(actions, 'delete')?.disabledReason).toBe('You can only delete your own messages');
    expect(find(actions, 'reply')?.disabledReason).toBeUndefined();
  });

  it('enables editing one’s own recent message, and names the time limit after it', () => {
    const fresh = channelMessage(1, 3, 'lunch', { sender_id: OWN_USER_ID, timestamp: NOW - 60 });
    expect(find(messageActions(fresh, member()), 'edit')?.disabledReason).toBeUndefined();
    const old = channelMessage(1, 3, 'lunch', { sender_id: OWN_USER_ID, timestamp: NOW - 601 });
    expect(find(messageActions(old, member()), 'edit')?.disabledReason).toBe(
      'You can only edit your messages within 10 minutes of sending them',
    );
  });

  it('direct messages cannot be moved', () => {
    const actions = messageActions(directMessage(2, [11], { sender_id: OWN_USER_ID }), member());
    expect(find(actions, 'move')?.disabledReason).toBe('Direct messages have no topic');
  });

  it('star and 👍 labels follow the current state', () => {
    const plain = messageActions(channelMessage(1, 3, 't'), member());
    expect(find(plain, 'star')?.label).toBe('Star message');
    expect(find(plain, 'thumbs-up')?.label).toBe('React with 👍');
    const marked = messageActions(
      channelMessage(1, 3, 't', {
        flags: ['starred'],
        reactions: [{ ...THUMBS_UP, user_id: OWN_USER_ID }],
      }),
      member(),
    );
    expect(find(marked, 'star')?.label).toBe('Unstar message');
    expect(find(marked, 'thumbs-up')?.label).toBe('Remove 👍 reaction');
  });

  it('edit history only for edited or moved messages, disabled where the organization hides it', () => {
    const edited = channelMessage(1, 3, 't', { last_edit_timestamp: NOW });
    expect(find(messageActions(edited, member()), 'history')?.disabledReason).toBeUndefined();
    expect(
      find(messageActions(edited, member({ message_edit_history_visibility_policy: 'none' })), 'history')
        ?.disabledReason,
    ).toMatch(/turned off/);
    expect(find(messageActions(channelMessage(2, 3, 't'), member()), 'history')).toBeUndefined();
  });

  it('words the time limit in the window’s language', () => {
    const old = channelMessage(1, 3, 'lunch', { sender_id: OWN_USER_ID, timestamp: NOW - 601 });
    const edit = messageActions(old, member()).find((a) => a.id === 'edit');
    expect(formatPhrase(german, edit?.disabledReason ?? '')).toBe(
      'Sie können Ihre Nachrichten nur innerhalb von 10 Minuten nach dem Senden bearbeiten',
    );
    const day = messageActions(old, member({ message_content_edit_limit_seconds: 86_400 })).find(
      (a) => a.id === 'edit',
    );
    expect(day?.disabledReason).toBeUndefined();
  });
});
