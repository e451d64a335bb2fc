// The world of the keyboard spec: a channel topic of 40 messages (the last one mine and edited, the
// one before it with a reaction), a topic with an image, a followed topic and a direct message left
// unread, and the steps
// every case starts from (back to the topic, nothing focused, the newest message selected).
import type { Page } from '@playwright/test';
import type { RunningServer } from '../../server/app';
import type { SeedAccount } from '../../server/seed/seed-types';
import { otherMember, sharedChannel, topicRoute } from './compose';
import { actAs, control, expect } from './fixtures';

export const row = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });
export const selected = (page: Page) => page.locator('.message-row[aria-current="true"]');
export const scroller = (page: Page) => page.getByRole('group', { name: 'Messages', exact: true });
export const composeText = (page: Page) => page.getByRole('textbox', { name: 'Message' });
export const hash = (page: Page) => page.evaluate(() => window.location.hash);

export async function send(server: RunningServer, from: number, to: number, topic: string, content: string) {
  const sent = await actAs(server, from, 'POST', '/messages', { type: 'stream', to, topic, content });
  if (typeof sent.id !== 'number') throw new Error(`could not send: ${JSON.stringify(sent)}`);
  return sent.id;
}

/** Playwright's name for a chord of the key table ('Shift+N' → 'Shift+N', 'Ctrl+K' → 'Control+K'). */
export function playwrightKey(chord: string): string {
  if (chord === ' ') return 'Space';
  if (chord === '+') return '+';
  return chord
    .split(/\+(?=.)/)
    .map((part) => (part === 'Ctrl' ? 'Control' : part))
    .join('+');
}

export interface World {
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
  /** A topic whose one message shows an uploaded image. */
  pictureRoute: string;
}

/** Back to the topic, nothing focused, the newest message selected. */
export async function reset(w: World, select = true): Promise<void> {
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

export async function expectHash(page: Page, expected: string | RegExp): Promise<void> {
  await expect.poll(() => hash(page)).toMatch(expected);
}

export type Case = (w: World, press: () => Promise<void>, chord: string) => Promise<void>;

export const goesTo =
  (expected: string | RegExp): Case =>
  async (w, press) => {
    await reset(w, false);
    await press();
    await expectHash(w.page, expected);
  };

export function moves(command: 'select-next' | 'select-previous' | 'select-first' | 'select-last'): Case {
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

export function formats(expected: string | RegExp): Case {
  return async (w, press) => {
    await reset(w, false);
    await composeText(w.page).fill('word');
    await composeText(w.page).selectText();
    await press();
    await expect(composeText(w.page)).toHaveValue(expected);
    await composeText(w.page).fill('');
  };
}

export function opensDialog(name: string | RegExp): Case {
  return async (w, press) => {
    await reset(w);
    await press();
    await expect(w.page.getByRole('dialog', { name })).toBeVisible();
    await w.page.keyboard.press('Escape');
    await expect(w.page.getByRole('dialog', { name })).toHaveCount(0);
  };
}

/** The channel routes before and after the current one in the sidebar's order (wrapping). */
export async function sidebarNeighbours(w: World): Promise<[string, string]> {
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

export async function setUp(page: Page, server: RunningServer, me: SeedAccount): Promise<World> {
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
  // An uploaded image, shown inline (read already: `n` should not stop there).
  const upload = await control(server, '/seed-file', {
    owner_id: other.user_id,
    filename: 'pic.png',
    width: 60,
    height: 40,
  });
  const picture = await send(server, other.user_id, streamId, 'pictures', `[pic.png](${String(upload.url)})`);
  await actAs(server, me.user_id, 'POST', '/messages/flags', {
    messages: [picture],
    op: 'add',
    flag: 'read',
  });
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
    pictureRoute: topicRoute(streamId, 'pictures'),
  };
}
