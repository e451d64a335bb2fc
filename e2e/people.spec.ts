// The people list (search, role badges, deactivated users hidden), a profile card with custom fields
// and when someone was last active, and, in a realm of 600, the virtualized list: everyone reachable
// by scrolling and from the keyboard.
import type { Page } from '@playwright/test';
import type { RunningServer } from '../server/app';
import { buildSeed } from '../server/seed';
import type { SeedAccount } from '../server/seed/seed-types';
import { actAs, expect, signIn, test } from './support/fixtures';

function account(server: RunningServer, role: number): SeedAccount {
  const found = server.accounts.find((a) => a.role === role && !a.is_bot);
  if (!found) throw new Error(`the demo seed has no account with role ${role}`);
  return found;
}

/** The stored value of the user's custom field of one type, with the field. */
function profileValue(server: RunningServer, userId: number, type: number) {
  const field = [...server.realm.profileFields.values()].find((f) => f.type === type);
  const value = field && server.realm.user(userId)?.profile_data.get(field.id)?.value;
  if (!field || !value) throw new Error(`user ${userId} has no value for field type ${type}`);
  return { field, value };
}

async function openPeople(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'People', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'People', level: 1 })).toBeVisible();
}

test('lists people with role badges, searches, and hides deactivated users live', async ({
  page,
  app,
  server,
  me,
}) => {
  const owner = account(server, 100);
  const guest = account(server, 600);
  const other = server.accounts.find((a) => a.role === 400 && !a.is_bot && a.user_id !== me.user_id);
  if (!other) throw new Error('the demo seed has no second member');
  await signIn(page, app, server, me);
  await openPeople(page);

  const list = page.getByRole('list', { name: 'People' });
  const row = (name: string) => list.getByRole('listitem').filter({ hasText: name });
  await expect(row(owner.full_name).getByText('Owner', { exact: true })).toBeVisible();
  await expect(row(guest.full_name).getByText('Guest', { exact: true })).toBeVisible();
  await expect(row('Standup Bot').getByText('Bot', { exact: true })).toBeVisible();
  await expect(row(me.full_name).getByRole('img', { name: /^(Active|Idle|Offline)$/ })).toBeVisible();

  // Search by part of a name, then by e-mail address.
  const search = page.getByRole('textbox', { name: 'Search people' });
  await search.fill(owner.full_name.split(' ')[0] as string);
  await expect(row(owner.full_name)).toBeVisible();
  await expect(row(me.full_name)).toHaveCount(0);
  await search.fill(guest.email);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(row(guest.full_name)).toBeVisible();
  await search.fill('');

  // A deactivation arrives as an event and takes the person off the list.
  await expect(row(other.full_name)).toBeVisible();
  const result = await actAs(server, owner.user_id, 'DELETE', `/users/${other.user_id}`);
  expect(result.result).toBe('success');
  await expect(row(other.full_name)).toHaveCount(0);
  await search.fill(other.full_name);
  await expect(page.getByText(/Nobody matches/)).toBeVisible();
});

