// End-to-end tests in browser mode with Debian's Chromium (Playwright's own browser download cannot
// work offline), plus an Electron project that runs only where an Electron runtime is installed.
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './e2e/support/chromium';

export default defineConfig({
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
    {
      name: 'browser',
      testIgnore: /electron\//,
      use: {
        browserName: 'chromium',
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
      },
    },
    { name: 'electron', testMatch: /electron\/.*\.spec\.ts/ },
  ],
});
