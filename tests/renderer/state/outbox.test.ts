// The outbox slice mirrors main's outbox: main's unsent messages in its order, echoes main has not
// listed yet, sent ones until their event, and messages marked read there shown read here at once.
import { describe, expect, it } from 'vitest';
import {
  applyOutboxView,
  handleOutboxMessage,
  initialOutbox,
  outboxFromSnapshot,
  outboxNarrowKeys,
  pendingForNarrow,
  unsentCount,
  withOutboxEntry,
  withoutOutboxEntry,
  type OutboxEntry,
  type OutboxState,
} from '../../../renderer/src/state/outbox';
import { createAppStore } from '../../../renderer/src/state/store';
import { topicUnreadCount } from '../../../renderer/src/state/unread-counts';
import type { OutboxMessageView } from '../../../shared/outbox';
import { sampleChannelMessage, sampleDirectMessage } from '../../shared/objects/samples';
import { baseSnapshot, event } from '../support/factories';

const ME = 10;

function entry(overrides: Partial<OutboxEntry> & { localId: string }): OutboxEntry {
  return {
    target: { type: 'channel', streamId: 3, topic: 'Greetings' },
    content: 'hello',
    createdAt: 1_700_000_000_000,
    status: 'queued',
    known: true,
    ...overrides,
  };
}

const channelEntry = entry({ localId: 'L1' });
const dmEntry = entry({ localId: 'L2', target: { type: 'direct', userIds: [11] } });
const two: OutboxState = withOutboxEntry(withOutboxEntry(initialOutbox, channelEntry), dmEntry);
const inMain = (e: OutboxEntry, status: OutboxMessageView['status'] = 'queued'): OutboxMessageView => ({
  localId: e.localId,
  target: e.target,
  content: e.content,
  createdAt: e.createdAt,
  status,
});
const nothingHeld = () => false;

const messageEvent = (
  fields: Record<string, unknown>,
  message: Record<string, unknown> = sampleChannelMessage,
) => event('message', { message, flags: ['read'], ...fields });

describe('applyOutboxView', () => {
  it("takes main's messages and order, with their status and reason", () => {
    const next = applyOutboxView(
      initialOutbox,
      {
        messages: [inMain(dmEntry, 'failed'), inMain(channelEntry, 'sending')],
        pendingReadIds: [7],
        sent: [],
      },
      nothingHeld,
    );
    expect(next.entries.map((e) => [e.localId, e.status, e.known])).toEqual([
      ['L2', 'failed', true],
      ['L1', 'sending', true],
    ]);
    expect(next.pendingReadIds).toEqual([7]);
  });

  it('keeps an echo main has not heard of yet after the ones it lists', () => {
    const fresh = withOutboxEntry(two, entry({ localId: 'L3', known: false }));
    const next = applyOutboxView(
      fresh,
      { messages: [inMain(channelEntry)], pendingReadIds: [], sent: [] },
      nothingHeld,
    );
    expect(next.entries.map((e) => e.localId)).toEqual(['L1', 'L3']);
  });

  it('keeps a sent message as "sent" until the store holds it; a discarded one goes', () => {
    const view = { messages: [], pendingReadIds: [], sent: [{ localId: 'L1', messageId: 99 }] };
    const next = applyOutboxView(two, view, nothingHeld);
    expect(next.entries).toEqual([expect.objectContaining({ localId: 'L1', status: 'sent', messageId: 99 })]);
    expect(applyOutboxView(two, view, (id) => id === 99).entries).toEqual([]);
    expect(unsentCount(next)).toBe(0);
    expect(unsentCount(two)).toBe(2);
  });
});

describe('handleOutboxMessage', () => {
  it('replaces the local echo when the event names its local id', () => {
    const next = handleOutboxMessage(two, messageEvent({ local_message_id: 'L1' }));
    expect(next.entries.map((e) => e.localId)).toEqual(['L2']);
  });

  it('also matches by message id once sent (an echo that came without its local id)', () => {
    const sent = applyOutboxView(
      two,
      {
        messages: [inMain(channelEntry)],
        pendingReadIds: [],
        sent: [{ localId: 'L2', messageId: sampleDirectMessage.id }],
      },
      nothingHeld,
    );
    const next = handleOutboxMessage(sent, messageEvent({}, sampleDirectMessage));
    expect(next.entries.map((e) => e.localId)).toEqual(['L1']);
  });

  it('keeps the same state for everyone else’s messages', () => {
    expect(handleOutboxMessage(two, messageEvent({ local_message_id: 'other' }))).toBe(two);
    expect(handleOutboxMessage(two, messageEvent({}))).toBe(two);
    expect(handleOutboxMessage(initialOutbox, messageEvent({ local_message_id: 'L1' }))).toBe(initialOutbox);
  });

  it('removes by local id', () => {
    expect(withoutOutboxEntry(two, 'L1').entries.map((e) => e.localId)).toEqual(['L2']);
    expect(withoutOutboxEntry(two, 'nope')).toBe(two);
  });
});

describe('outboxFromSnapshot', () => {
  it('keeps unsent entries through a re-register and drops sent ones (the views load again)', () => {
    const mixed = applyOutboxView(
      two,
      { messages: [inMain(dmEntry, 'failed')], pendingReadIds: [], sent: [{ localId: 'L1', messageId: 99 }] },
      nothingHeld,
    );
    expect(outboxFromSnapshot(baseSnapshot, mixed).entries.map((e) => e.localId)).toEqual(['L2']);
    expect(outboxFromSnapshot(baseSnapshot, two)).toBe(two);
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
  const withUnread = {
    ...baseSnapshot,
    unread_msgs: {
      count: 2,
      streams: [{ stream_id: 3, topic: 'chat', unread_message_ids: [1, 2] }],
      pms: [],
      huddles: [],
      mentions: [],
      old_unreads_missing: false,
    },
  };

  it('outlives a re-register (signing out drops the whole store)', () => {
    const store = createAppStore();
    store.getState().applySnapshot(baseSnapshot, 1, 'a1');
    store.setState({ outbox: two });
    store.getState().applySnapshot(baseSnapshot, 2, 'a1');
    expect(store.getState().outbox.entries.map((e) => e.localId)).toEqual(['L1', 'L2']);
  });

  it('shows messages marked read in the outbox as read at once, and again after a snapshot', () => {
    const store = createAppStore();
    store.getState().applySnapshot(withUnread, 1, 'a1');
    expect(topicUnreadCount(store.getState(), 3, 'chat')).toBe(2);
    store.getState().applyOutbox({ messages: [], pendingReadIds: [1], sent: [] });
    expect(topicUnreadCount(store.getState(), 3, 'chat')).toBe(1);
    // The server has not heard yet: its register still says unread.
    store.getState().applySnapshot(withUnread, 2, 'a1');
    expect(topicUnreadCount(store.getState(), 3, 'chat')).toBe(1);
    store.getState().applyOutbox({ messages: [], pendingReadIds: [], sent: [] });
    store.getState().applySnapshot(withUnread, 3, 'a1');
    expect(topicUnreadCount(store.getState(), 3, 'chat')).toBe(2);
  });

  it('says as of when a cached snapshot was saved, until the live one replaces it', () => {
    const store = createAppStore();
    store.getState().applySnapshot(baseSnapshot, 0, 'a1', { savedAt: 123 });
    expect(store.getState().sync).toMatchObject({ generation: 0, cached: { savedAt: 123 } });
    store.getState().applySnapshot(baseSnapshot, 1, 'a1');
    expect(store.getState().sync.cached).toBeUndefined();
  });
});
