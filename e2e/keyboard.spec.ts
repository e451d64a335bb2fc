// The keyboard, as in Zulip's web app: every key of the help sheet (the key table) pressed from the
// keyboard alone, each checked by what it visibly does; and a walk through reading, replying,
// starring and searching without a mouse click.
import type { Page } from '@playwright/test';
import type { Command } from '../renderer/src/features/keyboard/key-commands';
import { KEY_TABLE } from '../renderer/src/features/keyboard/key-table';
import type { RunningServer } from '../server/app';
import type { SeedAccount } from '../server/seed/seed-types';
import { otherMember, sharedChannel, signInReady, topicRoute } from './support/compose';
import { actAs, expect, test } from './support/fixtures';

const row = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });
const selected = (page: Page) => page.locator('.message-row[aria-current="true"]');
const scroller = (page: Page) => page.getByRole('region', { name: 'Messages' });
const composeText = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const hash = (page: Page) => page.evaluate(() => window.location.hash);

async function send(server: RunningServer, from: number, to: number, topic: string, content: string) {
  const sent = await actAs(server, from, 'POST', '/messages', { type: 'stream', to, topic, content });
  if (typeof sent.id !== 'number') throw new Error(`could not send: ${JSON.stringify(sent)}`);
  return sent.id;
}

/** Playwright's name for a chord of the key table ('Shift+N' → 'Shift+N', 'Ctrl+K' → 'Control+K'). */
function playwrightKey(chord: string): string {
  if (chord === ' ') return 'Space';
  if (chord === '+') return '+';
  return chord
    .split(/\+(?=.)/)
    .map((part) => (part === 'Ctrl' ? 'Control' : part))
    .join('+');
}

interface World {
  page: Page;
  server: RunningServer;
  me: SeedAccount;
  other: SeedAccount;
  streamId: number;
  /** The topic every case starts in: 40 messages, the last one mine and edited. */
  home: string;
  mine: number;
  reacted: number;
  followedRoute: string;
}

/** Back to the topic, nothing focused, the newest message selected. */
async function reset(w: World, select = true): Promise<void> {
  // Through another view, so the topic opens afresh (at its end, nothing selected).
  await w.page.evaluate(() => (window.location.hash = '#/drafts'));
  await expectHash(w.page, '#/drafts');
  await w.page.evaluate((next) => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.location.hash = next;
  }, w.home);
  await expect(row(w.page, 'my last words')).toBeVisible();
  await expect(w.page.locator('dialog[open]')).toHaveCount(0);
  if (select) {
    await w.page.keyboard.press('End');
    await expect(selected(w.page)).toContainText('my last words');
  }
}

async function expectHash(page: Page, expected: string | RegExp): Promise<void> {
  await expect.poll(() => hash(page)).toMatch(expected);
}

type Case = (w: World, press: () => Promise<void>, chord: string) => Promise<void>;

const goesTo =
  (expected: string | RegExp): Case =>
  async (w, press) => {
    await reset(w, false);
    await press();
    await expectHash(w.page, expected);
  };

