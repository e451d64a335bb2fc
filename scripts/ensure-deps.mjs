// Installs node_modules with `npm ci` when they are missing or older than package-lock.json, so that
// `npm start` and `npm test` work on a fresh clone by themselves. Plain JavaScript: it runs before
// anything is installed.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lockFile = join(root, 'package-lock.json');
// npm writes this copy of the lock into node_modules at the end of every install.
const installedLock = join(root, 'node_modules', '.package-lock.json');

export function ensureDependencies() {
  if (existsSync(installedLock) && statSync(installedLock).mtimeMs >= statSync(lockFile).mtimeMs) return;
  const reason = existsSync(join(root, 'node_modules'))
    ? 'package-lock.json changed'
    : 'node_modules is missing';
  process.stderr.write(`Installing dependencies (${reason}): npm ci\n`);
  execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: ['ignore', process.stderr, process.stderr] });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureDependencies();
