// The app's own messages during the soak, sent the way a person sends them: typed into the compose
// box of the soak's topic and sent with the Send button. A send that failed (the echo says "Message
// not sent") is retried with its Retry button, as a person would.
import type { Page } from 'playwright-core';
import { openRoute } from '../support/app-session';
import { token } from '../support/server-probe';
import { topicHash } from '../figures/conversation-target';
import type { SoakWorld } from './world';

export interface AppSender {
  /** Tokens whose Send click went through, in order. */
  readonly sent: string[];
  /** Clicks on Retry. */
  retries: () => number;
  /** Send clicks that could not happen (e.g. the button was disabled at that moment). */
  refused: () => number;
  sendOne(n: number): Promise<void>;
  retryFailed(): Promise<void>;
}

const CLICK_TIMEOUT_MS = 5_000;

export async function openAppSender(page: Page, world: SoakWorld): Promise<AppSender> {
  await openRoute(page, topicHash(world.appStreamId, world.appTopic));
  const message = page.getByRole('textbox', { name: 'Message' });
  await message.waitFor({ state: 'visible', timeout: 15_000 });
  const sent: string[] = [];
  let retries = 0;
  let refused = 0;
  return {
    sent,
    retries: () => retries,
    refused: () => refused,
    async sendOne(n) {
      const key = token('soak', n);
      try {
        const topic = page.getByRole('textbox', { name: 'Topic' });
        if ((await topic.count()) > 0 && (await topic.inputValue()) === '') await topic.fill(world.appTopic);
        await message.fill(`App message ${key}`, { timeout: CLICK_TIMEOUT_MS });
        await page.getByRole('button', { name: 'Send', exact: true }).click({ timeout: CLICK_TIMEOUT_MS });
        sent.push(key);
      } catch {
        refused += 1;
      }
    },
    async retryFailed() {
      const failed = page.getByRole('article', { name: 'Message not sent' });
      for (let i = await failed.count(); i > 0; i--) {
        try {
          await failed.first().getByRole('button', { name: 'Retry' }).click({ timeout: CLICK_TIMEOUT_MS });
          retries += 1;
        } catch {
          // It may have been sent or redrawn meanwhile; the next round looks again.
        }
      }
    },
  };
}
