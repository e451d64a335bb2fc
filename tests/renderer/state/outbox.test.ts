import { describe, expect, it } from 'vitest';
import {
  handleOutboxMessage,
  initialOutbox,
  outboxFromSnapshot,
  outboxNarrowKeys,
  pendingForNarrow,
  updateOutboxEntry,
  withOutboxEntry,
  withoutOutboxEntry,
  type OutboxEntry,
  type OutboxState,
} from '../../../renderer/src/state/outbox';
import { sampleChannelMessage, sampleDirectMessage } from '../../shared/objects/samples';
import { createAppStore } from '../../../renderer/src/state/store';
import { baseSnapshot, event } from '../support/factories';

const ME = 10;

function entry(overrides: Partial<OutboxEntry> & { localId: string }): OutboxEntry {
  return {
    target: { type: 'channel', streamId: 3, topic: 'Greetings' },
    content: 'hello',
    createdAt: 1_700_000_000_000,
    status: 'sending',
    realmUrl: baseSnapshot.realm_url,
    senderId: ME,
    ...overrides,
  };
}

const channelEntry = entry({ localId: 'L1' });
const dmEntry = entry({ localId: 'L2', target: { type: 'direct', userIds: [11] } });
const two: OutboxState = withOutboxEntry(withOutboxEntry(initialOutbox, channelEntry), dmEntry);

const messageEvent = (
  fields: Record<string, unknown>,
  message: Record<string, unknown> = sampleChannelMessage,
) => event('message', { message, flags: ['read'], ...fields });

describe('outbox entries', () => {
  it('adds in send order, replaces an entry with the same local id, and removes by local id', () => {
    expect(two.entries.map((e) => e.localId)).toEqual(['L1', 'L2']);
    const again = withOutboxEntry(two, { ...channelEntry, content: 'edited' });
    expect(again.entries.map((e) => [e.localId, e.content])).toEqual([
      ['L2', 'hello'],
      ['L1', 'edited'],
    ]);
    expect(withoutOutboxEntry(two, 'L1').entries.map((e) => e.localId)).toEqual(['L2']);
    expect(withoutOutboxEntry(two, 'nope')).toBe(two);
  });

  it('records failure with its reason, and clears the reason when sending again', () => {
    const failed = updateOutboxEntry(two, 'L1', { status: 'failed', error: 'Server error' });
    expect(failed.entries[0]).toMatchObject({ status: 'failed', error: 'Server error', content: 'hello' });
    const retrying = updateOutboxEntry(failed, 'L1', { status: 'sending' });
    expect(retrying.entries[0]?.status).toBe('sending');
    expect(retrying.entries[0]).not.toHaveProperty('error');
    expect(updateOutboxEntry(two, 'gone', { status: 'sent', messageId: 1 })).toBe(two);
  });
});

describe('handleOutboxMessage', () => {
  it('replaces the local echo when the event names its local id', () => {
    const next = handleOutboxMessage(two, messageEvent({ local_message_id: 'L1' }));
    expect(next.entries.map((e) => e.localId)).toEqual(['L2']);
  });

  it('also matches by message id once the send answered (an echo that went to another queue)', () => {
    const sent = updateOutboxEntry(two, 'L2', { status: 'sent', messageId: sampleDirectMessage.id });
    const next = handleOutboxMessage(sent, messageEvent({}, sampleDirectMessage));
    expect(next.entries.map((e) => e.localId)).toEqual(['L1']);
  });

  it('keeps the same state for everyone else’s messages', () => {
    expect(handleOutboxMessage(two, messageEvent({ local_message_id: 'other' }))).toBe(two);
    expect(handleOutboxMessage(two, messageEvent({}))).toBe(two);
    expect(handleOutboxMessage(initialOutbox, messageEvent({ local_message_id: 'L1' }))).toBe(initialOutbox);
  });
});

describe('outboxFromSnapshot', () => {
  it('keeps unsent entries of the same account through a re-register, and drops accepted ones', () => {
    const mixed = updateOutboxEntry(updateOutboxEntry(two, 'L1', { status: 'sent', messageId: 99 }), 'L2', {
      status: 'failed',
      error: 'Network',
    });
    expect(outboxFromSnapshot(baseSnapshot, mixed).entries.map((e) => e.localId)).toEqual(['L2']);
    expect(outboxFromSnapshot(baseSnapshot, two)).toBe(two);
  });

  it('drops everything for another account or realm', () => {
    expect(outboxFromSnapshot({ ...baseSnapshot, user_id: 77 }, two).entries).toEqual([]);
    expect(outboxFromSnapshot({ ...baseSnapshot, realm_url: 'https://other.example' }, two).entries).toEqual(
      [],
    );
    expect(outboxFromSnapshot(baseSnapshot).entries).toEqual([]);
  });
});

describe('pending messages per narrow', () => {
  it('shows a channel echo in its channel, its topic (any case) and the feed', () => {
    expect(outboxNarrowKeys(channelEntry.target, ME)).toEqual(['channel:3', 'stream:3:greetings', 'feed']);
    for (const key of ['channel:3', 'stream:3:greetings', 'feed']) {
      expect(pendingForNarrow(two, key, ME)).toContain(two.entries[0]);
    }
    expect(pendingForNarrow(two, 'stream:3:other', ME)).toEqual([]);
    expect(pendingForNarrow(two, 'channel:4', ME)).toEqual([]);
  });

  it('shows a direct echo in its conversation and the feed, never in mentions or starred', () => {
    expect(pendingForNarrow(two, 'dm:11', ME).map((e) => e.localId)).toEqual(['L2']);
    expect(pendingForNarrow(two, 'feed', ME).map((e) => e.localId)).toEqual(['L1', 'L2']);
    expect(pendingForNarrow(two, 'mentions', ME)).toEqual([]);
    expect(pendingForNarrow(two, 'starred', ME)).toEqual([]);
    expect(pendingForNarrow(two, 'dm:11', null)).toEqual([]);
  });

  it('keys a group conversation without you and a note to yourself by your own id', () => {
    expect(outboxNarrowKeys({ type: 'direct', userIds: [12, ME, 11] }, ME)[0]).toBe('dm:11,12');
    expect(outboxNarrowKeys({ type: 'direct', userIds: [ME] }, ME)[0]).toBe(`dm:${ME}`);
  });
});

describe('outbox in the store', () => {
  it('outlives a re-register of the same account (signing out drops the whole store)', () => {
    const store = createAppStore();
    store.getState().applySnapshot(baseSnapshot, 1, 'a1');
    store.setState({ outbox: two });
    store.getState().applySnapshot(baseSnapshot, 2, 'a1');
    expect(store.getState().outbox.entries.map((e) => e.localId)).toEqual(['L1', 'L2']);
  });
});
