// The two renderer builds the harness uses: the production build (`dist/renderer`, what users get;
// its size is a figure) and the same build in Vite's `test-hooks` mode (`dist/renderer-test-hooks`),
// which also lets the harness read the store. Each is rebuilt only when its sources are newer.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildRenderer } from '../../scripts/build.mjs';
import { ROOT } from './app-host';

export const PRODUCTION_RENDERER = join(ROOT, 'dist', 'renderer');
export const TEST_HOOKS_RENDERER = join(ROOT, 'dist', 'renderer-test-hooks');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function sourcesMtime(): number {
  const lock = join(ROOT, 'package-lock.json');
  return Math.max(
    newestMtime(join(ROOT, 'renderer')),
    newestMtime(join(ROOT, 'shared')),
    existsSync(lock) ? statSync(lock).mtimeMs : 0,
  );
}

export function ensureProductionRenderer(): string {
  buildRenderer();
  return PRODUCTION_RENDERER;
}

export const BUNDLED_HOST = join(ROOT, 'dist', 'bench', 'web-host.mjs');

/**
 * The web host bundled by esbuild and run by plain node: the same core as `npm run web`, without
 * the TypeScript loader (tsx) that `npm run web` runs it under. The memory figures report both.
 */
export function ensureBundledHost(): string {
  const sources = Math.max(newestMtime(join(ROOT, 'electron')), newestMtime(join(ROOT, 'shared')));
  if (existsSync(BUNDLED_HOST) && statSync(BUNDLED_HOST).mtimeMs >= sources) return BUNDLED_HOST;
  const result = spawnSync(
    join(ROOT, 'node_modules/esbuild/bin/esbuild'),
    [
      'electron/web-host.ts',
      '--bundle',
      '--platform=node',
      '--format=esm',
      '--target=node20',
      '--packages=external',
      '--log-level=warning',
      `--outfile=${BUNDLED_HOST}`,
    ],
    { cwd: ROOT, stdio: ['ignore', process.stderr, process.stderr] },
  );
  if (result.status !== 0) throw new Error('bundling the web host failed');
  return BUNDLED_HOST;
}

export function ensureTestHooksRenderer(): string {
  const index = join(TEST_HOOKS_RENDERER, 'index.html');
  if (existsSync(index) && statSync(index).mtimeMs >= sourcesMtime()) return TEST_HOOKS_RENDERER;
  process.stderr.write('Building the renderer with test hooks…\n');
  const result = spawnSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'renderer/vite.config.ts',
      '--mode',
      'test-hooks',
      '--outDir',
      TEST_HOOKS_RENDERER,
      '--logLevel',
      'warn',
    ],
    { cwd: ROOT, stdio: ['ignore', process.stderr, process.stderr] },
  );
  if (result.status !== 0) throw new Error('building the renderer with test hooks failed');
  return TEST_HOOKS_RENDERER;
}
