// Builds what the hosts load: the renderer (Vite → dist/renderer) and, for Electron, main and
// preload (esbuild → dist/electron). Each step runs only when its output is older than its sources.
// Logs go to stderr so that `npm run web` keeps stdout for its one JSON line.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(paths) {
  let newest = 0;
  for (const path of paths) {
    const full = join(root, path);
    if (!existsSync(full)) continue;
    const stat = statSync(full);
    if (stat.isFile()) newest = Math.max(newest, stat.mtimeMs);
    else {
      for (const entry of readdirSync(full, { recursive: true, withFileTypes: true })) {
        if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
      }
    }
  }
  return newest;
}

function isStale(output, inputs) {
  const target = join(root, output);
  return !existsSync(target) || statSync(target).mtimeMs < newestMtime(inputs);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', process.stderr, process.stderr] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

export function buildRenderer({ force = false } = {}) {
  if (!force && !isStale('dist/renderer/index.html', ['renderer', 'shared', 'package-lock.json'])) return;
  process.stderr.write('Building the renderer…\n');
  run(process.execPath, [
    join(root, 'node_modules/vite/bin/vite.js'),
    'build',
    '--config',
    'renderer/vite.config.ts',
    '--logLevel',
    'warn',
  ]);
}

export function buildElectron({ force = false } = {}) {
  if (!force && !isStale('dist/electron/main.mjs', ['electron', 'shared', 'server', 'package-lock.json']))
    return;
  process.stderr.write('Building the Electron main process…\n');
  const esbuild = join(root, 'node_modules/esbuild/bin/esbuild');
  const common = [
    '--bundle',
    '--platform=node',
    '--target=node22',
    '--external:electron',
    '--log-level=warning',
  ];
  run(esbuild, [
    'electron/main.ts',
    ...common,
    '--format=esm',
    '--outfile=dist/electron/main.mjs',
    '--packages=external',
  ]);
  run(esbuild, ['electron/preload.ts', ...common, '--format=cjs', '--outfile=dist/electron/preload.cjs']);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const force = process.argv.includes('--force');
  buildRenderer({ force });
  if (process.argv.includes('--electron')) buildElectron({ force });
}
