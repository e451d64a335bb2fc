// Opening a 5,000-message conversation: from the navigation to the newest messages painted, then
// scrolling to the very first message with the mouse wheel while long tasks are recorded.
import type { Browser } from 'playwright-core';
import { storeMessage } from '../../server/realm/messages';
import { buildSeed } from '../../server/seed';
import type { SeededRealm } from '../../server/seed/seed-types';
import { benchMember, openAppSession, openRoute, type AppSession } from '../support/app-session';
import { sleep } from '../support/clock';
import { drainProbe, longTasksSince, pageNow, waitForKey } from '../support/page-probe';
import { figure, notMeasured, type Figure } from '../support/results';
import { token } from '../support/server-probe';
import { pickConversation, topicHash } from './conversation-target';

export interface ConversationOptions {
  rendererDir: string;
  browser: Browser;
  messages: number;
}

const TOPIC = 'bench history';
const TARGET = { op: '<=', value: 150 } as const;

/** The demo realm plus one topic of `count` read messages, oldest first, in a channel of the member. */
function seedWithHistory(count: number): { seeded: SeededRealm; streamId: number } {
  const seeded = buildSeed('demo');
  const { realm } = seeded;
  const me = benchMember(seeded.accounts);
  const target = pickConversation(seeded, me, 2);
  const senders = target.others.map((o) => realm.user(o.userId)!);
  const start = realm.now() - count * 30;
  for (let i = 0; i < count; i++) {
    const message = storeMessage(realm, {
      sender: senders[i % senders.length]!,
      type: 'stream',
      stream_id: target.streamId,
      topic: TOPIC,
      content: `History message ${token('conv', i)}: ${i % 3 === 0 ? 'a **longer** line about the plan, the release and the weather' : 'short one'}`,
      timestamp: start + i * 30,
    });
    realm.user(me.user_id)!.unread.delete(message.id);
  }
  return { seeded, streamId: target.streamId };
}

export async function conversationFigures(options: ConversationOptions): Promise<Figure[]> {
  const { seeded, streamId } = seedWithHistory(options.messages);
  const session = await openAppSession({
    seed: seeded,
    rendererDir: options.rendererDir,
    browser: options.browser,
  });
  const label = `Open a ${options.messages.toLocaleString('en-US')}-message topic → newest painted`;
  try {
    await sleep(500);
    await drainProbe(session.page);
    const newest = token('conv', options.messages - 1);
    const opened = await pageNow(session.page);
    await openRoute(session.page, topicHash(streamId, TOPIC));
    const painted = await waitForKey(session.page, newest, 15_000);
    if (!painted) {
      return [
        notMeasured(
          'conversation.open',
          label,
          'ms',
          'message view missing (the newest message never showed)',
          TARGET,
        ),
        notMeasured(
          'conversation.longTask',
          'Longest task while scrolling to the top',
          'ms',
          'message view missing',
          TARGET,
        ),
      ];
    }
    const openMs = painted[2] - opened;
    const scroll = await scrollToTop(session, token('conv', 0));
    const scrollNote = scroll.reachedTop
      ? `reached the first message after ${(scroll.ms / 1000).toFixed(1)} s of wheel scrolling; ${scroll.tasks} long task(s), ${scroll.totalMs.toFixed(0)} ms in all`
      : `did not reach the first message within ${(scroll.ms / 1000).toFixed(0)} s; ${scroll.tasks} long task(s)`;
    return [
      figure('conversation.open', label, openMs, 'ms', {
        target: TARGET,
        note: `DOM insert → next frame ${(painted[2] - painted[1]).toFixed(1)} ms`,
      }),
      figure('conversation.longTask', 'Longest task while scrolling to the top', scroll.longestMs, 'ms', {
        target: TARGET,
        note: scrollNote,
      }),
    ];
  } finally {
    await session.close();
  }
}

async function scrollToTop(session: AppSession, oldest: string) {
  const page = session.page;
  const started = await pageNow(page);
  const box = await page.locator('main').boundingBox();
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const reached = await waitForKey(page, oldest, 90_000, { onPoll: () => page.mouse.wheel(0, -2_500) });
  const ms = (await pageNow(page)) - started;
  const tasks = await longTasksSince(page, started);
  return {
    reachedTop: reached !== undefined,
    ms,
    tasks: tasks.length,
    totalMs: tasks.reduce((sum, task) => sum + task.duration, 0),
    longestMs: tasks.reduce((max, task) => Math.max(max, task.duration), 0),
  };
}
