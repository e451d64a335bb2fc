// `npm run server`: one JSON line on stdout once listening, with the accounts tests sign in with.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';

let child: ChildProcess | undefined;

afterEach(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
});

function startCli(args: string[]) {
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...args], {
    cwd: new URL('../../../', import.meta.url).pathname,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return child;
}

describe('server CLI', () => {
  it('prints exactly one JSON line with the URL and the required accounts', async () => {
    const proc = startCli(['--port', '0', '--seed', 'empty', '--control']);
    const lines = createInterface({ input: proc.stdout as NodeJS.ReadableStream });
    const [line] = (await once(lines, 'line')) as [string];
    const started = JSON.parse(line) as { url: string; accounts: Array<Record<string, unknown>> };
    expect(started.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const roles = started.accounts.map((a) => a.role);
    expect(roles).toEqual(expect.arrayContaining([100, 200, 400, 600]));
    const bot = started.accounts.find((a) => a.is_bot);
    expect(bot).toBeDefined();
    for (const account of started.accounts) {
      expect(Object.keys(account).sort()).toEqual(
        ['api_key', 'email', 'full_name', 'is_bot', 'password', 'role', 'user_id'].sort(),
      );
    }
    const settings = await fetch(`${started.url}/api/v1/server_settings`);
    expect(settings.status).toBe(200);
    const truth = await fetch(`${started.url}/__control/truth?user_id=${started.accounts[0]?.user_id}`);
    expect(truth.status).toBe(200);
  });

  it('refuses an unknown seed with a clear message', async () => {
    const proc = startCli(['--seed', 'nonsense']);
    let stderr = '';
    proc.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(proc, 'exit')) as [number];
    expect(code).toBe(2);
    expect(stderr).toMatch(/Unknown seed "nonsense"/);
  });
});
