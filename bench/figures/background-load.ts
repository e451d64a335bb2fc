// Ordinary traffic for the bench member, generated in-process: other people post in the member's
// channels, react, type, and the member reads on another device. Used for the memory figure's
// "further events" and paced so it looks like a busy organization, not a benchmark.
import type { RunningServer } from '../../server/app';
import type { SeedAccount } from '../../server/seed/seed-types';
import { sleep } from '../support/clock';
import { actAs } from '../support/server-probe';

export interface LoadPlan {
  /** Stop once this many events were pushed to the member's queue. */
  events: number;
  perSecond: number;
  pushed: () => number;
}

export async function generateLoad(server: RunningServer, me: SeedAccount, plan: LoadPlan): Promise<number> {
  const channels = [...server.realm.channels.values()].filter(
    (c) => !c.is_archived && c.subscribers.has(me.user_id),
  );
  const speakers = channels.map((c) =>
    [...c.subscribers].filter((id) => id !== me.user_id && server.realm.user(id)?.is_active).slice(0, 20),
  );
  const recent: number[] = [];
  const start = plan.pushed();
  const started = Date.now();
  let n = 0;
  while (plan.pushed() - start < plan.events) {
    const c = n % channels.length;
    const channel = channels[c]!;
    const people = speakers[c]!;
    if (people.length === 0) {
      n++;
      continue;
    }
    const who = people[n % people.length]!;
    const roll = n % 10;
    try {
      if (roll < 5 || recent.length === 0) {
        const sent = await actAs(server, who, 'POST', '/messages', {
          type: 'stream',
          to: channel.stream_id,
          topic: `load ${n % 7}`,
          content: `Load message ${n}`,
        });
        recent.push(sent.id as number);
        if (recent.length > 200) recent.shift();
      } else if (roll < 7) {
        const id = recent[n % recent.length]!;
        await actAs(server, who, 'POST', `/messages/${id}/reactions`, { emoji_name: 'octopus' }).catch(
          () => undefined,
        );
      } else if (roll < 9) {
        await actAs(server, who, 'POST', '/typing', {
          type: 'stream',
          op: roll === 7 ? 'start' : 'stop',
          stream_id: channel.stream_id,
          topic: `load ${n % 7}`,
        });
      } else {
        await actAs(server, me.user_id, 'POST', '/messages/flags', {
          messages: [recent.at(-1)!],
          op: 'add',
          flag: 'read',
        });
      }
    } catch {
      // A refused action (e.g. a reaction that exists) is just traffic that did not happen.
    }
    n++;
    const due = started + (n / plan.perSecond) * 1000;
    if (due > Date.now()) await sleep(due - Date.now());
  }
  return plan.pushed() - start;
}
