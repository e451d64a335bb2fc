// `npm run web -- [--port N] [--profile DIR]`: browser mode alone. Installs and builds what is
// missing, then runs the web host, whose stdout is exactly one JSON line with the URL to open.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRenderer } from './build.mjs';
import { ensureDependencies } from './ensure-deps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function startWebHost(args, stdio = 'inherit') {
  return spawn(process.execPath, ['--import', 'tsx', join(root, 'electron/web-host.ts'), ...args], {
    cwd: root,
    stdio: stdio === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'inherit'],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureDependencies();
  buildRenderer();
  const child = startWebHost(process.argv.slice(2));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
}
