// An image-heavy topic: messages of three uploaded images each (PNGs served by the reference server
// under /user_uploads, shown inline through main's media route), opened at the newest and scrolled
// to the very first message with the mouse wheel while long tasks are recorded, as conversation.ts
// does for text. Images arriving while rows mount and are measured must not stall the page.
import type { Browser } from 'playwright-core';
import { seedContent } from '../../server/control/seed-content';
import { buildSeed } from '../../server/seed';
import type { SeededRealm } from '../../server/seed/seed-types';
import { benchMember, openAppSession, openRoute } from '../support/app-session';
import { sleep } from '../support/clock';
import { drainProbe, longTasksSince, pageNow, waitForKey } from '../support/page-probe';
import { figure, notMeasured, type Figure } from '../support/results';
import { token } from '../support/server-probe';
import { pickConversation, topicHash } from './conversation-target';

export interface ImageTopicOptions {
  rendererDir: string;
  browser: Browser;
  messages: number;
}

const TOPIC = 'bench images';
const PER_MESSAGE = 3;
const TARGET = { op: '<=', value: 150 } as const;
/** token('img', n) is `qzimg<n>`: each message's caption, which the page probe notices. */
const LABEL = 'qzimg';

function seedWithImages(count: number): { seeded: SeededRealm; streamId: number } {
  const seeded = buildSeed('demo');
  const me = benchMember(seeded.accounts);
  const target = pickConversation(seeded, me, 1);
  const sender = target.others[0]!.userId;
  const answer = seedContent(seeded.realm, 'POST /seed-images', {
    sender_id: sender,
    stream_id: target.streamId,
    topic: TOPIC,
    messages: count,
    images_per_message: PER_MESSAGE,
    label: LABEL,
  });
  // Read, so the topic opens at its newest message.
  for (const id of (answer?.ids ?? []) as number[]) seeded.realm.user(me.user_id)!.unread.delete(id);
  return { seeded, streamId: target.streamId };
}

export async function imageTopicFigures(options: ImageTopicOptions): Promise<Figure[]> {
  const { seeded, streamId } = seedWithImages(options.messages);
  const session = await openAppSession({
    seed: seeded,
    rendererDir: options.rendererDir,
    browser: options.browser,
  });
  const images = options.messages * PER_MESSAGE;
  const label = `Scroll a topic of ${images.toLocaleString('en-US')} inline images to the top: longest task`;
  try {
    await sleep(500);
    await drainProbe(session.page);
    await openRoute(session.page, topicHash(streamId, TOPIC));
    if (!(await waitForKey(session.page, token('img', options.messages - 1), 15_000, { anyFrame: true })))
      return [notMeasured('images.longTask', label, 'ms', 'the newest image message never showed', TARGET)];
    // Let the first screen of images arrive before scrolling starts. The first render may have
    // shown the oldest rows for a moment: the probe forgets them, so reaching them counts anew.
    await sleep(1_000);
    const page = session.page;
    await page.evaluate(`window.__benchProbe.forget(${JSON.stringify(LABEL)})`);
    await drainProbe(page);
    const started = await pageNow(page);
    const box = await page.locator('main').boundingBox();
    if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const reached = await waitForKey(page, token('img', 0), 90_000, {
      onPoll: () => page.mouse.wheel(0, -2_500),
      anyFrame: true,
    });
    const ms = (await pageNow(page)) - started;
    const tasks = await longTasksSince(page, started);
    // The images of the rows now on screen, once they have had a moment to arrive.
    await sleep(2_000);
    const [loaded, shown] = await page.evaluate(() => {
      const images = [...document.querySelectorAll<HTMLImageElement>('.message_inline_image img')];
      return [images.filter((image) => image.naturalWidth > 0).length, images.length];
    });
    const total = tasks.reduce((sum, task) => sum + task.duration, 0);
    const note = reached
      ? `reached the first message after ${(ms / 1000).toFixed(1)} s; ${tasks.length} long task(s), ${total.toFixed(0)} ms in all; ${loaded} of the ${shown} image(s) in the DOM loaded at the end`
      : `did not reach the first message within ${(ms / 1000).toFixed(0)} s; ${tasks.length} long task(s)`;
    const longest = tasks.reduce((max, task) => Math.max(max, task.duration), 0);
    return [figure('images.longTask', label, longest, 'ms', { target: TARGET, note })];
  } finally {
    await session.close();
  }
}
