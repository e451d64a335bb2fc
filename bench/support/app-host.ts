// Browser mode for the harness: the web host in its own process, as `npm run web` runs it (the
// bundle from scripts/build.mjs, run by plain node), with a fresh profile directory, the renderer
// build the harness chose, and its stderr kept for checks (or on a given profile, to time a restart).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { buildWebHost } from '../../scripts/build.mjs';

export const ROOT = join(import.meta.dirname, '..', '..');

export interface AppHost {
  url: string;
  pid: number;
  profileDir: string;
  /** Every stderr line so far. */
  stderr: string[];
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface AppHostOptions {
  rendererDir: string;
  /** Another bundle of the web host to run with plain node than the one `npm run web` runs. */
  bundle?: string;
  /** Echo the host's stderr (for debugging the harness). */
  verbose?: boolean;
  /** Open Node's inspector on a free loopback port (the soak forces collections through it). */
  inspect?: boolean;
  /** An existing profile to start on (a restart); it is kept when the host stops. */
  profileDir?: string;
}

export async function startAppHost(options: AppHostOptions): Promise<AppHost> {
  const profileDir = options.profileDir ?? mkdtempSync(join(tmpdir(), 'threadline-bench-'));
  // Built (when its sources changed) before the host starts, so never inside a measurement.
  const entry = options.bundle ?? buildWebHost();
  const child = spawn(
    process.execPath,
    [
      ...(options.inspect ? ['--inspect=127.0.0.1:0'] : []),
      entry,
      ...['--port', '0', '--profile', profileDir, '--renderer', options.rendererDir],
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // If the harness dies (an exception, Ctrl-C), the host must not outlive it.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const stderr: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (line) => {
    stderr.push(line);
    if (options.verbose) process.stderr.write(`[web-host] ${line}\n`);
  });
  const [line] = (await Promise.race([
    once(createInterface({ input: child.stdout! }), 'line'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`the web host exited early (${String(code)}): ${stderr.join('\n')}`);
    }),
  ])) as [string];
  const { url } = JSON.parse(line) as { url: string };
  return {
    url,
    pid: child.pid ?? -1,
    profileDir,
    stderr,
    process: child,
    async stop() {
      process.removeListener('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      if (options.profileDir === undefined) rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

/** Resident set size of a process in bytes, from /proc (Linux); NaN where unavailable. */
export function residentBytes(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** The DevTools URL of a host started with `inspect`, from the line Node prints on its stderr. */
export function inspectorUrl(host: Pick<AppHost, 'stderr'>): string | undefined {
  for (const line of host.stderr) {
    const match = /^Debugger listening on (ws:\/\/\S+)/.exec(line);
    if (match) return match[1];
  }
  return undefined;
}
