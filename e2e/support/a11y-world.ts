// What the accessibility specs share (issue 20): a signed-in window with a conversation of its own
// (a topic with messages from two people, one with a reaction, and a direct message), and opening a
// view by its route and waiting until its heading is shown, so axe sees the finished screen.
import type { Page } from '@playwright/test';
import type { RunningServer } from '../../server/app';
import type { SeedAccount } from '../../server/seed/seed-types';
import { openRoute, otherMember, sharedChannel, signInReady, topicRoute } from './compose';
import { actAs, expect, type AppHost } from './fixtures';

export interface A11yWorld {
  streamId: number;
  topic: string;
  other: SeedAccount;
  topicHash: string;
  dmHash: string;
}

export const A11Y_TOPIC = 'accessibility sweep';

/** Signs `me` in with a channel, a topic of a few messages (one reacted to) and a direct message. */
export async function a11yWorld(
  page: Page,
  app: AppHost,
  server: RunningServer,
  me: SeedAccount,
): Promise<A11yWorld> {
  const other = otherMember(server, me);
  const streamId = await sharedChannel(server, 'a11y-checks', me.user_id, other.user_id);
  const send = async (from: number, content: string) => {
    const sent = await actAs(server, from, 'POST', '/messages', {
      type: 'stream',
      to: streamId,
      topic: A11Y_TOPIC,
      content,
    });
    return sent.id as number;
  };
  await send(
    other.user_id,
    'Does the **screen reader** read this? See `code` and a [link](https://example.com).',
  );
  const reacted = await send(me.user_id, 'It should, with a quote:\n\n> quoted words');
  await actAs(server, other.user_id, 'POST', `/messages/${reacted}/reactions`, { emoji_name: 'tada' });
  await actAs(server, other.user_id, 'POST', '/messages', {
    type: 'direct',
    to: JSON.stringify([me.user_id]),
    content: 'A direct message, still unread.',
  });
  await signInReady(page, app, server, me);
  return {
    streamId,
    topic: A11Y_TOPIC,
    other,
    topicHash: topicRoute(streamId, A11Y_TOPIC),
    dmHash: `#/dm/${[me.user_id, other.user_id].sort((a, b) => a - b).join(',')}`,
  };
}

/** Opens a route and waits for the main pane's heading (level 1) to be shown. */
export async function openView(page: Page, hash: string, heading?: string | RegExp): Promise<void> {
  await openRoute(page, hash);
  const title = page
    .getByRole('main')
    .getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) });
  await expect(title.first()).toBeVisible();
}
