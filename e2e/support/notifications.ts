// Helpers of the notification specs. The page's Notification constructor is wrapped before the app
// loads (the real one still runs, so permission checks are the browser's own), recording each
// notification and keeping it so a test can click it; HTMLMediaElement.play is wrapped the same way to
// record which sound played. Headless Chromium starts with permission "default"; specs grant it
// through the context (`permissions: ['notifications']`) or deny it over CDP.
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';

export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  silent: boolean;
}

interface Recorded {
  __notifications: (ShownNotification & { instance: EventTarget })[];
  __played: string[];
}

export async function recordNotifications(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as Recorded & { Notification: typeof Notification };
    w.__notifications = [];
    w.__played = [];
    const Real = w.Notification;
    class Recording extends Real {
      constructor(title: string, options: NotificationOptions = {}) {
        super(title, options);
        w.__notifications.push({
          title,
          body: options.body ?? '',
          tag: options.tag ?? '',
          silent: options.silent === true,
          instance: this,
        });
      }
    }
    w.Notification = Recording;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      w.__played.push(new URL(this.src).pathname);
      // Headless Chromium may have no audio output; what matters is what the app asked to play.
      return play.call(this).catch(() => undefined);
    };
  });
}

export function shown(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(() =>
    (window as unknown as Recorded).__notifications.map(({ title, body, tag, silent }) => ({
      title,
      body,
      tag,
      silent,
    })),
  );
}

export function played(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as Recorded).__played);
}

export async function expectShownTitles(page: Page, titles: string[]): Promise<void> {
  await expect.poll(async () => (await shown(page)).map((n) => n.title)).toEqual(titles);
}

/** Clicks the notification at `index` the way the system would: a click event on it. */
export async function clickNotification(page: Page, index: number): Promise<void> {
  await page.evaluate((i) => {
    const entry = (window as unknown as Recorded).__notifications[i];
    if (!entry) throw new Error(`no notification ${i}`);
    entry.instance.dispatchEvent(new Event('click'));
  }, index);
}

/** Sets the page's notification permission to "denied", as a person blocking the site would. */
export async function denyNotifications(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  // Playwright's contexts are browser contexts of their own: the permission must name this one.
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: 'denied',
    origin: new URL(page.url()).origin,
    ...(targetInfo.browserContextId === undefined ? {} : { browserContextId: targetInfo.browserContextId }),
  });
  await cdp.detach();
}
