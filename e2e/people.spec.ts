// The people list (search, role badges, deactivated users hidden) and a profile card with custom fields.
import type { Page } from '@playwright/test';
import type { RunningServer } from '../server/app';
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
  await page.getByRole('link', { name: 'People' }).click();
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
});
