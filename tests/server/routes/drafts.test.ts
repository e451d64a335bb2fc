// Drafts over real HTTP: listing order, batch creation, editing, deletion and their events.
import { describe, expect, it } from 'vitest';
import { createDrafts, deleteDraft, editDraft, getDrafts } from '../../../shared/api/drafts';
import { parseEvent } from '../../../shared/events/parse';
import { addChannel, subscribeUser } from '../../../server/realm/factory';
import { useTestServer } from '../support/test-server';

const get = useTestServer();

function realm() {
  return get().server.realm;
}

function pinClock(seconds: number): void {
  realm().now = () => seconds;
}

function publicChannel(name: string): number {
  return addChannel(realm(), { name }).stream_id;
}

describe('getDrafts', () => {
  it('lists every stored draft, most recently edited first', async () => {
    const member = get().account('member');
    const channel = publicChannel('drafts-listing');
    await get().ok(
      createDrafts,
      {
        drafts: [
          { type: 'stream', to: [channel], topic: 'old', content: 'older', timestamp: 1000 },
          { type: 'stream', to: [channel], topic: 'new', content: 'newer', timestamp: 3000 },
          { type: '', to: [], topic: '', content: 'middle', timestamp: 2000 },
        ],
      },
      member,
    );
    const data = await get().ok(getDrafts, {}, member);
    expect(data.count).toBe(data.drafts.length);
    const stamps = data.drafts.map((d) => d.timestamp ?? 0);
    expect(stamps).toEqual([...stamps].sort((a, b) => b - a));
    const ours = data.drafts.filter((d) => ['older', 'newer', 'middle'].includes(d.content));
    expect(ours.map((d) => d.content)).toEqual(['newer', 'middle', 'older']);
  });

  it("shows nobody else's drafts", async () => {
    const member = get().account('member');
    const member2 = get().account('member2');
    const channel = publicChannel('drafts-private-to-owner');
    await get().ok(
      createDrafts,
      { drafts: [{ type: 'stream', to: [channel], topic: 't', content: 'mine only' }] },
      member,
    );
    const theirs = await get().ok(getDrafts, {}, member2);
    expect(theirs.drafts.some((d) => d.content === 'mine only')).toBe(false);
  });
});

