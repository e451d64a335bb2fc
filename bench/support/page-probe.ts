// What the harness runs inside the page, installed before the app's own scripts: a MutationObserver
// that timestamps the first appearance of every harness token (and of "<name> … typing" text), the
// moment the channel sidebar first shows links and when the page is next idle after painting it,
// clicks, and long tasks. Written as a plain script string: it must not depend on how the harness
// itself is compiled.
import type { Page } from 'playwright-core';

/** [key, time the DOM changed, time of the next animation frame] in page epoch ms. */
export type ProbeRecord = [string, number, number];

/** Any page the harness can run an expression in: Playwright's, or a bare one (bare-page.ts). */
export interface EvaluatingPage {
  evaluate(expression: string): Promise<unknown>;
}

export interface LongTask {
  start: number;
  duration: number;
}

export const PROBE_SCRIPT = String.raw`(() => {
  if (window.__benchProbe) return;
  const now = () => performance.timeOrigin + performance.now();
  const records = [];
  const seen = new Set();
  const waitingFrame = [];
  const longTasks = [];
  let typingNames = [];
  let sidebarSeen = false;
  const banner = [];
  let bannerText = null;
  const checkBanner = (t) => {
    const el = document.querySelector('.connection-banner .banner-text');
    const text = el ? el.textContent : null;
    if (text !== bannerText) { bannerText = text; banner.push([text, t]); }
  };
  const note = (key, t) => {
    const record = [key, t, 0];
    records.push(record);
    waitingFrame.push(record);
    if (waitingFrame.length === 1) requestAnimationFrame(() => {
      const frame = now();
      for (const r of waitingFrame.splice(0)) r[2] = frame;
    });
  };
  const scanTokens = (text, t) => {
    if (!text || text.indexOf('qz') < 0) return;
    const found = text.match(/qz[a-z]+\d+/g);
    if (!found) return;
    for (const key of found) if (!seen.has(key)) { seen.add(key); note(key, t); }
  };
  const scanTyping = (text, t) => {
    if (typingNames.length === 0 || !text || !/typing/i.test(text)) return;
    for (const name of typingNames) if (text.indexOf(name) >= 0) note('typing:' + name, t);
  };
  const checkSidebar = (t) => {
    if (sidebarSeen || !document.querySelector('nav[aria-label="Channels"] a[href^="#/channel/"]')) return;
    sidebarSeen = true;
    note('sidebar', t);
    requestAnimationFrame(() => setTimeout(() => note('sidebar-interactive', now()), 0));
  };
  const observer = new MutationObserver((mutations) => {
    const t = now();
    for (const m of mutations) {
      if (m.type === 'characterData') {
        const text = m.target.parentElement ? m.target.parentElement.textContent : m.target.data;
        scanTokens(text, t);
        scanTyping(text, t);
        continue;
      }
      for (const node of m.addedNodes) {
        const text = node.textContent;
        scanTokens(text, t);
        scanTyping(node.nodeType === 1 ? text : node.parentElement && node.parentElement.textContent, t);
      }
    }
    checkSidebar(t);
    checkBanner(t);
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest('button, a') : null;
    note('click:' + (target ? (target.textContent || '').trim() : ''), now());
  }, true);
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push({ start: performance.timeOrigin + entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch (_) {}
  window.__benchProbe = {
    drain: () => records.splice(0),
    setTypingNames: (names) => { typingNames = names; },
    forget: (prefix) => { for (const key of [...seen]) if (key.startsWith(prefix)) seen.delete(key); },
    longTasks: (since) => longTasks.filter((task) => task.start >= since),
    banner: () => banner.slice(),
    bannerText: () => bannerText,
    now,
  };
})();`;

/**
 * Polls a page expression until it is truthy. (Playwright's waitForFunction evaluates its predicate
 * with eval, which the app's Content-Security-Policy rightly forbids; page.evaluate is not affected.)
 */
export async function waitForPage(
  page: EvaluatingPage,
  expression: string,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await page.evaluate(expression)) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function installProbe(page: Page): Promise<void> {
  await page.addInitScript({ content: PROBE_SCRIPT });
}

/** Records since the last drain. */
export async function drainProbe(page: EvaluatingPage): Promise<ProbeRecord[]> {
  return (await page.evaluate('window.__benchProbe.drain()')) as ProbeRecord[];
}

/**
 * Polls the probe until `key` shows up (with its frame time, unless `anyFrame`: a record drained
 * before its frame keeps a frame time of 0); undefined after `timeoutMs`. `onPoll` runs between polls.
 */
export async function waitForKey(
  page: EvaluatingPage,
  key: string,
  timeoutMs: number,
  options: { onPoll?: () => Promise<void>; anyFrame?: boolean } = {},
): Promise<ProbeRecord | undefined> {
  const deadline = Date.now() + timeoutMs;
  const seen: ProbeRecord[] = [];
  while (Date.now() < deadline) {
    seen.push(...(await drainProbe(page)));
    const found = seen.find(([k]) => k === key);
    if (found && (options.anyFrame || found[2] > 0)) return found;
    await options.onPoll?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

export async function setTypingNames(page: Page, names: string[]): Promise<void> {
  await page.evaluate(`window.__benchProbe.setTypingNames(${JSON.stringify(names)})`);
}

export async function longTasksSince(page: Page, since: number): Promise<LongTask[]> {
  return (await page.evaluate(`window.__benchProbe.longTasks(${since})`)) as LongTask[];
}

/** The connection banner's text now ('Connected' when all is well), or null without a banner. */
export async function bannerText(page: Page): Promise<string | null> {
  return (await page.evaluate(
    "(() => { const el = document.querySelector('.connection-banner .banner-text'); return el ? el.textContent : null; })()",
  )) as string | null;
}

/** Every change of the banner's text since the page loaded: [text, page time]. */
export async function bannerLog(page: Page): Promise<[string | null, number][]> {
  return (await page.evaluate('window.__benchProbe.banner()')) as [string | null, number][];
}

export async function pageNow(page: Page): Promise<number> {
  return (await page.evaluate('window.__benchProbe.now()')) as number;
}

/** The store's data as JSON, through the test-hooks build's read-only accessor. */
export async function readStoreText(page: Page): Promise<string> {
  const text = (await page.evaluate(
    'window.__threadlineTestHooks ? window.__threadlineTestHooks.readState() : null',
  )) as string | null;
  if (text === null) throw new Error('the page has no test hooks: was it built with --mode test-hooks?');
  return text;
}

export async function readStore(page: Page): Promise<Record<string, unknown>> {
  return JSON.parse(await readStoreText(page)) as Record<string, unknown>;
}

/** Distinct harness tokens of one kind (e.g. "flood") anywhere in the store. */
export async function tokensInStore(page: Page, kind: string): Promise<Set<string>> {
  const text = await readStoreText(page);
  return new Set(text.match(new RegExp(`qz${kind}\\d+`, 'g')) ?? []);
}
