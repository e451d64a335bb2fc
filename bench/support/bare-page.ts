// A page in a browser context of its own that Playwright does not manage, driven over the DevTools
// protocol with only the commands below (cdp-connection.ts).
//
// Why: Playwright enables the protocol's Network domain on every page it manages, and Chromium then
// copies each WebSocket message to the DevTools client — binary ones base64-encoded. For the large
// realm's 6.3 MB register answer that copy cost the renderer, the browser process and the harness
// about 40 ms of CPU right when the page was applying the snapshot (measured A/B on this machine),
// a cost no person using the app pays. Timings that move megabytes over the bridge use this page.
import type { CdpConnection } from './cdp-connection';
import { sleep } from './clock';
import type { SignInPage } from './sign-in';

export interface BarePage extends SignInPage {
  close(): Promise<void>;
}

export interface BarePageOptions {
  /** A context from openBareContext, whose window the page opens in as a tab. */
  browserContextId: string;
  /** Runs in every document before its own scripts (as Playwright's addInitScript). */
  initScript?: string;
}

const WAIT_MS = 30_000;
const POLL_MS = 20;
const WINDOW_SETTLE_MS = 2_000;

/** A label's field, or an enabled button by its text; null until the page shows it. */
const FIND = String.raw`((kind, text) => {
  if (kind === 'field') {
    const label = [...document.querySelectorAll('label')].find((l) => l.textContent.trim() === text);
    return label && label.htmlFor ? document.getElementById(label.htmlFor) : null;
  }
  return [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === text && !b.disabled) ?? null;
})`;

export interface BareContext {
  browserContextId: string;
  dispose(): Promise<void>;
}

/**
 * A browser context with its window already open. A new window costs Chromium (156, headless) about
 * half a second of CPU in a renderer of its own (the omnibox popup's WebUI); pages opened later as
 * tabs of this window do not pay it again, so it cannot land inside a measurement.
 */
export async function openBareContext(
  cdp: CdpConnection,
  size: { width: number; height: number },
): Promise<BareContext> {
  const { browserContextId } = await cdp.send('Target.createBrowserContext', { disposeOnDetach: true });
  const id = String(browserContextId);
  const dispose = () =>
    cdp.send('Target.disposeBrowserContext', { browserContextId: id }).then(() => undefined);
  try {
    await cdp.send('Target.createTarget', { url: 'about:blank', browserContextId: id, ...size });
    await sleep(WINDOW_SETTLE_MS);
    return { browserContextId: id, dispose };
  } catch (error) {
    await dispose().catch(() => undefined);
    throw error;
  }
}

export async function openBarePage(cdp: CdpConnection, options: BarePageOptions): Promise<BarePage> {
  const { targetId } = await cdp.send('Target.createTarget', {
    url: 'about:blank',
    browserContextId: options.browserContextId,
  });
  const close = () => cdp.send('Target.closeTarget', { targetId }).then(() => undefined);
  try {
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: true });
    const send = (method: string, params: Record<string, unknown> = {}) =>
      cdp.send(method, params, String(sessionId));
    // Init scripts run only where the Page domain is enabled.
    await send('Page.enable');
    if (options.initScript)
      await send('Page.addScriptToEvaluateOnNewDocument', { source: options.initScript });
    // A target created while another client auto-attaches may wait for a debugger before it runs.
    await send('Runtime.runIfWaitingForDebugger');
    return barePage(send, close);
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

type Send = (method: string, params?: Record<string, unknown>) => Promise<Record<string, unknown>>;

function barePage(send: Send, dispose: () => Promise<void>): BarePage {
  const evaluate = async (expression: string): Promise<unknown> => {
    const answer = await send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
    const thrown = answer.exceptionDetails as
      { text?: string; exception?: { description?: string } } | undefined;
    if (thrown) throw new Error(`page evaluation failed: ${thrown.exception?.description ?? thrown.text}`);
    return (answer.result as { value?: unknown } | undefined)?.value;
  };
  const waitFor = async (expression: string, what: string): Promise<void> => {
    const deadline = Date.now() + WAIT_MS;
    while (!(await evaluate(expression))) {
      if (Date.now() > deadline) throw new Error(`the page never showed ${what}`);
      await sleep(POLL_MS);
    }
  };
  const find = (kind: 'field' | 'button', text: string) =>
    `${FIND}(${JSON.stringify(kind)}, ${JSON.stringify(text)})`;
  return {
    evaluate,
    async goto(url) {
      // The app rewrites its URL as it starts, so the new document is told apart by a mark on the old.
      await evaluate('window.__bareLeaving = true');
      await send('Page.navigate', { url });
      await waitFor(`!window.__bareLeaving && document.readyState === 'complete'`, url);
    },
    async fill(label, text) {
      await waitFor(`${find('field', label)} !== null`, `the field "${label}"`);
      await evaluate(`(() => { const field = ${find('field', label)}; field.focus(); field.select(); })()`);
      // Typed as keyboard input, so the app's controlled field sees ordinary input events.
      await send('Input.insertText', { text });
    },
    async click(name) {
      await waitFor(`${find('button', name)} !== null`, `the button "${name}"`);
      // A real press and release at the button's centre, as a person's click arrives.
      const [x, y] = (await evaluate(
        `(() => { const r = ${find('button', name)}.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()`,
      )) as [number, number];
      for (const type of ['mouseMoved', 'mousePressed', 'mouseReleased']) {
        await send('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1 });
      }
    },
    close: dispose,
  };
}