describe('createDrafts', () => {
  it('stores each kind of draft, fills in the timestamp and tells only the owner', async () => {
    const member = get().account('member');
    const member2 = get().account('member2');
    const channel = publicChannel('drafts-create');
    const mine = await get().queue(member);
    const theirs = await get().queue(member2);
    pinClock(1_750_000_000);
    const { ids } = await get().ok(
      createDrafts,
      {
        drafts: [
          { type: 'stream', to: [channel], topic: 'plans', content: 'channel draft' },
          { type: 'private', to: [member2.user_id], topic: '', content: 'direct draft' },
          { type: '', to: [], topic: '', content: 'unaddressed draft', timestamp: 1_700_000_000 },
        ],
      },
      member,
    );
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);

    const events = await mine.ofType('drafts', 'add');
    expect(events).toHaveLength(1);
    expect(parseEvent(events[0]).kind).not.toBe('unknown');
    expect(events[0]?.drafts).toEqual([
      {
        id: ids[0],
        type: 'stream',
        to: [channel],
        topic: 'plans',
        content: 'channel draft',
        timestamp: 1_750_000_000,
      },
      {
        id: ids[1],
        type: 'private',
        to: [member2.user_id],
        topic: '',
        content: 'direct draft',
        timestamp: 1_750_000_000,
      },
      { id: ids[2], type: '', to: [], topic: '', content: 'unaddressed draft', timestamp: 1_700_000_000 },
    ]);
    expect(await theirs.ofType('drafts')).toEqual([]);

    const listed = await get().ok(getDrafts, {}, member);
    expect(listed.drafts.filter((d) => ids.includes(d.id))).toHaveLength(3);
  });

  it('names only the other participants of a direct draft, once each', async () => {
    const member = get().account('member');
    const member2 = get().account('member2');
    const admin = get().account('admin');
    const { ids } = await get().ok(
      createDrafts,
      {
        drafts: [
          {
            type: 'private',
            to: [member2.user_id, member.user_id, admin.user_id, member2.user_id],
            topic: '',
            content: 'group',
          },
          { type: 'private', to: [member.user_id], topic: '', content: 'note to self' },
        ],
      },
      member,
    );
    const stored = (await get().ok(getDrafts, {}, member)).drafts;
    const group = stored.find((d) => d.id === ids[0]);
    expect(group?.to).toEqual([member2.user_id, admin.user_id].sort((a, b) => a - b));
    expect(stored.find((d) => d.id === ids[1])?.to).toEqual([member.user_id]);
  });

  it('cuts an over-long channel topic instead of refusing it', async () => {
    const member = get().account('member');
    const channel = publicChannel('drafts-long-topic');
    const { ids } = await get().ok(
      createDrafts,
      { drafts: [{ type: 'stream', to: [channel], topic: 'x'.repeat(80), content: 'long topic' }] },
      member,
    );
    const stored = (await get().ok(getDrafts, {}, member)).drafts.find((d) => d.id === ids[0]);
    expect(stored?.topic).toBe('x'.repeat(57) + '...');
  });

  it('accepts a channel draft to a private channel the user is subscribed to', async () => {
    const member = get().account('member');
    const channel = addChannel(realm(), { name: 'drafts-private-member', invite_only: true });
    subscribeUser(realm(), member.user_id, channel.stream_id);
    const { ids } = await get().ok(
      createDrafts,
      { drafts: [{ type: 'stream', to: [channel.stream_id], topic: 'secret', content: 'ok' }] },
      member,
    );
    expect(ids).toHaveLength(1);
  });
});

describe('editDraft', () => {
  it('replaces the draft, refreshes its timestamp and sends drafts/update to the owner', async () => {
    const member = get().account('member');
    const member2 = get().account('member2');
    const channel = publicChannel('drafts-edit');
    pinClock(1_760_000_000);
    const { ids } = await get().ok(
      createDrafts,
      { drafts: [{ type: 'stream', to: [channel], topic: 'before', content: 'first' }] },
      member,
    );
    const id = ids[0] as number;
    const mine = await get().queue(member);
    const theirs = await get().queue(member2);
    pinClock(1_760_000_500);
    await get().ok(
      editDraft,
      { draft_id: id, draft: { type: 'private', to: [member2.user_id], topic: '', content: 'second' } },
      member,
    );
    const expected = {
      id,
      type: 'private',
      to: [member2.user_id],
      topic: '',
      content: 'second',
      timestamp: 1_760_000_500,
    };
    const events = await mine.ofType('drafts', 'update');
    expect(events.map((e) => e.draft)).toEqual([expected]);
    expect(parseEvent(events[0]).kind).not.toBe('unknown');
    expect(await theirs.ofType('drafts')).toEqual([]);
    const listed = (await get().ok(getDrafts, {}, member)).drafts;
    expect(listed.find((d) => d.id === id)).toEqual(expected);
  });
});

describe('deleteDraft', () => {
  it('removes the draft and sends drafts/remove to the owner', async () => {
    const member = get().account('member');
    const { ids } = await get().ok(
      createDrafts,
      { drafts: [{ type: '', to: [], topic: '', content: 'bye' }] },
      member,
    );
    const id = ids[0] as number;
    const mine = await get().queue(member);
    await get().ok(deleteDraft, { draft_id: id }, member);
    const events = await mine.ofType('drafts', 'remove');
    expect(events.map((e) => e.draft_id)).toEqual([id]);
    expect(parseEvent(events[0]).kind).not.toBe('unknown');
    const listed = (await get().ok(getDrafts, {}, member)).drafts;
    expect(listed.some((d) => d.id === id)).toBe(false);
  });
});
