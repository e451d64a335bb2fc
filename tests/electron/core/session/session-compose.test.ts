// What the session adds for compose: sends name main's event queue so their echo carries the
// local id, and unsent text is kept per account across a restart.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { plainIntl } from '../../../support/intl';
import { toIpcError } from '../../../../electron/core/session';
import type { EventOfKind } from '../../../../shared/events';
import type { IpcPush } from '../../../../shared/ipc';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.close();
});

const connected = (p: IpcPush) => p.type === 'connection' && p.state.status === 'connected';

function messageEvents(from = 0): EventOfKind<'message'>[] {
  return h.pushes
    .slice(from)
    .flatMap((p) => (p.type === 'events' ? p.events : []))
    .filter((e): e is EventOfKind<'message'> => e.kind === 'message');
}

/** Another ordinary member, to send direct messages to. */
function colleagueId(): number {
  const other = h.server.accounts.find((a) => a.role === 400 && !a.is_bot && a.user_id !== h.me.user_id);
  if (!other) throw new Error('the seed has no second member');
  return other.user_id;
}

describe('session: sending with a local id', () => {
  it("fills in main's queue id, so the own message event carries local_message_id", async () => {
    const account = await h.session.signInWithApiKey(h.server.url, h.me.email, h.me.api_key);
    await h.waitForPush(connected, 0);
    const from = h.pushes.length;
    const sent = (await h.session.callApi(account.id, 'sendMessage', {
      type: 'direct',
      to: [colleagueId()],
      content: 'hello with a local id',
      local_id: 'local-1',
      // The renderer cannot know the queue; anything it sends is replaced.
      queue_id: 'made-up',
    })) as { id: number };
    await expect.poll(() => messageEvents(from).map((e) => e.message.id)).toContain(sent.id);
    const own = messageEvents(from).find((e) => e.message.id === sent.id);
    expect(own?.local_message_id).toBe('local-1');
    expect(h.server.realm.messages.get(sent.id)?.content).toBe('hello with a local id');
  });

  it('sends no queue id without a local id, so the echo has no local_message_id', async () => {
    const account = await h.session.signInWithApiKey(h.server.url, h.me.email, h.me.api_key);
    await h.waitForPush(connected, 0);
    const from = h.pushes.length;
    const sent = (await h.session.callApi(account.id, 'sendMessage', {
      type: 'direct',
      to: [colleagueId()],
      content: 'no local id',
    })) as { id: number };
    await expect.poll(() => messageEvents(from).map((e) => e.message.id)).toContain(sent.id);
    expect(messageEvents(from).find((e) => e.message.id === sent.id)?.local_message_id).toBeUndefined();
  });
});

describe('session: compose drafts', () => {
  it('keeps unsent text per account across a restart, and drops it on sign-out', async () => {
    const refused = await h.session.saveComposeDraft('nobody', 'dm:5', 'x').then(
      () => new Error('expected a rejection'),
      (e: unknown) => e,
    );
    expect(toIpcError(refused, plainIntl()).kind).toBe('not-signed-in');

    const account = await h.session.signInWithApiKey(h.server.url, h.me.email, h.me.api_key);
    await h.session.saveComposeDraft(account.id, 'dm:5', 'unsent words');
    await h.session.stop();

    const restarted = h.newSession();
    await restarted.start();
    expect(await restarted.loadComposeDrafts(account.id)).toEqual({ 'dm:5': 'unsent words' });
    await restarted.signOut(account.id);
    expect(
      toIpcError(await restarted.loadComposeDrafts(account.id).catch((e: unknown) => e), plainIntl()).kind,
    ).toBe('not-signed-in');

    const again = await restarted.signInWithApiKey(h.server.url, h.me.email, h.me.api_key);
    expect(await restarted.loadComposeDrafts(again.id)).toEqual({});
  });
});
