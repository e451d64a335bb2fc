// Drafts: every refusal, and that a refused request stores nothing and announces nothing.
import { describe, expect, it } from 'vitest';
import { createDrafts, deleteDraft, editDraft, getDrafts, type DraftInput } from '../../../shared/api/drafts';
import { addChannel, subscribeUser } from '../../../server/realm/factory';
import { useTestServer } from '../support/test-server';

const get = useTestServer();

type Kind = 'member' | 'guest';

async function draftContents(kind: Kind = 'member'): Promise<string[]> {
  const data = await get().ok(getDrafts, {}, get().account(kind));
  return data.drafts.map((d) => `${d.id}:${d.type}:${d.content}`).sort();
}

/** Expects createDrafts to fail with this message, leaving the drafts and the queue untouched. */
async function refusesBatch(drafts: DraftInput[], msg: string, kind: Kind = 'member'): Promise<void> {
  const who = get().account(kind);
  const before = await draftContents(kind);
  const queue = await get().queue(who);
  const body = await get().fails(createDrafts, { drafts }, who, 400, 'BAD_REQUEST');
  expect(body.msg).toBe(msg);
  expect(await draftContents(kind)).toEqual(before);
  expect(await queue.ofType('drafts')).toEqual([]);
}

function publicChannel(name: string): number {
  return addChannel(get().server.realm, { name }).stream_id;
}

const good = (to: number): DraftInput => ({ type: 'stream', to: [to], topic: 'fine', content: 'fine' });

describe('createDrafts refusals', () => {
  it('stores none of a batch when one draft is bad', async () => {
    const channel = publicChannel('drafts-err-batch');
    await refusesBatch(
      [good(channel), { type: 'stream', to: [channel], topic: 'x', content: 'bad\u0000content' }],
      'Content must not contain null bytes',
    );
  });

  it('refuses null bytes in the topic', async () => {
    const channel = publicChannel('drafts-err-topic');
    await refusesBatch(
      [{ type: 'stream', to: [channel], topic: 'a\u0000b', content: 'x' }],
      'Topic must not contain null bytes',
    );
  });

  it('refuses a channel draft without exactly one channel', async () => {
    const a = publicChannel('drafts-err-two-a');
    const b = publicChannel('drafts-err-two-b');
    const msg = 'Must specify exactly 1 channel ID for channel messages';
    await refusesBatch([{ type: 'stream', to: [a, b], topic: 't', content: 'x' }], msg);
    await refusesBatch([{ type: 'stream', to: [], topic: 't', content: 'x' }], msg);
  });

  it('refuses unknown and inaccessible channels', async () => {
    const realm = get().server.realm;
    const admin = get().account('admin');
    await refusesBatch([{ type: 'stream', to: [987654], topic: 't', content: 'x' }], 'Invalid channel ID');
    const secret = addChannel(realm, { name: 'drafts-err-secret', invite_only: true });
    subscribeUser(realm, admin.user_id, secret.stream_id);
    await refusesBatch(
      [{ type: 'stream', to: [secret.stream_id], topic: 't', content: 'x' }],
      'Invalid channel ID',
    );
    // Guests cannot read public channels they are not subscribed to.
    const open = publicChannel('drafts-err-guest');
    await refusesBatch(
      [{ type: 'stream', to: [open], topic: 't', content: 'x' }],
      'Invalid channel ID',
      'guest',
    );
  });

  it('refuses unknown users in a direct draft', async () => {
    const member2 = get().account('member2');
    await refusesBatch(
      [{ type: 'private', to: [member2.user_id, 987654], topic: '', content: 'x' }],
      'Invalid user ID 987654',
    );
  });

  it('refuses recipients on an unaddressed draft and negative timestamps', async () => {
    const member2 = get().account('member2');
    await refusesBatch(
      [{ type: '', to: [member2.user_id], topic: '', content: 'x' }],
      'Drafts without a recipient type must have an empty "to" list',
    );
    await refusesBatch(
      [{ type: '', to: [], topic: '', content: 'x', timestamp: -5 }],
      'Timestamp must not be negative.',
    );
  });

  it('refuses everything while the user has draft synchronization off', async () => {
    const member = get().account('member');
    const record = get().server.realm.user(member.user_id);
    if (!record) throw new Error('member missing');
    const { ids } = await get().ok(
      createDrafts,
      { drafts: [{ type: '', to: [], topic: '', content: 'x' }] },
      member,
    );
    record.settings.enable_drafts_synchronization = false;
    try {
      await refusesBatch(
        [{ type: '', to: [], topic: '', content: 'x' }],
        'User has disabled synchronizing drafts.',
      );
      const body = await get().fails(
        editDraft,
        { draft_id: ids[0] as number, draft: { type: '', to: [], topic: '', content: 'changed' } },
        member,
        400,
        'BAD_REQUEST',
      );
      expect(body.msg).toBe('User has disabled synchronizing drafts.');
      expect(await draftContents()).toContain(`${ids[0]}::x`);
    } finally {
      record.settings.enable_drafts_synchronization = true;
    }
  });

  it('answers malformed input with the decoding errors', async () => {
    const member = get().account('member');
    const before = await draftContents();
    const badJson = await get().fails(
      createDrafts,
      { drafts: '[{"type":' as never },
      member,
      400,
      'BAD_REQUEST',
    );
    expect(badJson.msg).toContain('not valid JSON');
    await get().fails(createDrafts, {} as never, member, 400, 'REQUEST_VARIABLE_MISSING');
    await get().fails(
      createDrafts,
      { drafts: [{ type: 'channel', to: [], topic: '', content: 'x' }] as never },
      member,
      400,
      'REQUEST_VARIABLE_INVALID',
    );
    await get().fails(
      createDrafts,
      { drafts: [{ type: '', to: [], topic: '', content: 'x', surprise: 1 }] as never },
      member,
      400,
      'REQUEST_VARIABLE_INVALID',
    );
    expect(await draftContents()).toEqual(before);
  });
});

