// The accessibility check of the e2e suite (issue 20): runs axe-core (through @axe-core/playwright)
// on what the page shows now, in each colour mode the app must serve — light, dark, the system's
// high-contrast mode (forced colours) and the app's own high-contrast option — and fails with a readable list of every serious or critical
// violation: the rule, what it means, and which elements break it with axe's own fix summary.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { expect } from './fixtures';

/** The colour modes every screen is checked in. */
export const COLOR_MODES = ['light', 'dark', 'forced-colors', 'app-high-contrast'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/** The WCAG 2.x A and AA rules plus axe's best practices (landmarks, headings, unique names). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);

export interface AxeScope {
  /** Only check inside these selectors (a dialog, a menu), default the whole page. */
  include?: string[];
  /** Leave these out (say, a third-party iframe); each needs a reason at the call site. */
  exclude?: string[];
}

/**
 * Emulates the system's colour scheme and forced colours; the app's high-contrast option is the
 * attribute its `high_contrast_mode` setting puts on <html> (settings/display-settings.ts, whose
 * unit test covers that the setting sets it), in the dark scheme where contrast is tightest.
 */
export async function setColorMode(page: Page, mode: ColorMode): Promise<void> {
  const dark = mode === 'dark' || mode === 'app-high-contrast';
  const forced = mode === 'forced-colors';
  await page.emulateMedia({
    colorScheme: dark ? 'dark' : 'light',
    forcedColors: forced ? 'active' : 'none',
    reducedMotion: 'reduce',
  });
  await page.evaluate((on) => {
    if (on) document.documentElement.setAttribute('data-high-contrast', 'true');
    else if (document.documentElement.dataset.highContrastByTest === 'true')
      document.documentElement.removeAttribute('data-high-contrast');
    if (on) document.documentElement.dataset.highContrastByTest = 'true';
    else delete document.documentElement.dataset.highContrastByTest;
  }, mode === 'app-high-contrast');
  // The page must see the emulated media before anything is measured.
  await page.waitForFunction(
    ([wantDark, wantForced]) =>
      matchMedia('(prefers-color-scheme: dark)').matches === wantDark &&
      matchMedia('(forced-colors: active)').matches === wantForced,
    [dark, forced] as const,
  );
  // Under reduced motion nothing transitions (base.css), so the colours axe reads are final.
}

/** The serious and critical violations on the page now, one readable paragraph each. */
export async function seriousViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  for (const selector of scope.include ?? []) builder = builder.include(selector);
  for (const selector of scope.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations.filter((v) => BLOCKING.has(v.impact ?? '')).map(describeViolation);
}

function describeViolation(violation: Result): string {
  const nodes = violation.nodes.slice(0, 8).map((node) => {
    const target = node.target.map(String).join(' ');
    const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
    return `    - ${target}\n      ${node.html.slice(0, 160)}\n      ${summary}`;
  });
  const more = violation.nodes.length > 8 ? `\n    … and ${violation.nodes.length - 8} more` : '';
  return `[${violation.impact}] ${violation.id}: ${violation.help}\n${nodes.join('\n')}${more}`;
}

/**
 * Checks the page as it is in every colour mode and fails listing what axe found, labelled with
 * `screen` and the mode. Leaves the page in the light mode (with reduced motion, so nothing is
 * caught mid-transition).
 */
export async function expectAccessible(page: Page, screen: string, scope: AxeScope = {}): Promise<void> {
  const problems: string[] = [];
  for (const mode of COLOR_MODES) {
    await setColorMode(page, mode);
    for (const found of await seriousViolations(page, scope)) problems.push(`${screen} (${mode}) ${found}`);
  }
  await setColorMode(page, 'light');
  expect
    .soft(problems, `axe found serious or critical violations:\n\n${problems.join('\n\n')}\n`)
    .toEqual([]);
}
