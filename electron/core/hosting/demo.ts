// "Try the demo": runs the reference server with the demo realm inside this process and hands back
// the member account to sign in with. The port is remembered in the profile so that the signed-in
// demo account still points at the demo server after the app restarts. The server's code (its
// Markdown, its emoji names, the seed) is loaded only when the demo starts, not with the app.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RunningServer } from '../../../server/app';

export interface DemoCredentials {
  realmUrl: string;
  email: string;
  apiKey: string;
}

export interface DemoHandle {
  start(): Promise<DemoCredentials>;
  /** Starts the demo server again when `realmUrl` is the demo's remembered address. */
  resumeFor(realmUrl: string | undefined): Promise<void>;
  stop(): Promise<void>;
}

/**
 * After the session has started: starts the demo server again when any signed-in account is on it,
 * and has every connection try again at once (the first try found it down).
 */
export async function resumeDemo(
  demo: Pick<DemoHandle, 'resumeFor'>,
  session: { state(): { accounts: { realmUrl: string }[] }; retryNow(): void },
): Promise<void> {
  const realms = new Set(session.state().accounts.map((account) => account.realmUrl));
  for (const realmUrl of realms) await demo.resumeFor(realmUrl);
  if (realms.size > 0) session.retryNow();
}

export function createDemo(profileDir: string, log: (line: string) => void): DemoHandle {
  const portFile = join(profileDir, 'demo-port');
  let running: RunningServer | undefined;

  async function rememberedPort(): Promise<number | undefined> {
    const text = await readFile(portFile, 'utf8').catch(() => '');
    const port = Number(text.trim());
    return Number.isInteger(port) && port > 0 ? port : undefined;
  }

  async function launch(): Promise<RunningServer> {
    if (running) return running;
    const port = await rememberedPort();
    const [{ startServer }, { buildSeed }] = await Promise.all([
      import('../../../server/app'),
      import('../../../server/seed'),
    ]);
    // The demo's conversations end "now", so it looks alive whenever it is started.
    const seed = () => buildSeed('demo', { now: Math.floor(Date.now() / 1000) });
    try {
      running = await startServer({ seed: seed(), port: port ?? 0, log });
    } catch {
      running = await startServer({ seed: seed(), port: 0, log });
    }
    await writeFile(portFile, String(new URL(running.url).port), { mode: 0o600 });
    return running;
  }

  return {
    async start() {
      const server = await launch();
      const me = server.accounts.find((a) => a.role === 400 && !a.is_bot);
      if (!me) throw new Error('The demo realm has no member account');
      return { realmUrl: server.url, email: me.email, apiKey: me.api_key };
    },
    async resumeFor(realmUrl) {
      const port = await rememberedPort();
      if (!realmUrl || port === undefined) return;
      const url = new URL(realmUrl);
      if (url.hostname === '127.0.0.1' && Number(url.port) === port) await launch();
    },
    async stop() {
      await running?.close();
      running = undefined;
    },
  };
}
