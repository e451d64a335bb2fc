// Debian's Chromium driven by playwright-core (Playwright's own browser download cannot work here),
// with the switches the e2e suite uses, and the CDP calls the memory figures need.
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumPath } from '../../e2e/support/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** `debuggingPort`: also listen for DevTools clients on 127.0.0.1 there (for bare-page.ts). */
export async function launchChromium(options: { debuggingPort?: number } = {}): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) {
    throw new Error('No Chromium found: install Debian\'s "chromium" or set THREADLINE_CHROMIUM.');
  }
  const args = options.debuggingPort
    ? [...CHROMIUM_ARGS, `--remote-debugging-port=${options.debuggingPort}`]
    : CHROMIUM_ARGS;
  return chromium.launch({ executablePath, args });
}

/** The page's live JS heap in bytes, after a full garbage collection. */
export async function jsHeapUsed(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
  } finally {
    await cdp.detach();
  }
}
