// The outbox state machine: queued → sending → sent | failed | unknown, checks, echoes, retries,
// discards, restarts, and read flags merged per batch.
import { describe, expect, it } from 'vitest';
import * as machine from '../../../../electron/core/offline/outbox-machine';
import type { OutboxState } from '../../../../electron/core/offline/outbox-types';

const target = { type: 'channel' as const, streamId: 3, topic: 'plans' };
const add = (state: OutboxState, localId: string) =>
  machine.withMessage(state, { localId, target, content: `text of ${localId}`, createdAt: 1 });
const statuses = (state: OutboxState) => state.entries.map((e) => `${machine.entryId(e)}:${e.status}`);

describe('outbox state machine', () => {
  it('queues messages in order, once per local id', () => {
    let state = add(add(machine.emptyOutbox, 'a'), 'b');
    expect(add(state, 'a')).toBe(state);
    expect(statuses(state)).toEqual(['a:queued', 'b:queued']);
    expect(machine.entryId(machine.nextEntry(state) ?? state.entries[1]!)).toBe('a');
    state = machine.begin(state, 'a', 50);
    expect(state.entries[0]).toMatchObject({ status: 'sending', attempts: 1, firstAttemptAt: 50 });
  });

  it('leaves the list once sent, remembered by local id and message id', () => {
    let state = machine.begin(add(machine.emptyOutbox, 'a'), 'a', 1);
    state = machine.settle(state, 'a', { kind: 'sent', messageId: 77 });
    expect(state).toEqual({ entries: [], sent: [{ localId: 'a', messageId: 77 }] });
  });

  it('waits again when it surely did not arrive, and is looked for when it may have', () => {
    let state = machine.begin(add(machine.emptyOutbox, 'a'), 'a', 1);
    state = machine.settle(state, 'a', { kind: 'not-sent' });
    expect(statuses(state)).toEqual(['a:queued']);
    state = machine.settle(machine.begin(state, 'a', 2), 'a', { kind: 'unknown' });
    expect(statuses(state)).toEqual(['a:unknown']);
    expect(state.entries[0]).toMatchObject({ attempts: 2, firstAttemptAt: 1 });
    expect(machine.nextEntry(state)?.status).toBe('unknown');
    // Not found on the server: it may go again.
    expect(statuses(machine.checked(state, 'a', undefined))).toEqual(['a:queued']);
    // Found: it is sent, and never goes again.
    expect(machine.checked(state, 'a', 90)).toEqual({ entries: [], sent: [{ localId: 'a', messageId: 90 }] });
  });

  it('keeps a refused message with its reason for Retry or Discard, and goes on with the next', () => {
    let state = add(add(machine.emptyOutbox, 'a'), 'b');
    state = machine.settle(machine.begin(state, 'a', 1), 'a', { kind: 'refused', reason: 'No such channel' });
    expect(state.entries[0]).toMatchObject({ status: 'failed', error: 'No such channel' });
    expect(machine.entryId(machine.nextEntry(state)!)).toBe('b');
    const retried = machine.retried(state, 'a');
    expect(retried.entries[0]).toMatchObject({ status: 'queued' });
    expect(retried.entries[0]).not.toHaveProperty('error');
    expect(statuses(machine.without(state, 'a'))).toEqual(['b:queued']);
    expect(machine.retried(retried, 'b')).toBe(retried);
  });

  it('takes the echo of its local id as proof of arrival, whatever state it is in', () => {
    const sending = machine.begin(add(machine.emptyOutbox, 'a'), 'a', 1);
    expect(machine.echoed(sending, 'a', 5).sent).toEqual([{ localId: 'a', messageId: 5 }]);
    expect(machine.echoed(sending, 'other', 5)).toBe(sending);
  });

  it('reads whatever was on its way at a stop as possibly sent (flags are simply sent again)', () => {
    let state = add(machine.emptyOutbox, 'a');
    state = machine.withFlags(state, { id: 'f', flag: 'read', op: 'add', messages: [1], createdAt: 1 });
    state = machine.begin(machine.begin(state, 'a', 1), 'f', 1);
    expect(statuses(machine.afterRestart(state))).toEqual(['a:unknown', 'f:queued']);
  });

  it('merges read flags per batch with the change just before, when alike and still waiting', () => {
    let state = machine.withFlags(machine.emptyOutbox, {
      id: 'f1',
      flag: 'read',
      op: 'add',
      messages: [3, 1],
      createdAt: 1,
    });
    state = machine.withFlags(state, { id: 'f2', flag: 'read', op: 'add', messages: [2, 3], createdAt: 2 });
    expect(state.entries).toEqual([expect.objectContaining({ id: 'f1', messages: [1, 2, 3] })]);
    state = machine.withFlags(state, { id: 'f3', flag: 'read', op: 'remove', messages: [2], createdAt: 3 });
    state = machine.withFlags(state, { id: 'f4', flag: 'read', op: 'add', messages: [2], createdAt: 4 });
    expect(state.entries.map((e) => machine.entryId(e))).toEqual(['f1', 'f3', 'f4']);
    const sending = machine.begin(state, 'f4', 5);
    const after = machine.withFlags(sending, {
      id: 'f5',
      flag: 'read',
      op: 'add',
      messages: [9],
      createdAt: 6,
    });
    expect(after.entries).toHaveLength(4);
    const many = machine.withFlags(machine.emptyOutbox, {
      id: 'big',
      flag: 'read',
      op: 'add',
      messages: Array.from({ length: machine.MAX_FLAG_IDS + 5 }, (_, i) => i),
      createdAt: 1,
    });
    expect(many.entries.map((e) => (e.kind === 'flags' ? e.messages.length : 0))).toEqual([
      machine.MAX_FLAG_IDS,
      5,
    ]);
    expect(
      machine.settle(machine.begin(many, 'big', 1), 'big', { kind: 'sent', messageId: -1 }).entries,
    ).toHaveLength(1);
  });

  it('remembers a bounded number of sends', () => {
    let state = machine.emptyOutbox;
    for (let i = 0; i < machine.MAX_SENT_REMEMBERED + 3; i++) {
      state = machine.checked(
        machine.settle(machine.begin(add(state, `m${i}`), `m${i}`, 1), `m${i}`, { kind: 'unknown' }),
        `m${i}`,
        i,
      );
    }
    expect(state.sent).toHaveLength(machine.MAX_SENT_REMEMBERED);
    expect(state.sent[0]?.messageId).toBe(3);
  });
});
