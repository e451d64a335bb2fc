// Where the Electron runtime is, if it is installed at all. Its binary is downloaded from outside the
// npm registry by electron's install step, so on machines that reach only the registry it is absent:
// then the Electron Playwright project skips every spec with NO_ELECTRON_REASON.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

export const NO_ELECTRON_REASON =
  'No Electron runtime is installed on this machine (npx install-electron could not download it); ' +
  'the browser project runs this spec against the same app in browser mode.';

/** The Electron executable, or undefined when the runtime is not installed. */
export function electronBinary(): string | undefined {
  const pathFile = join(root, 'node_modules', 'electron', 'path.txt');
  if (!existsSync(pathFile)) return undefined;
  const binary = join(root, 'node_modules', 'electron', 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : undefined;
}

/** The built main process entry the desktop app starts from. */
export const ELECTRON_MAIN = join(root, 'dist', 'electron', 'main.mjs');
