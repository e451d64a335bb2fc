// What each key of the key table visibly does, as one check per command: the keyboard spec presses
// every chord of the table and runs its command's check, so a key added to the table without a check
// here fails to compile.
import type { Command } from '../../renderer/src/features/keyboard/key-commands';
import { KEY_TABLE } from '../../renderer/src/features/keyboard/key-table';
import { expect } from './fixtures';
import {
  composeText,
  expectHash,
  formats,
  goesTo,
  hash,
  moves,
  opensDialog,
  reset,
  row,
  scroller,
  selected,
  sidebarNeighbours,
  type Case,
} from './keyboard-world';

export const CASES: Record<Command, Case> = {
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
    // A message with an image opens it in the lightbox.
    await w.page.evaluate((next) => (window.location.hash = next), w.pictureRoute);
    await expect(row(w.page, 'pic.png')).toBeVisible();
    await w.page.keyboard.press('End');
    await press();
    await expect(w.page.getByRole('dialog', { name: 'pic.png' })).toBeVisible();
    await w.page.keyboard.press('Escape');
    await expect(w.page.getByRole('dialog', { name: 'pic.png' })).toHaveCount(0);
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
