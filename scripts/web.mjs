// `npm run web -- [--port N] [--profile DIR]`: browser mode alone. Installs and builds what is
// missing, then runs the web host, whose stdout is a JSON line with the URL to open; each launch URL
// opens one tab once, and every empty line the host reads on stdin (press Enter) prints a new one;
// a link typed or pasted there (https://<org>/#narrow/…) opens in the page.
// The host runs bundled by plain node, as a packaged app runs its main code: under a TypeScript
// loader it would hold tens of megabytes more.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRenderer, buildWebHost } from './build.mjs';
import { ensureDependencies } from './ensure-deps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Bundles the host if its sources changed, then starts it; expects dependencies and renderer built. */
export function startWebHost(args, stdio = 'inherit') {
  const bundle = buildWebHost();
  return spawn(process.execPath, [bundle, ...args], {
    cwd: root,
    stdio: stdio === 'inherit' ? 'inherit' : ['pipe', 'pipe', 'inherit'],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureDependencies();
  buildRenderer();
  const child = startWebHost(process.argv.slice(2));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
}
