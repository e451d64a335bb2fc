// Several accounts at once, in browser mode, two of them on the same reference server: a DM sent in
// one reaches the other, which keeps its own unread count and notifies in the background, and its
// notification switches to it; switching by keyboard and by the switcher; reordering; and signing
// one out, after which its key and unsent text are gone from the profile.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { RunningServer } from '../server/app';
import type { SeedAccount } from '../server/seed/seed-types';
import { otherMember, openRoute, serverMessages, signInReady } from './support/compose';
import { actAs, control, expect, test, type AppHost } from './support/fixtures';
import { clickNotification, recordNotifications, shown } from './support/notifications';

/** Adds an account from the switcher's "Add organization", signing in with its password. */
async function addAccount(page: Page, server: RunningServer, account: SeedAccount): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Accounts' })
    .getByRole('button', { name: 'Add organization' })
    .click();
  await page.getByRole('textbox', { name: 'Server URL' }).fill(server.url);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Account' })).toContainText(account.email);
  await expect(page.getByRole('navigation', { name: 'Channels' }).getByRole('link').first()).toBeVisible();
}

/** The switcher's button for the account of `email` (two accounts of one server show their emails). */
const switcherButton = (page: Page, email: string) =>
  page.getByRole('navigation', { name: 'Accounts' }).getByRole('button', { name: new RegExp(email) });

/** The unread count a switcher button says (0 when it says none). */
async function unreadIn(button: Locator): Promise<number> {
  const name = (await button.getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) unread$/.exec(name)?.[1] ?? 0);
}

/** The account id the vault gave the account of `email`. */
async function accountIdOf(app: AppHost, email: string): Promise<string> {
  const vault = JSON.parse(await readFile(join(app.profileDir, 'vault.json'), 'utf8')) as {
    accounts: { id: string; email: string }[];
  };
  const found = vault.accounts.find((account) => account.email === email);
  if (found === undefined) throw new Error(`no account for ${email}`);
  return found.id;
}

