// `npm start`: the desktop app. Where the Electron runtime cannot be installed (its binary comes from
// outside the npm registry), says so in one line and falls back to browser mode: opens the system
// browser where there is a display, else prints the URL.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildElectron, buildRenderer } from './build.mjs';
import { ensureDependencies } from './ensure-deps.mjs';
import { startWebHost } from './web.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const electronDir = join(root, 'node_modules', 'electron');

function electronBinary() {
  const pathFile = join(electronDir, 'path.txt');
  if (!existsSync(pathFile)) return undefined;
  const binary = join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : undefined;
}

function installElectron() {
  const result = spawnSync(process.execPath, [join(electronDir, 'install.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    timeout: 120_000,
  });
  return result.status === 0 ? electronBinary() : undefined;
}

function hasDisplay() {
  if (process.platform === 'darwin' || process.platform === 'win32') return true;
  return Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
}

function openInBrowser(url) {
  const command =
    process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  const child = spawn(command, [url], { stdio: 'ignore', detached: true });
  child.on('error', () => console.log(`Open ${url} in your browser.`));
  child.unref();
}

function startBrowserMode() {
  const host = startWebHost([], 'pipe');
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => host.kill(signal));
  host.on('exit', (code) => process.exit(code ?? 0));
  // Each launch URL opens one tab once; Enter here asks the host for another and opens it.
  let first = true;
  createInterface({ input: host.stdout }).on('line', (line) => {
    const { url } = JSON.parse(line);
    if (hasDisplay()) {
      console.log(`Threadline is running in your browser: ${url}`);
      openInBrowser(url);
    } else {
      console.log(`Threadline is running. Open this address in a browser on this computer: ${url}`);
    }
    if (first)
      console.log(
        'Press Enter for a new window (each address opens once), or paste a link to one of your organizations to open it.',
      );
    first = false;
  });
  host.stdin.on('error', () => undefined);
  // An empty line asks for a new address; anything else is a link for the open window.
  createInterface({ input: process.stdin }).on('line', (line) => host.stdin.write(`${line.trim()}\n`));
}

ensureDependencies();
buildRenderer();
const binary = electronBinary() ?? (process.env.THREADLINE_BROWSER_MODE ? undefined : installElectron());
if (binary) {
  buildElectron();
  const app = spawn(binary, [join(root, 'dist/electron/main.mjs')], { cwd: root, stdio: 'inherit' });
  app.on('exit', (code) => process.exit(code ?? 0));
} else {
  console.log(
    'The Electron runtime is not installed and could not be downloaded here; starting in browser mode.',
  );
  startBrowserMode();
}
