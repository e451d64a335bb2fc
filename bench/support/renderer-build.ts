// The two renderer builds the harness uses: the production build (`dist/renderer`, what users get;
// its size is a figure) and the same build in Vite's `test-hooks` mode (`dist/renderer-test-hooks`),
// which also lets the harness read the store. Each is rebuilt only when its sources are newer. The
// web host is built by scripts/build.mjs too (see app-host.ts).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildRenderer, isStale } from '../../scripts/build.mjs';
import { ROOT } from './app-host';

export const PRODUCTION_RENDERER = join(ROOT, 'dist', 'renderer');
export const TEST_HOOKS_RENDERER = join(ROOT, 'dist', 'renderer-test-hooks');

export function ensureProductionRenderer(): string {
  buildRenderer();
  return PRODUCTION_RENDERER;
}

export function ensureTestHooksRenderer(): string {
  const index = join(TEST_HOOKS_RENDERER, 'index.html');
  if (!isStale(index, ['renderer', 'shared', 'package-lock.json'])) return TEST_HOOKS_RENDERER;
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