/** The avatars of the shown message list: each names the account whose credentials fetch it, and loaded. */
async function expectAvatarsOf(page: Page, accountId: string): Promise<void> {
  const avatar = page.getByRole('group', { name: 'Messages', exact: true }).locator('img.avatar').first();
  await expect(avatar).toHaveAttribute('src', new RegExp(`[?&]account=${accountId}(&|$)`));
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

const shownAccount = (page: Page) => page.getByRole('button', { name: 'Account', exact: true });

/** Both members of the demo organization signed in, the second one shown. */
async function twoMembers(page: Page, app: AppHost, server: RunningServer, me: SeedAccount) {
  const other = otherMember(server, me);
  await signInReady(page, app, server, me);
  await addAccount(page, server, other);
  await expect(page.getByRole('navigation', { name: 'Accounts' }).getByRole('listitem')).toHaveCount(2);
  return other;
}

test.describe('two accounts on one server', () => {
  test.use({ permissions: ['notifications'] });

  test('a DM from one reaches the other, with its own unread count and a notification that switches to it', async ({
    page,
    app,
    server,
    me,
  }) => {
    await recordNotifications(page);
    const other = await twoMembers(page, app, server, me);
    // The demo seed leaves each member some unread messages: counts are compared, not assumed.
    await expect(switcherButton(page, me.email)).toHaveAccessibleName(/unread$/);
    const mineBefore = await unreadIn(switcherButton(page, me.email));
    const theirsBefore = await unreadIn(switcherButton(page, other.email));
    // The shown account (the other member) writes to me through the app.
    await openRoute(page, `#/dm/${me.user_id}`);
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello from the other account');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => serverMessages(server, 'Hello from the other account').length).toBe(1);
    expect(serverMessages(server, 'Hello from the other account')[0]?.sender_id).toBe(other.user_id);

    // My account, in the background, got it live: its own unread count and a notification.
    await expect.poll(() => unreadIn(switcherButton(page, me.email))).toBe(mineBefore + 1);
    expect(await unreadIn(switcherButton(page, other.email))).toBe(theirsBefore);
    await expect
      .poll(async () => (await shown(page)).map((n) => n.body))
      .toEqual(['Hello from the other account']);
    // The title names the shown account (with its email: both are on one server) and adds up every count.
    const total = mineBefore + 1 + theirsBefore;
    await expect(page).toHaveTitle(`(${total}) Threadline Demo (${other.email}) · Threadline`);

    // Clicking it shows my account, in that conversation.
    await clickNotification(page, 0);
    await expect(shownAccount(page)).toContainText(me.email);
    await expect(page.getByText('Hello from the other account')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`#/dm/${other.user_id}`));
    await expect(page).toHaveTitle(new RegExp(`\\(${me.email}\\) · Threadline$`));
    // Images of one server come with the credentials of the account whose view shows them.
    await expectAvatarsOf(page, await accountIdOf(app, me.email));
    await switcherButton(page, other.email).click();
    await openRoute(page, `#/dm/${me.user_id}`);
    await expectAvatarsOf(page, await accountIdOf(app, other.email));
  });

  test('switches by keyboard and by the switcher, each account coming back to its own view', async ({
    page,
    app,
    server,
    me,
  }) => {
    const other = await twoMembers(page, app, server, me);
    await openRoute(page, '#/inbox');
    await page.keyboard.press('Control+Tab');
    await expect(shownAccount(page)).toContainText(me.email);
    await expect(page).toHaveURL(/#\/$/);
    await page.keyboard.press('Control+Shift+Tab');
    await expect(shownAccount(page)).toContainText(other.email);
    await expect(page).toHaveURL(/#\/inbox$/);
    await page.keyboard.press('Control+1');
    await expect(shownAccount(page)).toContainText(me.email);
    await page.keyboard.press('Control+2');
    await expect(shownAccount(page)).toContainText(other.email);
    await switcherButton(page, me.email).click();
    await expect(shownAccount(page)).toContainText(me.email);
    await expect(switcherButton(page, me.email)).toHaveAttribute('aria-current', 'true');
    // No reconnect: one live queue per account the whole time.
    expect(server.queues.queuesOf(me.user_id)).toHaveLength(1);
    expect(server.queues.queuesOf(other.user_id)).toHaveLength(1);
  });

  test('keeps the order chosen, across a reload', async ({ page, app, server, me }) => {
    const other = await twoMembers(page, app, server, me);
    const order = page.getByRole('navigation', { name: 'Accounts' }).getByRole('button');
    await expect(order.first()).toHaveAccessibleName(new RegExp(me.email));
    await shownAccount(page).click();
    await page.getByRole('button', { name: new RegExp(`^Move .*${other.email}.* up$`) }).click();
    await expect(order.first()).toHaveAccessibleName(new RegExp(other.email));
    await page.reload();
    await expect(order.first()).toHaveAccessibleName(new RegExp(other.email));
    await expect(order.nth(1)).toHaveAccessibleName(new RegExp(me.email));
  });

  test('signs one account out: its key and unsent text leave the profile, the other stays', async ({
    page,
    app,
    server,
    me,
  }) => {
    const other = await twoMembers(page, app, server, me);
    await openRoute(page, `#/dm/${me.user_id}`);
    const unsent = 'An unsent note of the other account';
    await page.getByRole('textbox', { name: 'Message' }).fill(unsent);
    const drafts = join(app.profileDir, 'compose-drafts');
    const onDisk = async () => {
      const files = await readdir(drafts).catch(() => [] as string[]);
      return (await Promise.all(files.map((file) => readFile(join(drafts, file), 'utf8')))).join('\n');
    };
    await expect.poll(onDisk).toContain(unsent);

    await shownAccount(page).click();
    await page.getByRole('button', { name: new RegExp(`^Sign out of .*${other.email}`) }).click();
    await expect(shownAccount(page)).toContainText(me.email);
    await expect(page.getByRole('navigation', { name: 'Accounts' }).getByRole('listitem')).toHaveCount(1);
    await expect.poll(onDisk).not.toContain(unsent);
    const vault = await readFile(join(app.profileDir, 'vault.json'), 'utf8');
    expect(vault).not.toContain(other.email);
    expect(vault).toContain(me.email);
    // Its event queue was deleted on the server; my account still runs (alone, it is named by its
    // organization only).
    await expect.poll(() => server.queues.queuesOf(other.user_id).length).toBe(0);
    await openRoute(page, '#/inbox');
    const mine = page.getByRole('navigation', { name: 'Accounts' }).getByRole('button').first();
    await expect(mine).toHaveAccessibleName(/^Threadline Demo, \d+ unread$/);
    const before = await unreadIn(mine);
    await actAs(server, other.user_id, 'POST', '/messages', {
      type: 'private',
      to: [me.user_id],
      content: 'Still there?',
    });
    await expect.poll(() => unreadIn(mine)).toBe(before + 1);
  });

  test('a key the server stops accepting signs out only that account, and the window says why', async ({
    page,
    app,
    server,
    me,
  }) => {
    const other = await twoMembers(page, app, server, me);
    const user = server.realm.user(other.user_id);
    if (!user) throw new Error('the seed lacks the member');
    user.api_key = 'revoked'.padEnd(32, '0');
    // Cut the live polls: the next one, with the old key, is refused.
    await control(server, '/restart');
    await expect(page.getByRole('alert').filter({ hasText: 'An account was signed out.' })).toContainText(
      'no longer accepts',
    );
    await expect(shownAccount(page)).toContainText(me.email);
    await expect(page.getByRole('navigation', { name: 'Accounts' }).getByRole('listitem')).toHaveCount(1);
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'An account was signed out.' })).toHaveCount(0);
  });
});
