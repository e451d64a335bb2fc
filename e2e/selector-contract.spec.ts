// Keeps the selector contract (selector-contract.ts) honest: visits every screen it lists, the way
// its `reach` says, and fails naming each promised role, name or test id that is no longer there.
// The visits are a Record over the contract's screens, so a screen added to the contract without a
// visit here does not compile.
import type { Page } from '@playwright/test';
import { entriesForSection } from '../renderer/src/features/settings/sections';
import { SELECTOR_CONTRACT, locate, type Promised, type ScreenName } from './selector-contract';
import { a11yWorld, openView, type A11yWorld } from './support/a11y-world';
import { expect, test, type AppHost } from './support/fixtures';

interface Visit {
  page: Page;
  world: A11yWorld;
}

const article = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

/** The steps to each signed-in screen, from wherever the previous one left the window. */
const VISITS: Record<Exclude<ScreenName, `sign-in: ${string}`>, (v: Visit) => Promise<void>> = {
  window: async () => undefined,
  conversation: async ({ page, world }) => {
    await openView(page, world.topicHash);
    await expect(article(page, 'screen reader')).toBeVisible();
    await article(page, 'screen reader').hover();
  },
  'channel narrow': async ({ page, world }) => openView(page, `#/channel/${world.streamId}`, 'a11y-checks'),
  'message menu': async ({ page, world }) => {
    await openView(page, world.topicHash);
    const message = article(page, 'screen reader');
    await expect(message).toBeVisible();
    // The pointer may already rest where the row is drawn again: move it off first, so hovering is new.
    await page.mouse.move(0, 0);
    await message.hover();
    await message
      .getByRole('toolbar', { name: 'Message actions' })
      .getByRole('button', { name: 'More actions' })
      .click();
  },
  'emoji picker': async ({ page, world }) => {
    await page.keyboard.press('Escape');
    await openView(page, world.topicHash);
    await article(page, 'quoted words').getByRole('button', { name: 'Add reaction' }).click();
  },
  inbox: async ({ page }) => {
    await page.keyboard.press('Escape');
    await openView(page, '#/inbox', 'Inbox');
  },
  'recent conversations': async ({ page }) => openView(page, '#/recent', 'Recent conversations'),
  search: async ({ page }) => {
    await page.getByRole('combobox', { name: 'Search messages' }).fill('channel:a11y-checks screen');
    await page.getByRole('combobox', { name: 'Search messages' }).press('Enter');
    await expect(article(page, 'screen reader')).toBeVisible();
  },
  people: async ({ page }) => page.getByRole('link', { name: 'People', exact: true }).click(),
  'settings: account': async ({ page }) => {
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Account' })).toBeVisible();
  },
  settings: async ({ page }) => {
    await page
      .getByRole('navigation', { name: 'Settings sections' })
      .getByRole('link', { name: 'Display' })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Display' })).toBeVisible();
  },
  drafts: async ({ page }) => openView(page, '#/drafts', 'Drafts'),
  'create channel': async ({ page }) =>
    page
      .getByRole('navigation', { name: 'Channels' })
      .getByRole('button', { name: 'Create channel' })
      .click(),
};

/** Each promise that cannot be found now, as "screen: selector (what it is)". */
async function missing(page: Page, screen: ScreenName, settingNames: string[] = []): Promise<string[]> {
  const gone: string[] = [];
  const check = async (promised: Promised, settingName?: string) => {
    const found = locate(page, promised, settingName).first();
    try {
      await expect(found).toBeAttached({ timeout: 5_000 });
    } catch {
      const label = 'testId' in promised ? `data-testid=${promised.testId}` : `role=${promised.role}`;
      const named = 'name' in promised && promised.name ? ` name="${promised.name}"` : '';
      gone.push(`${screen}: ${label}${named}${settingName ? ` (${settingName})` : ''} — ${promised.what}`);
    }
  };
  for (const promised of SELECTOR_CONTRACT[screen].promises) {
    if ('testId' in promised && promised.testId.includes('{name}')) {
      for (const name of settingNames) await check(promised, name);
    } else {
      await check(promised);
    }
  }
  return gone;
}

test('every promised selector of the sign-in screen is there', async ({ page, app, server }) => {
  await page.goto(app.url);
  const gone = await missing(page, 'sign-in: server');
  await page.getByRole('textbox', { name: 'Server URL' }).fill(server.url);
  await page.getByRole('button', { name: 'Continue' }).click();
  gone.push(...(await missing(page, 'sign-in: credentials')));
  expect(gone, `promised selectors are gone:\n${gone.join('\n')}`).toEqual([]);
});

test('every promised selector of the signed-in screens is there', async ({ page, app, server, me }) => {
  const world = await a11yWorld(page, app as AppHost, server, me);
  const gone: string[] = [];
  for (const [screen, visit] of Object.entries(VISITS) as [
    keyof typeof VISITS,
    (v: Visit) => Promise<void>,
  ][]) {
    await visit({ page, world });
    // Settings: the {name} patterns are checked for every setting of the Display section.
    const names = screen === 'settings' ? entriesForSection('display').map((entry) => entry.name) : [];
    gone.push(...(await missing(page, screen, names)));
  }
  expect(gone, `promised selectors are gone:\n${gone.join('\n')}`).toEqual([]);
});
