// Builds what the hosts load: the renderer (Vite → dist/renderer), the web host of browser mode
// (esbuild → dist/host) and, for Electron, main and preload (esbuild → dist/electron) with the icons
// main loads (resources/icons → dist/electron/icons). Each step runs only when its output is older
// than its sources. Logs go to stderr so that `npm run web` keeps stdout for its one JSON line.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Where `npm run web` runs the web host from: plain node, no TypeScript loader. */
export const WEB_HOST_BUNDLE = join(root, 'dist', 'host', 'web-host.mjs');

/** The newest modification time of the given files and of every file under the given folders. */
export function newestMtime(paths) {
  let newest = 0;
  for (const path of paths) {
    const full = resolve(root, path);
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

/** Paths are relative to the repository or absolute; inputs that do not exist are ignored. */
export function isStale(output, inputs) {
  const target = resolve(root, output);
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

// The web host pulls in electron/core, shared/ and, for the demo, server/; how it is bundled is
// decided here, so a change to this file rebuilds it too.
const WEB_HOST_SOURCES = ['electron', 'shared', 'server', 'package-lock.json', 'scripts/build.mjs'];

/** Bundles electron/web-host.ts for plain node; returns the bundle's path. */
export function buildWebHost({ force = false } = {}) {
  if (!force && !isStale(WEB_HOST_BUNDLE, WEB_HOST_SOURCES)) return WEB_HOST_BUNDLE;
  process.stderr.write('Building the web host…\n');
  // Written beside the target and renamed over it, so a host starting meanwhile (another test, a
  // second `npm run web`) never loads half a file.
  const partial = `${WEB_HOST_BUNDLE}.${process.pid}.tmp`;
  try {
    run(join(root, 'node_modules/esbuild/bin/esbuild'), [
      'electron/web-host.ts',
      '--bundle',
      '--platform=node',
      '--format=esm',
      '--target=node20',
      // node_modules is there wherever this runs (ensure-deps installs it first).
      '--packages=external',
      '--log-level=warning',
      `--outfile=${partial}`,
    ]);
    renameSync(partial, WEB_HOST_BUNDLE);
  } finally {
    rmSync(partial, { force: true });
  }
  return WEB_HOST_BUNDLE;
}

/** The pictures main loads at run time (scripts/make-icons.mjs), copied beside the bundled main. */
export const ICONS_SOURCE = join(root, 'resources', 'icons');
export const ICONS_TARGET = join(root, 'dist', 'electron', 'icons');

export function buildElectron({ force = false } = {}) {
  if (isStale(join(ICONS_TARGET, 'icon.png'), [ICONS_SOURCE]) || force) {
    rmSync(ICONS_TARGET, { recursive: true, force: true });
    cpSync(ICONS_SOURCE, ICONS_TARGET, { recursive: true });
  }
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
  buildWebHost({ force });
  if (process.argv.includes('--electron')) buildElectron({ force });
}
