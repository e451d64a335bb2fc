// The web server listens before main knows its accounts (web-host.ts starts the session meanwhile):
// the page and the secret exchange are served at once, but a bridge socket opens only once main is
// ready, so the page never hears a state from before the accounts loaded. A handshake that would be
// refused is refused at once, and one still waiting when the start failed is dropped.
import { afterEach, describe, expect, it } from 'vitest';
import {
  nextMessage,
  openBridge,
  type SocketOutcome,
  type WebHarness,
  startWebHarness,
} from './web-server-harness';

let h: WebHarness | undefined;
afterEach(() => h?.close());

/** A gate the test opens or fails by hand. */
function gate() {
  let open!: () => void;
  let fail!: (error: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { ready, open, fail };
}

const settledWithin = (outcome: Promise<unknown>, ms: number) =>
  Promise.race([outcome.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), ms))]);

describe('web server: the bridge waits for main to be ready', () => {
  it('serves the page and the secret at once, and opens the bridge only once main is ready', async () => {
    const { ready, open } = gate();
    h = await startWebHarness({ bridgeReady: ready });
    expect((await fetch(`${h.origin}/`)).status).toBe(200);
    const secret = await h.secret();
    const outcome = openBridge(h.port, `?secret=${secret}`, { origin: h.origin });
    expect(await settledWithin(outcome, 300)).toBe(false);
    open();
    const opened = await outcome;
    if (!('opened' in opened)) throw new Error(`refused (${opened.status})`);
    opened.opened.send(JSON.stringify({ t: 'invoke', id: 1, name: 'app.state', params: {} }));
    expect(await nextMessage(opened.opened)).toMatchObject({ t: 'result', id: 1, result: { ok: true } });
    opened.opened.close();
  });

  it('refuses a bad handshake at once, without waiting', async () => {
    h = await startWebHarness({ bridgeReady: gate().ready });
    expect(await openBridge(h.port, '?secret=wrong', { origin: h.origin })).toEqual({ status: 403 });
  });

  it('drops a waiting socket when the start failed', async () => {
    const { ready, fail } = gate();
    ready.catch(() => undefined);
    h = await startWebHarness({ bridgeReady: ready });
    const outcome: Promise<SocketOutcome | Error> = openBridge(h.port, `?secret=${await h.secret()}`, {
      origin: h.origin,
    }).catch((error: unknown) => error as Error);
    fail(new Error('the vault could not be read'));
    const result = await outcome;
    expect(result).toBeInstanceOf(Error);
  });
});
