// One notifier per signed-in account: a DM to a background account notifies (its click target names
// that account), a message is "on screen" only in the shown account, and a signed-out account's
// notifier stops.
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { NotificationRequest } from '../../../../shared/desktop';
import type { Message } from '../../../../shared/objects';
import { watchAccountNotifiers } from '../../../../renderer/src/features/accounts/account-notifiers';
import { createAccountStores } from '../../../../renderer/src/state/account-stores';
import { createShellStore } from '../../../../renderer/src/state/shell-store';
import { sampleDirectMessage } from '../../../shared/objects/samples';
import { appState, baseSnapshot, event } from '../../support/factories';
import { testIntl } from '../../../support/intl';

const RAHUL = { id: 20, email: 'rahul@chat.example.org', full_name: 'Rahul Mehta', is_mirror_dummy: false };
const dm = (id: number): Message => ({
  ...sampleDirectMessage,
  sender_id: RAHUL.id,
  sender_full_name: RAHUL.full_name,
  sender_email: RAHUL.email,
  id,
  content: '<p>Lunch?</p>',
  display_recipient: [{ ...sampleDirectMessage.display_recipient[0]!, id: 10 }, RAHUL],
});
const second = { id: 'a2', realmUrl: 'https://two.example', email: 'me@two', userId: 10, realmName: 'Two' };
const snapshot = { ...baseSnapshot, user_settings: { enable_desktop_notifications: true } };

describe('watchAccountNotifiers', () => {
  it('notifies for every account, the shown one only when the message is not on screen', () => {
    const shell = createShellStore();
    shell.getState().applyAppState(appState({ accounts: [...appState().accounts, second] }));
    const accounts = createAccountStores({
      newQueryClient: () => ({ clear() {} }) as unknown as QueryClient,
    });
    const shown: NotificationRequest[] = [];
    const stop = watchAccountNotifiers({
      accounts,
      shell,
      show: (request) => shown.push(request),
      playSound: () => undefined,
      // The page shows every message it is asked about: only the shown account's can be on it.
      pageShowsMessage: () => true,
      htmlToText: (html) => html.replace(/<[^>]+>/g, ''),
      intl: () => testIntl('en'),
    });
    for (const id of ['a1', 'a2']) accounts.ensure(id).store.getState().applySnapshot(snapshot, 1, id);
    accounts
      .get('a1')
      ?.store.getState()
      .applyEvents([event('message', { message: dm(501), flags: [] })], 1, 'a1');
    accounts
      .get('a2')
      ?.store.getState()
      .applyEvents([event('message', { message: dm(502), flags: [] })], 1, 'a2');
    expect(shown.map((n) => [n.accountId, n.hash])).toEqual([['a2', '#/dm/20/near/502']]);

    accounts.retain(['a1']);
    const gone = accounts.ensure('a2');
    expect(gone.store.getState().sync.generation).toBeNull(); // a new, empty store
    stop();
    accounts
      .get('a1')
      ?.store.getState()
      .applyEvents([event('message', { message: dm(503), flags: [] })], 1, 'a1');
    expect(shown).toHaveLength(1);
  });
});