describe('editDraft and deleteDraft refusals', () => {
  it("answers 404 for unknown drafts and other users' drafts", async () => {
    const member = get().account('member');
    const member2 = get().account('member2');
    const { ids } = await get().ok(
      createDrafts,
      { drafts: [{ type: '', to: [], topic: '', content: 'owned' }] },
      member,
    );
    const id = ids[0] as number;
    const draft: DraftInput = { type: '', to: [], topic: '', content: 'hijacked' };
    for (const [draftId, who] of [
      [987654, member],
      [id, member2],
    ] as const) {
      const edit = await get().fails(editDraft, { draft_id: draftId, draft }, who, 404, 'BAD_REQUEST');
      expect(edit.msg).toBe('Draft does not exist');
      const del = await get().fails(deleteDraft, { draft_id: draftId }, who, 404, 'BAD_REQUEST');
      expect(del.msg).toBe('Draft does not exist');
    }
    expect(await draftContents()).toContain(`${id}::owned`);
  });

  it('leaves the draft as it was when the new version is bad', async () => {
    const member = get().account('member');
    const { ids } = await get().ok(
      createDrafts,
      { drafts: [{ type: '', to: [], topic: '', content: 'keep me' }] },
      member,
    );
    const id = ids[0] as number;
    const queue = await get().queue(member);
    const bad = await get().fails(
      editDraft,
      { draft_id: id, draft: { type: 'stream', to: [987654], topic: 't', content: 'lost' } },
      member,
      400,
      'BAD_REQUEST',
    );
    expect(bad.msg).toBe('Invalid channel ID');
    await get().fails(editDraft, { draft_id: id, draft: '{oops' as never }, member, 400, 'BAD_REQUEST');
    expect(await draftContents()).toContain(`${id}::keep me`);
    expect(await queue.ofType('drafts')).toEqual([]);
  });
});