const CASES: Record<Command, Case> = {
  async search(w, press, chord) {
    await reset(w, false);
    // Ctrl+K works from compose too, as in Zulip.
    if (chord === 'Ctrl+K') await composeText(w.page).focus();
    await press();
    await expect(w.page.getByRole('combobox', { name: 'Search messages' })).toBeFocused();
  },
  async 'filter-channels'(w, press) {
    await reset(w, false);
    await press();
    await expect(w.page.getByRole('textbox', { name: 'Filter channels' })).toBeFocused();
  },
  async 'filter-people'(w, press) {
    await reset(w, false);
    await press();
    await expectHash(w.page, '#/people');
    await expect(w.page.getByRole('textbox', { name: 'Search people' })).toBeFocused();
  },
  home: goesTo(/^(#\/?)?$/),
  inbox: goesTo('#/inbox'),
  recent: goesTo('#/recent'),
  feed: goesTo('#/feed'),
  starred: goesTo('#/starred'),
  async drafts(w, press) {
    await reset(w, false);
    await press();
    await expectHash(w.page, '#/drafts');
    // A second press closes them again.
    await press();
    await expectHash(w.page, w.home);
  },
  'dm-feed': goesTo('#/search/is/dm'),
  async 'channel-previous'(w, press) {
    await reset(w, false);
    const [before] = await sidebarNeighbours(w);
    await press();
    await expectHash(w.page, before as string);
  },
  async 'channel-next'(w, press) {
    await reset(w, false);
    const [, after] = await sidebarNeighbours(w);
    await press();
    await expectHash(w.page, after as string);
  },
  async 'next-unread-topic'(w, press) {
    await reset(w, false);
    const unreadBefore = new Set(w.server.realm.user(w.me.user_id)?.unread ?? []);
    await press();
    await expectHash(w.page, /^#\/channel\/\d+\/topic\//);
    const route = decodeURIComponent(await hash(w.page));
    expect(route).not.toBe(w.home);
    // It went to a topic that had unread messages.
    const [, streamId, topic] = /^#\/channel\/(\d+)\/topic\/(.*)$/.exec(route) ?? [];
    const had = [...w.server.realm.messages.values()].some(
      (m) =>
        unreadBefore.has(m.id) &&
        m.type === 'stream' &&
        m.stream_id === Number(streamId) &&
        m.topic.toLowerCase() === topic?.toLowerCase(),
    );
    expect(had).toBe(true);
  },
  'next-unread-followed-topic': async (w, press) => {
    await reset(w, false);
    await press();
    await expectHash(w.page, w.followedRoute);
  },
  async 'next-unread-dm'(w, press) {
    await reset(w, false);
    await press();
    await expectHash(w.page, `#/dm/${w.other.user_id}`);
  },
  async 'history-back'(w, press) {
    await reset(w, false);
    await w.page.evaluate(() => (window.location.hash = '#/drafts'));
    await expectHash(w.page, '#/drafts');
    await press();
    await expectHash(w.page, w.home);
  },
  async 'history-forward'(w, press) {
    await reset(w, false);
    await w.page.evaluate(() => (window.location.hash = '#/drafts'));
    await expectHash(w.page, '#/drafts');
    await w.page.evaluate(() => window.history.back());
    await expect(row(w.page, 'my last words')).toBeVisible();
    await press();
    await expectHash(w.page, '#/drafts');
  },
  async 'compose-channel'(w, press) {
    await reset(w, false);
    await press();
    await expect(w.page.getByRole('textbox', { name: 'Topic' })).toBeFocused();
  },
  async 'compose-dm'(w, press) {
    await reset(w, false);
    await press();
    await expectHash(w.page, '#/feed');
    await expect(w.page.getByLabel('Add recipient')).toBeFocused();
  },
  async help(w, press) {
    await reset(w);
    await press();
    const sheet = w.page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(sheet).toBeVisible();
    // The sheet lists every key of the table, and the layer's keys are exactly what it lists.
    const listed = await sheet
      .locator('[data-chord]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-chord')));
    expect(listed.sort()).toEqual(KEY_TABLE.flatMap((b) => b.keys).sort());
    await press();
    await expect(sheet).toHaveCount(0);
    await press();
    await w.page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
  },
  'select-next': moves('select-next'),
  'select-previous': moves('select-previous'),
  'select-first': moves('select-first'),
  'select-last': moves('select-last'),
  async 'page-up'(w, press) {
    await reset(w);
    const before = await scroller(w.page).evaluate((e) => e.scrollTop);
    await press();
    await expect.poll(() => scroller(w.page).evaluate((e) => e.scrollTop)).toBeLessThan(before);
  },
  async 'page-down'(w, press) {
    await reset(w);
    await w.page.keyboard.press('Home');
    await expect(selected(w.page)).toContainText('filler 0');
    const before = await scroller(w.page).evaluate((e) => e.scrollTop);
    await press();
    await expect.poll(() => scroller(w.page).evaluate((e) => e.scrollTop)).toBeGreaterThan(before);
  },
  async reply(w, press) {
    await reset(w);
    await press();
    await expect(composeText(w.page)).toBeFocused();
  },
  async 'reply-sender'(w, press) {
    await reset(w);
    await w.page.keyboard.press('k');
    await expect(selected(w.page)).toContainText('filler 38');
    await press();
    await expectHash(w.page, `#/dm/${w.other.user_id}`);
    await expect(composeText(w.page)).toBeFocused();
  },
  async 'reply-mention'(w, press) {
    await reset(w);
    await w.page.keyboard.press('k');
    await press();
    await expect(composeText(w.page)).toHaveValue(`@**${w.other.full_name}|${w.other.user_id}** `);
    await composeText(w.page).fill('');
  },
  async quote(w, press) {
    await reset(w);
    await press();
    await expect(composeText(w.page)).toHaveValue(/said.*\n`{3,}quote\nmy last words/s);
    await composeText(w.page).fill('');
  },
  bold: formats('**word**'),
  italic: formats('*word*'),
  link: formats(/^\[word\]\(.*\)$/),
  async preview(w, press) {
    await reset(w, false);
    await composeText(w.page).fill('**shown**');
    await press();
    await expect(w.page.getByLabel('Message preview')).toContainText('shown');
    await press();
    await composeText(w.page).fill('');
  },
  async 'cancel-compose'(w, press) {
    await reset(w, false);
    await composeText(w.page).fill('kept as a draft');
    await press();
    await expect(composeText(w.page)).not.toBeFocused();
    await expectHash(w.page, w.home);
    await w.page.evaluate(() => (window.location.hash = '#/feed'));
    await reset(w, false);
    await expect(composeText(w.page)).toHaveValue('kept as a draft');
    await composeText(w.page).fill('');
  },
  async 'edit-last'(w, press) {
    await reset(w);
    await w.page.keyboard.press('Home');
    await press();
    await expect(w.page.getByRole('textbox', { name: 'Message content' })).toBeFocused();
    await expect(w.page.getByRole('textbox', { name: 'Message content' })).toHaveValue('my last words');
    await w.page.keyboard.press('Escape');
  },
  async edit(w, press) {
    await reset(w);
    await press();
    await expect(w.page.getByRole('textbox', { name: 'Message content' })).toHaveValue('my last words');
    await w.page.keyboard.press('Escape');
  },
  move: opensDialog(/Move/),
  history: opensDialog('Edit history'),
  react: opensDialog('Add a reaction'),
  async 'sender-card'(w, press) {
    await reset(w);
    await press();
    await expect(w.page.getByRole('dialog').filter({ hasText: w.me.full_name })).toBeVisible();
    await w.page.keyboard.press('Escape');
  },
  async menu(w, press) {
    await reset(w);
    await press();
    await expect(w.page.getByRole('menu')).toBeVisible();
    await w.page.keyboard.press('Escape');
    await expect(w.page.getByRole('menu')).toHaveCount(0);
  },
  async star(w, press) {
    await reset(w);
    const starred = () => w.server.realm.user(w.me.user_id)?.flags.get('starred')?.has(w.mine) ?? false;
    const was = starred();
    await press();
    await expect.poll(starred).toBe(!was);
  },
  async 'thumbs-up'(w, press) {
    await reset(w);
    const count = () =>
      w.server.realm.messages.get(w.mine)?.reactions.filter((r) => r.emoji_code === '1f44d').length;
    const was = count();
    await press();
    await expect.poll(count).not.toBe(was);
  },
  async 'toggle-first-reaction'(w, press) {
    await reset(w);
    await w.page.keyboard.press('k');
    await expect(selected(w.page)).toContainText('filler 38');
    const mineOn = () =>
      w.server.realm.messages.get(w.reacted)?.reactions.some((r) => r.user_id === w.me.user_id) ?? false;
    const was = mineOn();
    await press();
    await expect.poll(mineOn).toBe(!was);
  },
  async 'view-image'(w, press) {
    await reset(w);
    await press();
    await expect(w.page.getByTestId('message-action-notice')).toHaveText('This message has no image');
  },
  async 'mark-unread'(w, press) {
    await reset(w);
    await press();
    await expect.poll(() => w.server.realm.user(w.me.user_id)?.unread.has(w.mine)).toBe(true);
  },
  async 'mute-topic'(w, press) {
    await reset(w);
    await press();
    await expect(w.page.getByTestId('message-action-notice')).toHaveText('Topic muted');
    await expect(w.page.getByTestId('message-action-notice')).toHaveText('');
    await press();
    await expect(w.page.getByTestId('message-action-notice')).toHaveText('Topic unmuted');
  },
  async conversation(w, press) {
    await reset(w);
    await press();
    await expectHash(w.page, `#/channel/${w.streamId}`);
  },
  async zoom(w, press) {
    await reset(w);
    await press();
    await expectHash(w.page, `${w.home}/near/${w.mine}`);
  },
};

function moves(command: 'select-next' | 'select-previous' | 'select-first' | 'select-last'): Case {
  const expected = {
    'select-next': 'filler 1',
    'select-previous': 'filler 38',
    'select-first': 'filler 0',
    'select-last': 'my last words',
  }[command];
  return async (w, press) => {
    await reset(w);
    if (command === 'select-next' || command === 'select-last') await w.page.keyboard.press('Home');
    await press();
    await expect(selected(w.page)).toContainText(expected);
    // Announced to screen readers.
    await expect(w.page.getByTestId('message-selection-status')).toContainText(expected);
  };
}

function formats(expected: string | RegExp): Case {
  return async (w, press) => {
    await reset(w, false);
    await composeText(w.page).fill('word');
    await composeText(w.page).selectText();
    await press();
    await expect(composeText(w.page)).toHaveValue(expected);
    await composeText(w.page).fill('');
  };
}

function opensDialog(name: string | RegExp): Case {
  return async (w, press) => {
    await reset(w);
    await press();
    await expect(w.page.getByRole('dialog', { name })).toBeVisible();
    await w.page.keyboard.press('Escape');
    await expect(w.page.getByRole('dialog', { name })).toHaveCount(0);
  };
}

/** The channel routes before and after the current one in the sidebar's order (wrapping). */
async function sidebarNeighbours(w: World): Promise<[string, string]> {
  const routes = await w.page
    .getByRole('navigation', { name: 'Channels' })
    .locator('a')
    .evaluateAll((links) =>
      links.map((a) => a.getAttribute('href') ?? '').filter((href) => /^#\/channel\/\d+$/.test(href)),
    );
  const unique = [...new Set(routes)];
  const at = unique.indexOf(`#/channel/${w.streamId}`);
  expect(at).toBeGreaterThanOrEqual(0);
  return [unique[(at - 1 + unique.length) % unique.length]!, unique[(at + 1) % unique.length]!];
}

async function setUp(page: Page, server: RunningServer, me: SeedAccount): Promise<World> {
  const other = otherMember(server, me);
  const streamId = await sharedChannel(server, 'keyboard', me.user_id, other.user_id);
  const fillers: number[] = [];
  for (let i = 0; i < 39; i++)
    fillers.push(await send(server, other.user_id, streamId, 'keys', `filler ${i}`));
  const reacted = fillers[fillers.length - 1] as number;
  // Read already, so the topic opens at its end.
  await actAs(server, me.user_id, 'POST', '/messages/flags', { messages: fillers, op: 'add', flag: 'read' });
  await actAs(server, other.user_id, 'POST', `/messages/${reacted}/reactions`, { emoji_name: 'tada' });
  const mine = await send(server, me.user_id, streamId, 'keys', 'my first words');
  await actAs(server, me.user_id, 'PATCH', `/messages/${mine}`, { content: 'my last words' });
  // A followed topic with something unread, for Shift+N.
  await actAs(server, me.user_id, 'POST', '/user_topics', {
    stream_id: streamId,
    topic: 'followed one',
    visibility_policy: 3,
  });
  await send(server, other.user_id, streamId, 'followed one', 'news to follow');
  // An unread direct message, for `p` (in the snapshot, so it is there before the key).
  await actAs(server, other.user_id, 'POST', '/messages', {
    type: 'direct',
    to: [me.user_id],
    content: 'psst, by keyboard',
  });
  return {
    page,
    server,
    me,
    other,
    streamId,
    home: topicRoute(streamId, 'keys'),
    mine,
    reacted,
    followedRoute: topicRoute(streamId, 'followed one'),
  };
}

test('every key of the help sheet, from the keyboard alone', async ({ page, app, server, me }) => {
  test.setTimeout(240_000);
  const w = await setUp(page, server, me);
  await signInReady(page, app, server, me);
  for (const binding of KEY_TABLE) {
    const check = CASES[binding.command];
    for (const chord of binding.keys) {
      await test.step(`${chord}: ${binding.description}`, async () => {
        await check(w, () => page.keyboard.press(playwrightKey(chord)), chord);
      });
    }
  }
});

test('reading, replying, starring and searching without a mouse click', async ({ page, app, server, me }) => {
  const other = otherMember(server, me);
  const streamId = await sharedChannel(server, 'walkthrough', me.user_id, other.user_id);
  await send(server, other.user_id, streamId, 'lunch', 'Lunch at noon?');
  const question = await send(server, other.user_id, streamId, 'lunch', 'Or is one better?');
  await signInReady(page, app, server, me);
  const user = () => server.realm.user(me.user_id);

  // `n` until the unread topic shows up (the demo has unread topics of its own).
  for (
    let tries = 0;
    tries < 30 && !(await hash(page)).includes(`/channel/${streamId}/topic/lunch`);
    tries++
  ) {
    await page.keyboard.press('n');
    await page.waitForTimeout(100);
  }
  await expect(row(page, 'Or is one better?')).toBeVisible();
  await expect.poll(() => user()?.unread.has(question)).toBe(false);

  await page.keyboard.press('End');
  await page.keyboard.press('k');
  await expect(selected(page)).toContainText('Lunch at noon?');
  await page.keyboard.press('j');
  await expect(selected(page)).toContainText('Or is one better?');
  await page.keyboard.press('Control+s');
  await expect.poll(() => user()?.flags.get('starred')?.has(question)).toBe(true);

  await page.keyboard.press('r');
  await expect(composeText(page)).toBeFocused();
  await page.keyboard.type('Noon works for me');
  await page.keyboard.press('Control+Enter');
  await expect(row(page, 'Noon works for me')).toBeVisible();
  await expect
    .poll(() => [...server.realm.messages.values()].some((m) => m.content === 'Noon works for me'))
    .toBe(true);
  await page.keyboard.press('Escape');

  await page.keyboard.press('/');
  await expect(page.getByRole('combobox', { name: 'Search messages' })).toBeFocused();
  await page.keyboard.type('noon');
  await page.keyboard.press('Enter');
  await expectHash(page, /^#\/search\/.*noon/);
  await expect(row(page, 'Lunch at noon?')).toBeVisible();
});
