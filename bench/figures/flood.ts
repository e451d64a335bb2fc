// A flood: 10,000 message events at 1,000 per second into the topic the member has open. Every
// one must be applied (counted in the store), and the worst event→screen latency is reported.
import type { Browser } from 'playwright-core';
import { openAppSession, openRoute } from '../support/app-session';
import { epochNow, sleep, waitUntil } from '../support/clock';
import { drainProbe, tokensInStore } from '../support/page-probe';
import { figure, type Figure } from '../support/results';
import { actAs, queueDrained, token } from '../support/server-probe';
import { summarize } from '../support/stats';
import { pickConversation, topicHash } from './conversation-target';
import { latenciesOf } from './token-latency';

export interface FloodOptions {
  rendererDir: string;
  browser: Browser;
  messages: number;
  perSecond: number;
}

const TOPIC = 'bench flood';

export async function floodFigures(options: FloodOptions): Promise<Figure[]> {
  const session = await openAppSession({
    seed: 'demo',
    rendererDir: options.rendererDir,
    browser: options.browser,
  });
  try {
    const target = pickConversation(session.server, session.me);
    const senders = target.others.slice(0, 4).map((o) => o.userId);
    await openRoute(session.page, topicHash(target.streamId, TOPIC));
    await sleep(1_000);
    await drainProbe(session.page);
    const keys = Array.from({ length: options.messages }, (_, i) => token('flood', i));
    // Sent in ticks of 10 ms, yielding after each, so the in-process server keeps answering polls.
    const started = epochNow();
    let next = 0;
    while (next < keys.length) {
      const due = Math.min(keys.length, Math.floor(((epochNow() - started) * options.perSecond) / 1000) + 1);
      for (; next < due; next++) {
        await actAs(session.server, senders[next % senders.length]!, 'POST', '/messages', {
          type: 'stream',
          to: target.streamId,
          topic: TOPIC,
          content: `Flood ${keys[next]}`,
        });
      }
      await sleep(10 - ((epochNow() - started) % 10));
    }
    const sendSeconds = (epochNow() - started) / 1000;
    let applied = new Set<string>();
    await waitUntil(
      async () => {
        if (!queueDrained(session.server, session.me.user_id)) return false;
        applied = await tokensInStore(session.page, 'flood');
        return applied.size >= keys.length;
      },
      60_000,
      250,
    );
    await sleep(500);
    const records = await drainProbe(session.page);
    const latency = latenciesOf(session, keys, records);
    const dom = summarize(latency.dom);
    const lost = keys.length - applied.size;
    const note = `sent at ${(keys.length / sendSeconds).toFixed(0)}/s; applied ${applied.size.toLocaleString('en-US')} of ${keys.length.toLocaleString('en-US')} (counted in the store); ${dom.count.toLocaleString('en-US')} shown in the DOM, p50 ${dom.p50.toFixed(1)} ms, p99 ${dom.p99.toFixed(1)} ms`;
    return [
      figure('flood.lost', `Flood of ${keys.length.toLocaleString('en-US')} messages: lost`, lost, 'events', {
        target: { op: '<=', value: 0 },
        note,
      }),
      figure('flood.worst', 'Flood: worst event→screen latency', dom.count > 0 ? dom.max : null, 'ms', {
        ...(dom.count === 0
          ? { note: 'not measured: no flood message reached the DOM (message view missing?)' }
          : {}),
      }),
    ];
  } finally {
    await session.close();
  }
}
