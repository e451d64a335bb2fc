// Event→screen latency: another user's message, and another user's typing start, from the
// server's push to the moment the page shows it. With no message view yet, a channel rename (which
// the sidebar shows) stands in for the message, and the table says so.
import type { Browser } from 'playwright-core';
import { openAppSession, openRoute, type AppSession } from '../support/app-session';
import { sleep, waitUntil } from '../support/clock';
import { drainProbe, setTypingNames } from '../support/page-probe';
import { figure, notMeasured, type Figure } from '../support/results';
import { actAs, token } from '../support/server-probe';
import { summarize } from '../support/stats';
import { pickConversation, topicHash, type ConversationTarget } from './conversation-target';
import { measureSequence } from './token-latency';

export interface LatencyOptions {
  rendererDir: string;
  browser: Browser;
  samples: number;
  warmup: number;
}

const TOPIC = 'bench latency';
const P50 = { op: '<=', value: 25 } as const;
const P99 = { op: '<=', value: 60 } as const;

export async function latencyFigures(options: LatencyOptions): Promise<Figure[]> {
  const session = await openAppSession({
    seed: 'demo',
    rendererDir: options.rendererDir,
    browser: options.browser,
  });
  try {
    const target = pickConversation(session.server, session.me);
    await openRoute(session.page, topicHash(target.streamId, TOPIC));
    await sleep(500);
    return [
      ...(await messageLatency(session, target, options)),
      ...(await typingLatency(session, target, options)),
    ];
  } finally {
    await session.close();
  }
}

/** Whether a message sent now shows up in the open topic within a few seconds. */
async function messageViewShows(session: AppSession, target: ConversationTarget): Promise<boolean> {
  const sender = target.others[0]!.userId;
  const key = token('probe', 1);
  await drainProbe(session.page);
  await sendMessage(session, sender, target.streamId, key);
  return waitUntil(async () => (await drainProbe(session.page)).some(([k]) => k === key), 5_000, 100);
}

function sendMessage(session: AppSession, sender: number, streamId: number, key: string) {
  return actAs(session.server, sender, 'POST', '/messages', {
    type: 'stream',
    to: streamId,
    topic: TOPIC,
    content: `Latency sample ${key}`,
  });
}

async function messageLatency(
  session: AppSession,
  target: ConversationTarget,
  options: LatencyOptions,
): Promise<Figure[]> {
  const viaMessages = await messageViewShows(session, target);
  const owner = session.server.accounts.find((a) => a.role === 100)!;
  const keys = Array.from({ length: options.samples + options.warmup }, (_, i) => token('lat', i));
  const sender = target.others[0]!.userId;
  const send = viaMessages
    ? (key: string) => sendMessage(session, sender, target.streamId, key).then(() => undefined)
    : (key: string) =>
        actAs(session.server, owner.user_id, 'PATCH', `/streams/${target.streamId}`, { new_name: key }).then(
          () => undefined,
        );
  const measured = await measureSequence(session, keys, send, 45);
  const dom = summarize(measured.dom.slice(options.warmup));
  const what = viaMessages
    ? 'message in the open topic'
    : 'channel rename in the sidebar (message view missing)';
  const note = `${what}; n=${dom.count}, lost ${measured.missing.length}, p95 ${dom.p95.toFixed(1)} ms, max ${dom.max.toFixed(1)} ms`;
  return [
    figure('latency.message.p50', 'Message event→screen p50', dom.p50, 'ms', { target: P50, note }),
    figure('latency.message.p99', 'Message event→screen p99', dom.p99, 'ms', { target: P99 }),
  ];
}

async function typingLatency(
  session: AppSession,
  target: ConversationTarget,
  options: LatencyOptions,
): Promise<Figure[]> {
  const typists = target.others.slice(0, 4);
  await setTypingNames(
    session.page,
    typists.map((t) => t.fullName),
  );
  const type = (userId: number, op: 'start' | 'stop') =>
    actAs(session.server, userId, 'POST', '/typing', {
      type: 'stream',
      op,
      stream_id: target.streamId,
      topic: TOPIC,
    });
  await drainProbe(session.page);
  await type(typists[0]!.userId, 'start');
  const shown = await waitUntil(
    async () => (await drainProbe(session.page)).some(([k]) => k.startsWith('typing:')),
    3_000,
    100,
  );
  await type(typists[0]!.userId, 'stop');
  if (!shown) {
    return [
      notMeasured(
        'latency.typing.p50',
        'Typing event→screen p50',
        'ms',
        'the open topic shows no typing indicator',
        P50,
      ),
      notMeasured(
        'latency.typing.p99',
        'Typing event→screen p99',
        'ms',
        'the open topic shows no typing indicator',
        P99,
      ),
    ];
  }
  await sleep(300);
  await drainProbe(session.page);
  const starts: { name: string; pushedAt: number }[] = [];
  for (let i = 0; i < options.samples + options.warmup; i++) {
    const typist = typists[i % typists.length]!;
    const before = session.probe.typing.length;
    await type(typist.userId, 'start');
    const pushed = session.probe.typing
      .slice(before)
      .find(([id, op]) => id === typist.userId && op === 'start');
    if (pushed) starts.push({ name: typist.fullName, pushedAt: pushed[2] });
    await sleep(60 + Math.random() * 20);
    await type(typist.userId, 'stop');
    await sleep(30 + Math.random() * 20);
  }
  await sleep(500);
  const records = await drainProbe(session.page);
  const latencies: number[] = [];
  let missing = 0;
  for (const [index, start] of starts.entries()) {
    const nextSame = starts.slice(index + 1).find((s) => s.name === start.name)?.pushedAt ?? Infinity;
    const seen = records.find(([key, at]) => {
      const t = at - session.clock.offsetMs;
      return key === `typing:${start.name}` && t >= start.pushedAt && t < nextSame;
    });
    if (!seen) missing += 1;
    else if (index >= options.warmup) latencies.push(seen[1] - session.clock.offsetMs - start.pushedAt);
  }
  const s = summarize(latencies);
  const note = `typing start in the open topic; n=${s.count}, missed ${missing}, p95 ${s.p95.toFixed(1)} ms, max ${s.max.toFixed(1)} ms`;
  return [
    figure('latency.typing.p50', 'Typing event→screen p50', s.p50, 'ms', { target: P50, note }),
    figure('latency.typing.p99', 'Typing event→screen p99', s.p99, 'ms', { target: P99 }),
  ];
}
