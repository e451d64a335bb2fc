// Signs in through the UI, as a person would, and reads from the page probe how long the last step
// took: from the click on "Sign in" to the sidebar showing channels and the page being idle again.
import type { Page } from 'playwright-core';
import type { SeedAccount } from '../../server/seed/seed-types';
import { drainProbe, waitForPage, type ProbeRecord } from './page-probe';

export interface SignInTiming {
  /** Click on "Sign in" → first channel link in the DOM. */
  sidebarMs: number;
  /** Click on "Sign in" → the first idle task after the sidebar was painted. */
  interactiveMs: number;
}

const TIMEOUT_MS = 120_000;
export const SIDEBAR_SHOWN = `document.querySelector('nav[aria-label="Channels"] a[href^="#/channel/"]') !== null`;

export async function signInThroughUi(
  page: Page,
  appUrl: string,
  serverUrl: string,
  account: SeedAccount,
): Promise<SignInTiming> {
  await page.goto(appUrl);
  await page.getByRole('textbox', { name: 'Server URL' }).fill(serverUrl);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(account.password);
  await drainProbe(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (!(await waitForPage(page, SIDEBAR_SHOWN, TIMEOUT_MS))) throw new Error('the sidebar never showed');
  const records: ProbeRecord[] = [];
  for (let i = 0; i < 100 && !records.some(([key]) => key === 'sidebar-interactive'); i++) {
    records.push(...(await drainProbe(page)));
    if (!records.some(([key]) => key === 'sidebar-interactive')) await page.waitForTimeout(20);
  }
  const click = records.find(([key]) => key === 'click:Sign in');
  const sidebar = records.find(([key]) => key === 'sidebar');
  const interactive = records.find(([key]) => key === 'sidebar-interactive');
  if (!click || !sidebar || !interactive) {
    throw new Error(`the probe missed a step of sign-in: ${JSON.stringify(records.map(([key]) => key))}`);
  }
  return { sidebarMs: sidebar[1] - click[1], interactiveMs: interactive[1] - click[1] };
}
