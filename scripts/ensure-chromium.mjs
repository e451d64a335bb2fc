// End-to-end tests and benchmarks drive Debian's Chromium through Playwright (Playwright's own
// browser download cannot work offline). Installs it with apt where we can, else says what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

export function findChromium() {
  if (process.env.THREADLINE_CHROMIUM && existsSync(process.env.THREADLINE_CHROMIUM)) {
    return process.env.THREADLINE_CHROMIUM;
  }
  return CHROMIUM_CANDIDATES.find((path) => existsSync(path));
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    process.stderr.write("Chromium is missing; installing Debian's package: apt-get install -y chromium\n");
    execSync('apt-get update && apt-get install -y chromium', {
      stdio: ['ignore', process.stderr, process.stderr],
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    'The end-to-end tests need Chromium. Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`; ' +
      'macOS: install Google Chrome) or point THREADLINE_CHROMIUM at a Chromium or Chrome binary.',
  );
}
