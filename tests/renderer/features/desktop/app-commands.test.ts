import { describe, expect, it } from 'vitest';
import type { AppCommand } from '../../../../shared/desktop';
import {
  neighbourAccount,
  runAppCommand,
  type AppCommandDeps,
} from '../../../../renderer/src/features/desktop/app-commands';
import { testIntl } from '../../../support/intl';
import { formatPhrase } from '../../../../shared/i18n/phrase';

const accounts = [
  { id: 'a1', realmUrl: 'https://one.example', email: 'me@one', userId: 7, realmName: 'One' },
  { id: 'a2', realmUrl: 'https://two.example', email: 'me@two', userId: 9, realmName: 'Two' },
  { id: 'a3', realmUrl: 'https://three.example', email: 'me@three', userId: 4, realmName: 'Three' },
];

function deps(options: { active?: string | null; list?: typeof accounts; copyFails?: boolean } = {}) {
  const done: string[] = [];
  let active = options.active === undefined ? 'a1' : options.active;
  const d: AppCommandDeps = {
    openSettings: (section) => void done.push(`settings ${section}`),
    navigate: (hash) => void done.push(`go ${hash}`),
    openKeyboardHelp: () => void done.push('help'),
    toggleSidebar: () => void done.push('sidebar'),
    addAccount: () => void done.push('add account'),
    accounts: () => options.list ?? accounts,
    activeAccountId: () => active,
    switchAccount: async (id) => {
      done.push(`switch ${id}`);
      active = id;
    },
    copyText: async (text) => {
      if (options.copyFails) throw new Error('denied');
      done.push(`copy ${text}`);
    },
    focusSearch: () => void done.push('search'),
    notify: (text) => void done.push(`say ${formatPhrase(testIntl('en'), text)}`),
  };
  return { d, done };
}

describe('runAppCommand', () => {
  it.each<[AppCommand, string[]]>([
    ['open-settings', ['settings account']],
    ['open-desktop-settings', ['settings desktop']],
    ['open-diagnostics', ['go #/diagnostics']],
    ['keyboard-shortcuts', ['help']],
    ['toggle-sidebar', ['sidebar']],
    ['add-account', ['add account']],
    ['focus-search', ['search']],
    ['next-account', ['switch a2']],
    ['previous-account', ['switch a3']],
    ['account-3', ['switch a3']],
    // The shown account's own place switches nothing; a place with no account says so.
    ['account-1', []],
    ['account-4', ['say You have no account number 4.']],
    ['copy-server-address', ['copy https://one.example', 'say Copied https://one.example']],
  ])('%s does what the menu item says', async (command, expected) => {
    const { d, done } = deps();
    await runAppCommand(command, d);
    expect(done).toEqual(expected);
  });

  it('says so when there is no other account, or nothing to copy, or the copy fails', async () => {
    const alone = deps({ list: accounts.slice(0, 1) });
    await runAppCommand('next-account', alone.d);
    expect(alone.done).toEqual(['say You have no other account to switch to.']);
    const signedOut = deps({ active: null, list: [] });
    await runAppCommand('copy-server-address', signedOut.d);
    expect(signedOut.done).toEqual(['say Sign in first: there is no server address to copy.']);
    const refused = deps({ copyFails: true });
    await runAppCommand('copy-server-address', refused.d);
    expect(refused.done).toEqual(['say Could not copy the server address.']);
  });
});

describe('neighbourAccount', () => {
  it('wraps around both ways and needs two accounts', () => {
    expect(neighbourAccount(accounts, 'a3', 1)).toBe('a1');
    expect(neighbourAccount(accounts, 'a1', -1)).toBe('a3');
    expect(neighbourAccount(accounts.slice(0, 1), 'a1', 1)).toBeNull();
    // With no active account, the first (or last) is next.
    expect(neighbourAccount(accounts, null, 1)).toBe('a1');
  });
});