test('a profile card shows role, time zone and custom fields by type', async ({ page, app, server, me }) => {
  await signIn(page, app, server, me);
  await openPeople(page);
  await page.getByRole('list', { name: 'People' }).getByRole('button', { name: me.full_name }).click();

  const card = page.getByRole('dialog', { name: me.full_name });
  await expect(card).toBeVisible();
  const fact = (term: string) =>
    card.locator('.profile-fact').filter({ has: page.getByText(term, { exact: true }) });
  await expect(fact('Email')).toContainText(me.email);
  await expect(fact('Role')).toContainText('Member');
  await expect(fact('Time zone')).toContainText(server.realm.user(me.user_id)?.timezone ?? '?');
  await expect(fact('Time zone')).toContainText('local time');

  // Dropdown: the choice's name, not its key.
  const food = profileValue(server, me.user_id, 3);
  const choices = JSON.parse(food.field.field_data) as Record<string, { text: string }>;
  await expect(fact(food.field.name)).toHaveText(`${food.field.name}${choices[food.value]?.text}`);
  // Users: names of the listed user IDs.
  const mentor = profileValue(server, me.user_id, 6);
  const mentorIds = JSON.parse(mentor.value) as number[];
  await expect(fact(mentor.field.name)).toContainText(
    server.realm.user(mentorIds[0] as number)?.full_name ?? '?',
  );
  // External account: a link to the GitHub profile.
  const github = profileValue(server, me.user_id, 7);
  await expect(fact(github.field.name).getByRole('link', { name: github.value })).toHaveAttribute(
    'href',
    `https://github.com/${github.value}`,
  );
  // Link, pronouns, long text (rendered) and date.
  const site = profileValue(server, me.user_id, 5);
  await expect(fact(site.field.name).getByRole('link')).toHaveAttribute('href', new URL(site.value).href);
  await expect(fact(profileValue(server, me.user_id, 8).field.name)).toContainText(
    profileValue(server, me.user_id, 8).value,
  );
  await expect(fact(profileValue(server, me.user_id, 2).field.name).locator('p')).toBeVisible();
  const birthday = profileValue(server, me.user_id, 4);
  await expect(fact(birthday.field.name)).toContainText(birthday.value.slice(0, 4));
  await expect(fact(birthday.field.name)).not.toContainText(birthday.value);

  await page.keyboard.press('Escape');
  await expect(card).toHaveCount(0);

  // When someone was last active, for a person the seed has away for days: a relative day or a date.
  const longAgo = Date.now() / 1000 - 1.5 * 86_400;
  const away = server.accounts.find((a) => {
    const seen = server.realm.user(a.user_id)?.presence.active_timestamp ?? 0;
    return !a.is_bot && a.user_id !== me.user_id && seen > 0 && seen < longAgo;
  });
  if (!away) throw new Error('the demo seed has nobody away for days');
  await page.getByRole('list', { name: 'People' }).getByRole('button', { name: away.full_name }).click();
  const awayCard = page.getByRole('dialog', { name: away.full_name });
  await expect(awayCard.getByText(/^Last active (\d+ days ago|on .+)$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(awayCard).toHaveCount(0);
});

/** A realm of 600 people: many screenfuls, so the list must be scrolled (and is virtualized). */
const bigRealm = test.extend({
  serverOptions: async ({}, use) => {
    await use({
      seed: buildSeed('large', { size: { users: 600, channels: 20, messages: 300, unreadForMember: 50 } }),
    });
  },
});

bigRealm(
  'everyone is reachable by scrolling and from the keyboard, with presence',
  async ({ page, app, server, me }) => {
    // Everyone active, as the register lists them (the email gateway bot is not).
    const gateway = server.realm.settings.email_gateway_bot_id;
    const active = [...server.realm.users.values()].filter((u) => u.is_active && u.user_id !== gateway);
    const bots = active.filter((u) => u.is_bot).map((u) => u.full_name);
    const lastName =
      bots.sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' })).at(-1) ?? '?';
    const total = active.length;
    await signIn(page, app, server, me);
    await openPeople(page);
    await expect(page.getByText(`${total.toLocaleString('en-US')} people`)).toBeVisible();

    const list = page.getByRole('list', { name: 'People' });
    const items = list.getByRole('listitem');
    await expect(items.first()).toHaveAttribute('aria-posinset', '1');
    await expect(items.first()).toHaveAttribute('aria-setsize', String(total));
    // Only a window of rows is in the DOM, yet each knows its place in the whole list.
    expect(await items.count()).toBeLessThan(100);
    const human = items.filter({ hasNot: page.getByText('Bot', { exact: true }) }).first();
    await expect(human.getByRole('img', { name: /^(Active|Idle|Offline)$/ })).toBeVisible();

    // Scrolling to the bottom reaches the last person (bots come last, alphabetically).
    await page.getByTestId('people-scroll').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    const last = list.locator(`[aria-posinset="${total}"]`);
    await expect(last).toBeVisible();
    await expect(last).toContainText(lastName);

    // From the keyboard: ArrowDown from the filter enters the list, End goes to the last row, Enter
    // opens the card, Escape gives the focus back to the row.
    await page.getByTestId('people-scroll').evaluate((el) => el.scrollTo(0, 0));
    await page.getByRole('textbox', { name: 'Search people' }).press('ArrowDown');
    await expect(list.locator('[aria-posinset="1"] button')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(list.locator('[aria-posinset="2"] button')).toBeFocused();
    await page.keyboard.press('End');
    await expect(last.getByRole('button')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: lastName })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(last.getByRole('button')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(list.locator('[aria-posinset="1"] button')).toBeFocused();

    // The filter narrows the whole list, not just the rows on screen.
    const search = page.getByRole('textbox', { name: 'Search people' });
    await search.fill(lastName);
    await expect(items).toHaveCount(1);
    await expect(items.first()).toHaveAttribute('aria-setsize', '1');
    // Typing stays in the field (the list it narrows does not take the focus).
    await expect(search).toBeFocused();
  },
);
