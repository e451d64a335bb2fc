// End-to-end tests in browser mode with Debian's Chromium (Playwright's own browser download cannot
// work offline), plus an Electron project that runs every spec against the desktop app where an
// Electron runtime is installed and skips each one, saying why, where it is not
// (e2e/support/fixtures.ts, host: 'electron'). The browser settings are shared: a spec's unused
// `page` still comes from Chromium in the electron project.
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './e2e/support/chromium';
import type { Host } from './e2e/support/fixtures';

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

export default defineConfig<{ host: Host }>({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  outputDir: 'test-results',
  use: { trace: 'off', screenshot: 'only-on-failure' },
  projects: [
    { name: 'browser', testIgnore: /electron\//, use: { ...chromium, host: 'browser' } },
    // Every spec, the browser-mode ones included, plus e2e/electron/ for what only the desktop app has.
    { name: 'electron', testMatch: /.*\.spec\.ts/, use: { ...chromium, host: 'electron' } },
  ],
});
