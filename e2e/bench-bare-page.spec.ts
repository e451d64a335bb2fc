// The bench's bare pages (bench/support/bare-page.ts), which time the large realm's sign-in: a page
// Playwright does not manage signs in through the UI, and the page probe times it.
import { expect, test } from '@playwright/test';
import { benchMember } from '../bench/support/app-session';
import { bareSignIn, launchBareBrowser } from '../bench/support/bare-sign-in';
import { ensureProductionRenderer } from '../bench/support/renderer-build';
import { startServer } from '../server/app';

// Bare Chromium pages of browser mode by design: nothing of the desktop app to measure here.
test.beforeEach(({}, testInfo) => {
  testInfo.skip(
    testInfo.project.name === 'electron',
    'The bench measures browser mode; it has no desktop form.',
  );
});

test('a bare page signs in through the UI, is timed by the probe, and is not Playwright’s', async () => {
  const server = await startServer({ seed: 'demo', control: true, log: () => undefined });
  const bare = await launchBareBrowser();
  try {
    const me = benchMember(server.accounts);
    const first = await bareSignIn(bare, server, me, ensureProductionRenderer());
    expect(first.sidebarMs).toBeGreaterThan(0);
    expect(first.interactiveMs).toBeGreaterThanOrEqual(first.sidebarMs);
    // The next sign-in opens a fresh tab in the same window, with a web host of its own.
    const second = await bareSignIn(bare, server, me, ensureProductionRenderer());
    expect(second.interactiveMs).toBeGreaterThanOrEqual(second.sidebarMs);
    expect(bare.playwright.contexts()).toHaveLength(0);
  } finally {
    await bare.close();
    await server.close();
  }
});

test('a bare page reports a sign-in the server refuses instead of waiting forever', async () => {
  const server = await startServer({ seed: 'demo', control: true, log: () => undefined });
  const bare = await launchBareBrowser();
  try {
    const me = { ...benchMember(server.accounts), password: 'not-the-password' };
    await expect(bareSignIn(bare, server, me, ensureProductionRenderer())).rejects.toThrow(
      'the sign-in failed',
    );
  } finally {
    await bare.close();
    await server.close();
  }
});
