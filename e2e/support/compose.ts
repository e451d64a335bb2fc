// Helpers of the compose specs: a channel of our own, another member, routes, and a typing-event
// reader on the other member's own event queue (registered through the control API).
import type { Page } from '@playwright/test';
import type { RunningServer } from '../../server/app';
import type { SeedAccount } from '../../server/seed/seed-types';
import { actAs, expect, signIn, type AppHost } from './fixtures';

export function otherMember(server: RunningServer, me: SeedAccount): SeedAccount {
  const other = server.accounts.find((a) => a.role === 400 && !a.is_bot && a.user_id !== me.user_id);
  if (!other) throw new Error('the demo seed has no second member');
  return other;
}

/** A new public channel with both users in it; returns its id. */
export async function sharedChannel(
  server: RunningServer,
  name: string,
  ...userIds: number[]
): Promise<number> {
  const [first] = userIds;
  if (first === undefined) throw new Error('sharedChannel needs a user');
  const answer = await actAs(server, first, 'POST', '/users/me/subscriptions', {
    subscriptions: [{ name }],
    principals: userIds,
  });
  if (answer.result !== 'success') throw new Error(`could not create #${name}: ${JSON.stringify(answer)}`);
  const channel = server.realm.channelByName(name);
  if (!channel) throw new Error(`#${name} was not created`);
  return channel.stream_id;
}

export async function openRoute(page: Page, hash: string): Promise<void> {
  await page.evaluate((next) => {
    window.location.hash = next;
  }, hash);
}

export const topicRoute = (streamId: number, topic: string) =>
  `#/channel/${streamId}/topic/${encodeURIComponent(topic)}`;

/** Signs in and waits for the snapshot, so the event queue exists before anything is sent. */
export async function signInReady(
  page: Page,
  app: AppHost,
  server: RunningServer,
  me: SeedAccount,
): Promise<void> {
  await signIn(page, app, server, me);
  await expect(page.getByRole('navigation', { name: 'Channels' }).getByRole('link').first()).toBeVisible();
}

/** Messages with exactly this Markdown source, as the server holds them. */
export function serverMessages(server: RunningServer, content: string) {
  return [...server.realm.messages.values()].filter((m) => m.content === content);
}

export interface TypingSeen {
  op: 'start' | 'stop';
  message_type: string;
  sender: { user_id: number };
  stream_id?: number;
  topic?: string;
  recipients?: { user_id: number }[];
  /** When this reader saw it (ms since the epoch). */
  seenAt: number;
}

/** Typing events that reach `userId`, read from a queue of their own. */
export async function typingReader(server: RunningServer, userId: number) {
  const registered = await actAs(server, userId, 'POST', '/register', {
    event_types: ['typing'],
    client_capabilities: { stream_typing_notifications: true },
  });
  const queueId = registered.queue_id as string;
  let lastEventId = registered.last_event_id as number;
  const seen: TypingSeen[] = [];
  return {
    /** Everything seen so far, after reading what is waiting. */
    async read(): Promise<TypingSeen[]> {
      const answer = await actAs(server, userId, 'GET', '/events', {
        queue_id: queueId,
        last_event_id: lastEventId,
        dont_block: true,
      });
      const events = (answer.events ?? []) as ({ id: number; type: string } & Omit<TypingSeen, 'seenAt'>)[];
      const now = Date.now();
      for (const event of events) {
        lastEventId = Math.max(lastEventId, event.id);
        if (event.type === 'typing') seen.push({ ...event, seenAt: now });
      }
      return seen;
    },
  };
}

/** "start"/"stop" in the order seen, for readable assertions. */
export const ops = (events: readonly TypingSeen[]) => events.map((e) => e.op);
