// Helpers of the channel specs (issue 6) and others: accounts by role or email, channels by name, signing in with an API key (bots have
// no usable password), the sidebar and the channel header's menu.
import type { Locator, Page } from '@playwright/test';
import type { RunningServer } from '../../server/app';
import type { SeedAccount } from '../../server/seed/seed-types';
import { actAs, control, expect, type AppHost } from './fixtures';

export function account(server: RunningServer, kind: 'owner' | 'member2' | 'guest' | 'bot'): SeedAccount {
  const [role, bot] = { owner: [100, false], member2: [400, false], guest: [600, false], bot: [0, true] }[
    kind
  ];
  const found = server.accounts.filter((a) => (bot ? a.is_bot : !a.is_bot && a.role === role));
  // The second member is the second account with the member role.
  const chosen = kind === 'member2' ? found[1] : found[0];
  if (!chosen) throw new Error(`the demo seed has no ${kind}`);
  return chosen;
}

/** The seed account with this email. */
export function accountId(server: RunningServer, email: string): number {
  const found = server.accounts.find((a) => a.email === email);
  if (!found) throw new Error(`no account ${email}`);
  return found.user_id;
}

export async function signInWithApiKey(
  page: Page,
  app: AppHost,
  server: RunningServer,
  who: SeedAccount,
): Promise<void> {
  await page.goto(app.url);
  await page.getByRole('textbox', { name: 'Server URL' }).fill(server.url);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Use an API key instead' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(who.email);
  await page.getByRole('textbox', { name: 'API key' }).fill(who.api_key);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Channels' })).toBeVisible();
}

export const sidebar = (page: Page): Locator => page.getByRole('navigation', { name: 'Channels' });

export function channelId(server: RunningServer, name: string): number {
  const channel = server.realm.channelByName(name);
  if (!channel) throw new Error(`no channel #${name}`);
  return channel.stream_id;
}

/** Creates a private channel as `creator`, subscribing `userIds` (the creator included). */
export async function privateChannel(
  server: RunningServer,
  creator: SeedAccount,
  name: string,
  userIds: number[],
): Promise<number> {
  const answer = await actAs(server, creator.user_id, 'POST', '/users/me/subscriptions', {
    subscriptions: [{ name, description: `Private: ${name}` }],
    principals: [creator.user_id, ...userIds],
    invite_only: true,
  });
  if (answer.result !== 'success') throw new Error(`could not create #${name}: ${JSON.stringify(answer)}`);
  return channelId(server, name);
}

/** Changes the route the way a link would, without reloading the page. */
export async function go(page: Page, hash: string): Promise<void> {
  await page.evaluate((target) => {
    window.location.hash = target;
  }, hash);
}

export async function openChannelMenu(page: Page, streamId: number): Promise<Locator> {
  await go(page, `#/channel/${streamId}`);
  await page.getByRole('button', { name: 'Channel actions' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/**
 * Holds back this user's events: every poll fails until the faults are cleared, so the app keeps
 * showing what it knew. Resolves once the app says it is reconnecting (the poll that was waiting
 * ends at the next heartbeat, a few seconds at most in tests).
 */
export async function holdEvents(page: Page, server: RunningServer): Promise<void> {
  await control(server, '/faults', { path_prefix: '/events', kind: 'status', status: 500, count: 100_000 });
  await expect(page.getByText(/Reconnecting/)).toBeVisible({ timeout: 20_000 });
}

export async function releaseEvents(server: RunningServer): Promise<void> {
  await fetch(`${server.url}/__control/faults`, { method: 'DELETE' });
}
