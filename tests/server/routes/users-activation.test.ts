// DELETE /users/{user_id} and POST /users/{user_id}/reactivate over real HTTP: the events in their
// order, the effect on subscriber lists and sign-in, and the refusals.
import { describe, expect, it } from 'vitest';
import { getEvents } from '../../../shared/api/queue';
import { deactivateUser, getUser, reactivateUser } from '../../../shared/api/users';
import { getAlertWords } from '../../../shared/api/user-status';
import { parseEvent } from '../../../shared/events/parse';
import { useTestServer } from '../support/test-server';

const get = useTestServer();
const realm = () => get().server.realm;

function channelsOf(userId: number): number[] {
  return [...realm().channels.values()].filter((c) => c.subscribers.has(userId)).map((c) => c.stream_id);
}

describe('deactivateUser and reactivateUser', () => {
  it('removes the user from subscriber lists first, then deactivates, then brings them back', async () => {
    const target = get().account('member2');
    const channels = channelsOf(target.user_id);
    expect(channels.length).toBeGreaterThan(0);
    await get().queue(target);
    const watcher = await get().queue(get().account('admin'));

    await get().ok(deactivateUser, { user_id: target.user_id }, get().account('admin'));
    const events = await watcher.drain();
    const removed = events.filter((e) => e.type === 'subscription' && e.op === 'peer_remove');
    expect(removed.flatMap((e) => e.stream_ids as number[]).sort()).toEqual([...channels].sort());
    expect(removed.every((e) => JSON.stringify(e.user_ids) === JSON.stringify([target.user_id]))).toBe(true);
    const update = events.findIndex((e) => e.type === 'realm_user' && e.op === 'update');
    expect(events[update]?.person).toEqual({ user_id: target.user_id, is_active: false });
    expect(Math.max(...removed.map((e) => events.indexOf(e)))).toBeLessThan(update);
    expect(events.map((e) => parseEvent(e).kind)).not.toContain('unknown');
    expect(channelsOf(target.user_id)).toEqual([]);

    // Signing in fails, and their queues are gone.
    await get().fails(getAlertWords, {}, target, 401, 'USER_DEACTIVATED');
    expect(get().server.queues.queuesOf(target.user_id)).toEqual([]);
    const shown = await get().ok(getUser, { user_id: target.user_id }, get().account('member'));
    expect(shown.user.is_active).toBe(false);
    const again = await get().fails(
      deactivateUser,
      { user_id: target.user_id },
      get().account('admin'),
      400,
      'BAD_REQUEST',
    );
    expect(again.msg).toBe('User is deactivated');

    await get().ok(reactivateUser, { user_id: target.user_id }, get().account('admin'));
    const back = await watcher.drain();
    expect(back[0]).toMatchObject({
      type: 'realm_user',
      op: 'update',
      person: { user_id: target.user_id, is_active: true },
    });
    const added = back.filter((e) => e.type === 'subscription' && e.op === 'peer_add');
    expect(added.flatMap((e) => e.stream_ids as number[]).sort()).toEqual([...channels].sort());
    expect(channelsOf(target.user_id).sort()).toEqual([...channels].sort());
    await get().ok(getAlertWords, {}, target);
    const twice = await get().fails(
      reactivateUser,
      { user_id: target.user_id },
      get().account('admin'),
      400,
      'BAD_REQUEST',
    );
    expect(twice.msg).toBe('User is already active.');
  });

  it('tells the deactivated user’s live long poll its queue is gone', async () => {
    const target = get().account('member2');
    const own = await get().queue(target);
    const poll = get().call(getEvents, { queue_id: own.queueId, last_event_id: own.lastEventId }, target);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await get().ok(deactivateUser, { user_id: target.user_id }, get().account('admin'));
    const answer = await poll;
    expect(answer.body.code).toBe('BAD_EVENT_QUEUE_ID');
    await get().ok(reactivateUser, { user_id: target.user_id }, get().account('admin'));
  });

  it('refuses non-administrators, oneself, bots and the last owner', async () => {
    const admin = get().account('admin');
    const member2 = get().account('member2');
    const denied = await get().fails(
      deactivateUser,
      { user_id: member2.user_id },
      get().account('member'),
      400,
      'UNAUTHORIZED_PRINCIPAL',
    );
    expect(denied.msg).toBe('Must be an organization administrator');
    await get().fails(
      reactivateUser,
      { user_id: member2.user_id },
      get().account('moderator'),
      400,
      'UNAUTHORIZED_PRINCIPAL',
    );
    await get().fails(deactivateUser, { user_id: admin.user_id }, admin, 400, 'BAD_REQUEST');
    const bot = await get().fails(
      deactivateUser,
      { user_id: get().account('bot').user_id },
      admin,
      400,
      'BAD_REQUEST',
    );
    expect(bot.msg).toBe('No such user');
    const owner = get().account('owner');
    const last = await get().fails(
      deactivateUser,
      { user_id: owner.user_id },
      admin,
      400,
      'CANNOT_DEACTIVATE_LAST_USER',
    );
    expect(last).toMatchObject({
      msg: 'Cannot deactivate the only organization owner.',
      is_last_owner: true,
    });
    await get().fails(deactivateUser, { user_id: 31337 }, admin, 400, 'BAD_REQUEST');
    for (const account of [admin, member2, owner])
      expect(realm().user(account.user_id)?.is_active).toBe(true);
  });
});
