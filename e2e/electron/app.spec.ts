// The desktop app itself, driven through Playwright's Electron support. It needs an Electron runtime;
// where none could be installed (its binary comes from outside the npm registry) the test is skipped
// and says why.
import { _electron as electron, expect, test } from '@playwright/test';
import { ELECTRON_MAIN, electronBinary, NO_ELECTRON_REASON } from '../support/electron-runtime';

test('the desktop window opens on the sign-in screen', async () => {
  const binary = electronBinary();
  test.skip(!binary, NO_ELECTRON_REASON);
  const { buildElectron } = await import('../../scripts/build.mjs');
  buildElectron();
  const app = await electron.launch({ executablePath: binary, args: [ELECTRON_MAIN] });
  try {
    const window = await app.firstWindow();
    await expect(window.getByRole('textbox', { name: 'Server URL' })).toBeVisible();
    expect(await window.evaluate(() => typeof (window as unknown as { require?: unknown }).require)).toBe(
      'undefined',
    );
  } finally {
    await app.close();
  }
});
