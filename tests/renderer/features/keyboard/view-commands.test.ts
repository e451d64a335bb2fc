import { describe, expect, it, vi } from 'vitest';
import {
  runViewCommand,
  type ViewDeps,
  type ViewState,
} from '../../../../renderer/src/features/keyboard/view-commands';
import type { Route } from '../../../../renderer/src/routing/route';
import type { StoredMessage } from '../../../../renderer/src/state/messages';
import { channelMessage, directMessage, OWN_USER_ID } from '../../support/messages';
import { testIntl } from '../../../support/intl';
import { formatPhrase } from '../../../../shared/i18n/phrase';

const en = testIntl();

function harness(state: Partial<ViewState> = {}) {
  const calls: string[] = [];
  const routes: Route[] = [];
  const inserts: { route: Route; text: string }[] = [];
  let selected: number | null = state.selectedId ?? null;
  const deps: ViewDeps = {
    ownUserId: OWN_USER_ID,
    select: (id) => (selected = id),
    scrollTo: (id) => calls.push(`scroll ${id}`),
    scrollPage: (direction) => calls.push(`page ${direction}`),
    runAction: (id, message) => calls.push(`${id} ${message.id}`),
    canEdit: (message) => message.id !== 3,
    openMenu: (message) => calls.push(`menu ${message.id}`),
    openThenInsert: (route, text) => inserts.push({ route, text }),
    navigate: (route) => routes.push(route),
    toggleReaction: (message, reaction) => calls.push(`toggle ${reaction.emoji_name} on ${message.id}`),
    toggleTopicMute: (message) => calls.push(`mute ${message.subject}`),
    showSenderCard: (userId) => calls.push(`card ${userId}`),
    viewImage: vi.fn(() => false),
    notify: (text) => calls.push(`notice ${formatPhrase(en, text)}`),
  };
  const messages: StoredMessage[] = [
    channelMessage(1, 3, 'lunch', { sender_id: 20, sender_full_name: 'Ada' }),
    channelMessage(2, 3, 'lunch', { sender_id: OWN_USER_ID }),
    channelMessage(3, 3, 'lunch', {
      sender_id: OWN_USER_ID,
      reactions: [{ emoji_name: 'tada', emoji_code: '1f389', reaction_type: 'unicode_emoji', user_id: 20 }],
    }),
  ];
  const run = (command: Parameters<typeof runViewCommand>[0]) =>
    runViewCommand(
      command,
      { narrow: { kind: 'topic', streamId: 3, topic: 'lunch' }, messages, ...state, selectedId: selected },
      deps,
    );
  return { run, calls, routes, inserts, selected: () => selected };
}

describe('runViewCommand', () => {
  it('moves the selection from the newest message, within the list', () => {
    const h = harness();
    h.run('select-previous');
    expect(h.selected()).toBe(3);
    h.run('select-previous');
    h.run('select-previous');
    h.run('select-previous');
    expect(h.selected()).toBe(1);
    h.run('select-last');
    expect(h.selected()).toBe(3);
    expect(h.calls).toContain('scroll 1');
  });

  it('acts on the selected message, or selects the newest first', () => {
    const h = harness();
    h.run('star');
    expect(h.selected()).toBe(3);
    expect(h.calls).toContain('star 3');
    h.run('select-first');
    h.run('mark-unread');
    expect(h.calls).toContain('unread 1');
  });

  it('replies to the sender in a DM, or mentioning them in the conversation', () => {
    const h = harness({ selectedId: 1 });
    h.run('reply-sender');
    h.run('reply-mention');
    expect(h.inserts).toEqual([
      { route: { name: 'dm', userIds: [20] }, text: '' },
      { route: { name: 'topic', streamId: 3, topic: 'lunch' }, text: '@**Ada|20** ' },
    ]);
  });

  it('edits the last message of mine that may still be edited', () => {
    const h = harness();
    h.run('edit-last');
    expect(h.selected()).toBe(2);
    expect(h.calls).toContain('edit 2');
  });

  it('toggles the first reaction, and says when there is no image', () => {
    const h = harness();
    h.run('toggle-first-reaction');
    h.run('view-image');
    expect(h.calls).toEqual(expect.arrayContaining(['toggle tada on 3', 'notice This message has no image']));
  });

  it('s goes from a topic to its channel; z zooms to the message in its conversation', () => {
    const h = harness({ selectedId: 2 });
    h.run('conversation');
    h.run('zoom');
    expect(h.routes).toEqual([
      { name: 'channel', streamId: 3 },
      { name: 'topic', streamId: 3, topic: 'lunch', near: 2 },
    ]);
  });

  it('s from the feed opens the message’s conversation, a DM’s too', () => {
    const h = harness({
      narrow: { kind: 'feed' },
      messages: [directMessage(7, [20])],
      selectedId: 7,
    });
    h.run('conversation');
    expect(h.routes).toEqual([{ name: 'dm', userIds: [20] }]);
  });

  it('does nothing in an empty view, so the key stays unhandled', () => {
    const h = harness({ messages: [] });
    expect(h.run('reply')).toBe(false);
  });
});
