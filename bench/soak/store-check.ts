// "The store equals the server's truth": the store, read from the page, against GET /__control/truth
// for the member, domain by domain with the convergence test's normalisers (issue 4), plus the
// message cache against the server's messages and an empty outbox.
import type { Page } from 'playwright-core';
import type { RunningServer } from '../../server/app';
import type { AppStore } from '../../renderer/src/state/store';
import { jsonDifferences } from '../../tests/renderer/convergence/json-diff';
import { alignToClient, entriesOf, storeViews, truthViews } from '../../tests/renderer/convergence/normalise';
import { readStore } from '../support/page-probe';
import type { ControlClient } from './control-client';

type Obj = Record<string, unknown>;

/**
 * Fields the server computes on the fly and never sends events for (the real server neither): a
 * client holds the value from its last register, so they are not part of convergence.
 */
const NOT_EVENT_FED = ['stream_weekly_traffic'];

function withoutUnfed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUnfed);
  if (typeof value !== 'object' || value === null) return value;
  const out: Obj = {};
  for (const [key, inner] of Object.entries(value))
    if (!NOT_EVENT_FED.includes(key)) out[key] = withoutUnfed(inner);
  return out;
}

const reactionKeys = (reactions: unknown) =>
  (Array.isArray(reactions) ? (reactions as Obj[]) : [])
    .map((r) => `${String(r.emoji_name)}:${String(r.user_id)}`)
    .sort();

/** Messages the store holds that the server has differently (or no longer has). */
export function messageDifferences(
  store: AppStore,
  server: Pick<RunningServer, 'realm'>,
  memberId: number,
): string[] {
  const out: string[] = [];
  const member = server.realm.user(memberId);
  for (const [id, held] of entriesOf(store.messages.byId)) {
    const truth = server.realm.messages.get(Number(id));
    if (!truth) {
      out.push(`messages.${id}: in the store, deleted on the server`);
      continue;
    }
    const mine = held as unknown as Obj;
    const expected: Obj = {
      content: truth.rendered_content,
      subject: truth.topic,
      stream_id: truth.stream_id ?? undefined,
      reactions: reactionKeys(truth.reactions),
      read: !member?.unread.has(truth.id),
      starred: member?.flags.get('starred')?.has(truth.id) === true,
    };
    const flags = Array.isArray(mine.flags) ? (mine.flags as string[]) : [];
    const actual: Obj = {
      content: mine.content,
      subject: mine.subject,
      stream_id: mine.stream_id,
      reactions: reactionKeys(mine.reactions),
      read: flags.includes('read'),
      starred: flags.includes('starred'),
    };
    jsonDifferences(actual, expected, `messages.${id}`, out);
  }
  return out;
}

export async function storeDifferences(
  page: Page,
  control: ControlClient,
  server: RunningServer,
  memberId: number,
): Promise<string[]> {
  const store = (await readStore(page)) as unknown as AppStore;
  const truth = await control.truth(memberId);
  const mine = storeViews(store);
  const theirs = alignToClient(mine, truthViews(truth));
  const differences = Object.keys(mine).flatMap((domain) =>
    jsonDifferences(withoutUnfed(mine[domain]), withoutUnfed(theirs[domain]), domain),
  );
  differences.push(...messageDifferences(store, server, memberId));
  for (const entry of store.outbox.entries)
    differences.push(`outbox: "${entry.content}" is still ${entry.status}`);
  return differences;
}
