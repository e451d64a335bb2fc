// Signs in through the UI, as a person would, and reads from the page probe how long the last step
// took: from the click on "Sign in" to the sidebar showing channels and the page being idle again.
import type { Page } from 'playwright-core';
import type { SeedAccount } from '../../server/seed/seed-types';
import { epochNow, sleep } from './clock';
import { drainProbe, waitForPage, type EvaluatingPage, type ProbeRecord } from './page-probe';

/** What signing in needs of a page: Playwright's (playwrightSignInPage) or a bare one (bare-page.ts). */
export interface SignInPage extends EvaluatingPage {
  goto(url: string): Promise<void>;
  /** Replaces the text of the field with this label. */
  fill(label: string, text: string): Promise<void>;
  /** Clicks the button with this text once it is enabled. */
  click(name: string): Promise<void>;
}

export function playwrightSignInPage(page: Page): SignInPage {
  return {
    goto: async (url) => void (await page.goto(url)),
    fill: (label, text) => page.getByRole('textbox', { name: label }).fill(text),
    click: (name) => page.getByRole('button', { name }).click(),
    evaluate: (expression) => page.evaluate(expression),
  };
}

export interface SignInTiming {
  /** Click on "Sign in" → first channel link in the DOM. */
  sidebarMs: number;
  /** Click on "Sign in" → the first idle task after the sidebar was painted. */
  interactiveMs: number;
  /** When that idle task ran (the page's epoch clock: performance.timeOrigin + now). */
  interactiveAt: number;
  /** When the harness saw the sign-in form after opening the page (epoch; polled every 50 ms). */
  formShownAt: number;
}

const TIMEOUT_MS = 120_000;
export const SIDEBAR_SHOWN = `document.querySelector('nav[aria-label="Channels"] a[href^="#/channel/"]') !== null`;
const FORM_SHOWN = `[...document.querySelectorAll('label')].some((l) => l.textContent.trim() === 'Server URL')`;
/** The sign-in screen's error text, or null. */
const SIGN_IN_REFUSED = `(document.querySelector('.sign-in-page [role="alert"]')?.textContent ?? null)`;

export async function signInThroughUi(
  page: SignInPage,
  appUrl: string,
  serverUrl: string,
  account: SeedAccount,
): Promise<SignInTiming> {
  await page.goto(appUrl);
  await waitForPage(page, FORM_SHOWN, TIMEOUT_MS);
  const formShownAt = epochNow();
  await page.fill('Server URL', serverUrl);
  await page.click('Continue');
  await page.fill('Email', account.email);
  await page.fill('Password', account.password);
  await drainProbe(page);
  await page.click('Sign in');
  if (!(await waitForPage(page, `${SIDEBAR_SHOWN} || ${SIGN_IN_REFUSED} !== null`, TIMEOUT_MS))) {
    throw new Error('the sidebar never showed');
  }
  const refused = (await page.evaluate(SIGN_IN_REFUSED)) as string | null;
  if (refused !== null) throw new Error(`the sign-in failed: ${refused}`);
  const records: ProbeRecord[] = [];
  for (let i = 0; i < 100 && !records.some(([key]) => key === 'sidebar-interactive'); i++) {
    records.push(...(await drainProbe(page)));
    if (!records.some(([key]) => key === 'sidebar-interactive')) await sleep(20);
  }
  const click = records.find(([key]) => key === 'click:Sign in');
  const sidebar = records.find(([key]) => key === 'sidebar');
  const interactive = records.find(([key]) => key === 'sidebar-interactive');
  if (!click || !sidebar || !interactive) {
    throw new Error(`the probe missed a step of sign-in: ${JSON.stringify(records.map(([key]) => key))}`);
  }
  return {
    sidebarMs: sidebar[1] - click[1],
    interactiveMs: interactive[1] - click[1],
    interactiveAt: interactive[1],
    formShownAt,
  };
}
