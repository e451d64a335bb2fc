import { describe, expect, it } from 'vitest';
import {
  runGlobalCommand,
  type GlobalDeps,
} from '../../../../renderer/src/features/keyboard/global-commands';
import type { Narrow } from '../../../../renderer/src/features/messages/narrow';
import type { Route } from '../../../../renderer/src/routing/route';
import { subscription } from '../../support/factories';
import { storeFrom } from '../../support/store-fixture';
import { testIntl } from '../../../support/intl';
import { formatPhrase } from '../../../../shared/i18n/phrase';

const en = testIntl();
import { nameCollator } from '../../../../renderer/src/i18n/name-order';

function harness(
  narrow: Narrow | null,
  unread: Record<string, unknown> = {},
  route: Route = { name: 'home' },
) {
  const fixture = storeFrom({
    subscriptions: [
      subscription({ stream_id: 1, name: 'alpha' }),
      subscription({ stream_id: 2, name: 'beta' }),
      subscription({ stream_id: 3, name: 'gamma' }),
    ],
    unread_msgs: { streams: [], pms: [], huddles: [], mentions: [], count: 0, ...unread },
  });
  const routes: Route[] = [];
  const log: string[] = [];
  const deps: GlobalDeps = {
    state: fixture.s,
    narrow: () => narrow,
    route: () => route,
    navigate: (route) => routes.push(route),
    requestFocus: (target) => log.push(`focus ${target}`),
    history: { back: () => log.push('back'), forward: () => log.push('forward') },
    focusIn: (route, selector) => log.push(`focus-in ${route?.name ?? 'here'} ${selector}`),
    toggleHelp: () => log.push('help'),
    notify: (text) => log.push(`notice ${formatPhrase(en, text)}`),
    compareNames: nameCollator('en').compare,
  };
  return {
    run: (command: Parameters<typeof runGlobalCommand>[0]) => runGlobalCommand(command, deps),
    routes,
    log,
  };
}

describe('runGlobalCommand', () => {
  it('opens the views, the DM feed as the is:dm search', () => {
    const h = harness(null);
    h.run('inbox');
    h.run('dm-feed');
    h.run('home');
    expect(h.routes).toEqual([
      { name: 'inbox' },
      { name: 'search', terms: [{ operator: 'is', operand: 'dm', negated: false }] },
      { name: 'home' },
    ]);
  });

  it('w opens the People view and asks for its filter; / and q ask for theirs', () => {
    const h = harness(null);
    h.run('filter-people');
    h.run('search');
    h.run('filter-channels');
    expect(h.routes).toEqual([{ name: 'people' }]);
    expect(h.log).toEqual(['focus people-filter', 'focus search', 'focus channel-filter']);
  });

  it('Shift+A and Shift+D cycle channels in sidebar order, only from a channel', () => {
    const h = harness({ kind: 'topic', streamId: 1, topic: 'x' });
    h.run('channel-next');
    h.run('channel-previous');
    expect(h.routes).toEqual([
      { name: 'channel', streamId: 2 },
      { name: 'channel', streamId: 3 },
    ]);
    const away = harness({ kind: 'feed' });
    away.run('channel-next');
    expect(away.routes).toEqual([]);
  });

  it('n opens the next unread topic, or says there is none', () => {
    const unread = { streams: [{ stream_id: 2, topic: 'news', unread_message_ids: [5, 6] }] };
    const h = harness({ kind: 'topic', streamId: 1, topic: 'x' }, unread);
    h.run('next-unread-topic');
    h.run('next-unread-followed-topic');
    expect(h.routes).toEqual([{ name: 'topic', streamId: 2, topic: 'news' }]);
    expect(h.log).toEqual(['notice You have no unread followed topics.']);
    const none = harness(null);
    none.run('next-unread-topic');
    none.run('next-unread-dm');
    expect(none.log).toEqual([
      'notice You have no more unread topics.',
      'notice You have no more unread direct messages.',
    ]);
  });

  it('p opens the next unread direct conversation', () => {
    const h = harness(null, { pms: [{ other_user_id: 20, unread_message_ids: [9] }] });
    h.run('next-unread-dm');
    expect(h.routes).toEqual([{ name: 'dm', userIds: [20] }]);
  });

  it('c focuses the topic in a channel; x starts a DM from the feed', () => {
    const h = harness({ kind: 'topic', streamId: 1, topic: 'x' });
    h.run('compose-channel');
    h.run('compose-dm');
    expect(h.log).toEqual(['focus-in here .compose-topic', 'focus-in feed .recipient-input']);
  });

  it('d opens the drafts, and a second d goes back from them', () => {
    const h = harness(null);
    h.run('drafts');
    const inDrafts = harness(null, {}, { name: 'drafts' });
    inDrafts.run('drafts');
    expect(h.routes).toEqual([{ name: 'drafts' }]);
    expect(inDrafts.routes).toEqual([]);
    expect(inDrafts.log).toEqual(['back']);
  });

  it('walks the history and toggles the help sheet', () => {
    const h = harness(null);
    h.run('history-back');
    h.run('history-forward');
    h.run('help');
    expect(h.log).toEqual(['back', 'forward', 'help']);
  });
});
