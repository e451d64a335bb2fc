// Issue 17, the search box: each operator typed alone, combined and negated lands in the URL as
// Zulip's terms (channel and people names resolved to ids) and shows as removable pills;
// suggestions for a person, a channel and a topic picked from the keyboard; a malformed query is
// searched as words and says what was not understood. Result contents are the results view's tests.
import type { Page } from '@playwright/test';
import { parseRoute } from '../renderer/src/routing/route';
import type { SearchTerm } from '../renderer/src/state/narrow';
import { account, channelId } from './support/channels';
import { expect, signIn, test } from './support/fixtures';

const box = (page: Page) => page.getByRole('combobox', { name: 'Search messages' });
const pills = (page: Page) => page.getByTestId('search-pill');

async function searchedTerms(page: Page): Promise<SearchTerm[] | null> {
  const route = parseRoute(await page.evaluate(() => window.location.hash));
  return route.name === 'search' ? route.terms : null;
}

/** Types a query into a fresh box (after leaving any search) and presses Enter. */
async function search(page: Page, query: string): Promise<void> {
  await page.evaluate(() => (window.location.hash = '#/feed'));
  await expect(pills(page)).toHaveCount(0);
  await box(page).click();
  await page.keyboard.type(query);
  await page.keyboard.press('Enter');
}

const t = (operator: string, operand: string, negated = false): SearchTerm => ({
  operator,
  operand,
  negated,
});

test('each operator alone, negated and combined becomes the URL’s terms and pills', async ({
  page,
  app,
  server,
  me,
}) => {
  await signIn(page, app, server, me);
  const other = account(server, 'member2');
  const email = server.realm.user(other.user_id)!.email;
  const engineering = String(channelId(server, 'engineering'));
  const alone: [string, SearchTerm[]][] = [
    ['channel:engineering', [t('channel', engineering)]],
    ['topic:"CI flakiness"', [t('topic', 'CI flakiness')]],
    [`sender:${email}`, [t('sender', String(other.user_id))]],
    [`from:${email}`, [t('sender', String(other.user_id))]],
    [`dm:${email}`, [t('dm', String(other.user_id))]],
    [`dm-including:${email}`, [t('dm-including', String(other.user_id))]],
    ...['dm', 'unread', 'starred', 'mentioned', 'followed', 'resolved'].map((v): [string, SearchTerm[]] => [
      `is:${v}`,
      [t('is', v)],
    ]),
    ...['link', 'image', 'attachment', 'reaction'].map((v): [string, SearchTerm[]] => [
      `has:${v}`,
      [t('has', v)],
    ]),
    ['near:12', [t('near', '12')]],
    ['id:12', [t('id', '12')]],
    ['lunch "release plan"', [t('search', 'lunch "release plan"')]],
    ['-is:starred', [t('is', 'starred', true)]],
    [`-sender:${email}`, [t('sender', String(other.user_id), true)]],
  ];
  for (const [query, terms] of alone) {
    await search(page, query);
    await expect.poll(() => searchedTerms(page), { message: query }).toEqual(terms);
  }
  await expect(pills(page)).toHaveText([`-sender: ${other.full_name}×`]);

  await search(page, 'budget channel:engineering -is:starred topic:"CI flakiness" has:link');
  await expect
    .poll(() => searchedTerms(page))
    .toEqual([
      t('channel', engineering),
      t('is', 'starred', true),
      t('topic', 'CI flakiness'),
      t('has', 'link'),
      t('search', 'budget'),
    ]);
  await expect(pills(page)).toHaveText([
    'channel: engineering×',
    '-is: starred×',
    'topic: CI flakiness×',
    'has: link×',
  ]);
  await expect(box(page)).toHaveValue('budget');

  // Refining: a pill's button searches again without it; Backspace in the empty field takes back the
  // last pill without searching, and Enter searches.
  await page.getByRole('button', { name: 'Remove has: link' }).click();
  await expect
    .poll(() => searchedTerms(page))
    .toEqual([
      t('channel', engineering),
      t('is', 'starred', true),
      t('topic', 'CI flakiness'),
      t('search', 'budget'),
    ]);
  await page.getByRole('button', { name: 'Remove -is: starred' }).click();
  await expect
    .poll(() => searchedTerms(page))
    .toEqual([t('channel', engineering), t('topic', 'CI flakiness'), t('search', 'budget')]);
  await box(page).fill('');
  await box(page).press('Backspace');
  await expect(pills(page)).toHaveText(['channel: engineering×']);
  expect(await searchedTerms(page)).toHaveLength(3);
  await box(page).press('Enter');
  await expect.poll(() => searchedTerms(page)).toEqual([t('channel', engineering)]);

  // An operator followed by a space becomes a pill at once; Esc puts the box back to the route.
  await box(page).pressSequentially('is:unread ');
  await expect(pills(page)).toHaveCount(2);
  await box(page).press('Escape');
  await expect(pills(page)).toHaveCount(1);
  await expect(box(page)).not.toBeFocused();
});

