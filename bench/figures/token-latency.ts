// Event→screen latency of harness tokens: the server's push time (probe) to the page's first
// sighting of the token in the DOM, on one clock (page times corrected by the calibrated offset).
import type { AppSession } from '../support/app-session';
import { sleep, waitUntil } from '../support/clock';
import { drainProbe, type ProbeRecord } from '../support/page-probe';

export interface TokenLatencies {
  /** Push → DOM mutation, ms, per token that made it to the screen. */
  dom: number[];
  /** Push → the next animation frame after the mutation. */
  frame: number[];
  /** Tokens pushed but never seen in the DOM. */
  missing: string[];
}

export function latenciesOf(
  session: AppSession,
  keys: readonly string[],
  records: readonly ProbeRecord[],
): TokenLatencies {
  const seen = new Map(records.map((record) => [record[0], record]));
  const result: TokenLatencies = { dom: [], frame: [], missing: [] };
  for (const key of keys) {
    const pushed = session.probe.firstPush.get(key);
    const record = seen.get(key);
    if (pushed === undefined || record === undefined) {
      result.missing.push(key);
      continue;
    }
    result.dom.push(record[1] - session.clock.offsetMs - pushed);
    if (record[2] > 0) result.frame.push(record[2] - session.clock.offsetMs - pushed);
  }
  return result;
}

/** Waits until every key was seen (or `timeoutMs` passed) and returns all records drained. */
export async function collectRecords(
  session: AppSession,
  keys: readonly string[],
  timeoutMs: number,
): Promise<ProbeRecord[]> {
  const records: ProbeRecord[] = [];
  const wanted = new Set(keys);
  await waitUntil(
    async () => {
      for (const record of await drainProbe(session.page)) {
        records.push(record);
        wanted.delete(record[0]);
      }
      return wanted.size === 0;
    },
    timeoutMs,
    100,
  );
  // Give frame timestamps of the last records time to land.
  await sleep(50);
  records.push(...(await drainProbe(session.page)));
  return records;
}

/** Sends `count` tokens one by one, `paceMs` apart with ±25 % jitter, and measures each. */
export async function measureSequence(
  session: AppSession,
  keys: readonly string[],
  send: (key: string, index: number) => Promise<void>,
  paceMs: number,
): Promise<TokenLatencies> {
  await drainProbe(session.page);
  for (const [index, key] of keys.entries()) {
    await send(key, index);
    await sleep(paceMs * (0.75 + Math.random() * 0.5));
  }
  const records = await collectRecords(session, keys, 10_000);
  return latenciesOf(session, keys, records);
}
