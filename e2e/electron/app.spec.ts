// The desktop app itself, driven through Playwright's Electron support. It needs an Electron runtime;
// where none could be installed (its binary comes from outside the npm registry) the test is skipped
// and says why.
import { _electron as electron, expect, test } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

function electronBinary(): string | undefined {
  const pathFile = join(root, 'node_modules', 'electron', 'path.txt');
  if (!existsSync(pathFile)) return undefined;
  const binary = join(root, 'node_modules', 'electron', 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : undefined;
}

test('the desktop window opens on the sign-in screen', async () => {
  const binary = electronBinary();
  test.skip(
    !binary,
    'No Electron runtime is installed on this machine (npx install-electron could not download it).',
  );
  const { buildElectron } = await import('../../scripts/build.mjs');
  buildElectron();
  const app = await electron.launch({ executablePath: binary, args: [join(root, 'dist/electron/main.mjs')] });
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