test('suggestions for a person, a channel and a topic are picked with the keyboard', async ({
  page,
  app,
  server,
  me,
}) => {
  await signIn(page, app, server, me);
  const other = account(server, 'member2');
  const engineering = String(channelId(server, 'engineering'));
  const listbox = page.getByRole('listbox', { name: 'Search suggestions' });

  await box(page).click();
  await page.keyboard.type(`sender:${other.full_name.slice(0, 4)}`);
  await expect(listbox.getByRole('option', { name: `sender: ${other.full_name}` })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', /option-0$/);
  await expect(listbox.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect.poll(() => searchedTerms(page)).toEqual([t('sender', String(other.user_id))]);

  // A plain word offers the channel it starts.
  await page.keyboard.type('enginee');
  await expect(listbox.getByRole('option', { name: 'channel: engineering' })).toBeVisible();
  const options = await listbox.getByRole('option').allTextContents();
  for (let i = 0; i <= options.findIndex((o) => o.startsWith('channel: engineering')); i++)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect
    .poll(() => searchedTerms(page))
    .toEqual([t('sender', String(other.user_id)), t('channel', engineering)]);

  // topic: offers the topics of the channel pill.
  await page.keyboard.type('topic:"CI fla');
  await expect(listbox.getByRole('option', { name: /topic: CI flakiness/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect
    .poll(() => searchedTerms(page))
    .toEqual([t('sender', String(other.user_id)), t('channel', engineering), t('topic', 'CI flakiness')]);
  await expect(pills(page)).toHaveText([
    `sender: ${other.full_name}×`,
    'channel: engineering×',
    'topic: CI flakiness×',
  ]);
});

test('a malformed query is searched as words and says what was not understood', async ({
  page,
  app,
  server,
  me,
}) => {
  await signIn(page, app, server, me);
  await search(page, 'foo:bar channel: lunch');
  await expect.poll(() => searchedTerms(page)).toEqual([t('search', 'foo:bar channel: lunch')]);
  const problems = page.getByTestId('search-problems');
  await expect(problems).toHaveAttribute('role', 'status');
  await expect(problems.getByText('Unknown operator “foo”: searched as words')).toBeVisible();
  await expect(problems.getByText('“channel:” needs a value: searched as words')).toBeVisible();
  await expect(box(page)).toHaveValue('foo:bar channel: lunch');
  // Shown while the box has the focus, so it does not cover the results.
  await box(page).blur();
  await expect(problems).toBeHidden();
  await box(page).focus();
  await expect(problems).toBeVisible();

  await search(page, 'is:bogus');
  await expect(problems).toContainText('“is:bogus” is not known');
  await page.evaluate(() => (window.location.hash = '#/feed'));
  await expect(problems).toBeEmpty();
});
