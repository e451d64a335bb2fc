// The app icon's badge: every signed-in account's own count, each under its own
// desktop_icon_count_display, added up, and kept current as any account's store changes.
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  accountBadge,
  badgeTotal,
  watchBadgeTotal,
} from '../../../../renderer/src/features/accounts/unread-badges';
import { createAccountStores } from '../../../../renderer/src/state/account-stores';
import { baseSnapshot, event, subscription } from '../../support/factories';

/** 3 unread channel messages and 2 unread DMs, counted under `policy`. */
const snapshot = (policy: number) => ({
  ...baseSnapshot,
  subscriptions: [subscription({ stream_id: 3, name: 'general' })],
  user_settings: { desktop_icon_count_display: policy },
  unread_msgs: {
    count: 5,
    streams: [{ stream_id: 3, topic: 'chat', unread_message_ids: [1, 2, 3] }],
    pms: [{ other_user_id: 11, unread_message_ids: [4, 5] }],
    huddles: [],
    mentions: [],
    old_unreads_missing: false,
  },
});

const registry = () =>
  createAccountStores({ newQueryClient: () => ({ clear() {} }) as unknown as QueryClient });

describe('unread badges', () => {
  it('counts each account under its own setting: all unread, or DMs and mentions only', () => {
    const accounts = registry();
    const all = accounts.ensure('a1').store;
    const dmsOnly = accounts.ensure('a2').store;
    expect(accountBadge(all.getState())).toBe(0); // no snapshot yet
    all.getState().applySnapshot(snapshot(1), 1, 'a1');
    dmsOnly.getState().applySnapshot(snapshot(3), 1, 'a2');
    expect(accountBadge(all.getState())).toBe(5);
    expect(accountBadge(dmsOnly.getState())).toBe(2);
    expect(badgeTotal([5, 2, 0])).toBe(7);
  });

  it('reports the sum as any account changes, as accounts come and go, and stops', () => {
    const accounts = registry();
    const seen: number[] = [];
    accounts.ensure('a1').store.getState().applySnapshot(snapshot(1), 1, 'a1');
    const stop = watchBadgeTotal(accounts, (total) => seen.push(total));
    expect(seen).toEqual([5]);

    // A background account signs in and its snapshot arrives: its 2 DMs count too.
    const second = accounts.ensure('a2').store;
    second.getState().applySnapshot(snapshot(3), 1, 'a2');
    expect(seen.at(-1)).toBe(7);

    // Reading a DM in the background account lowers the total.
    const read = event('update_message_flags/add', { op: 'add', flag: 'read', messages: [4], all: false });
    second.getState().applyEvents([read], 1, 'a2');
    expect(seen.at(-1)).toBe(6);

    // Signing the first account out takes its count away.
    accounts.retain(['a2']);
    expect(seen.at(-1)).toBe(1);
    stop();
    second
      .getState()
      .applyEvents(
        [event('update_message_flags/add', { op: 'add', flag: 'read', messages: [5], all: false })],
        1,
        'a2',
      );
    expect(seen.at(-1)).toBe(1);
  });
});
