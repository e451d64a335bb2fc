// The outbox runner through a whole life, with a fake clock, a fake server and the real outbox file:
// messages and read marks written offline, the server back, an answer lost, a restart in the middle
// of a send (loaded from disk), a refusal kept for Retry or Discard, and an echo of the local id.
// Every message reaches the server once, in order.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '../../../../shared/objects';
import { ApiError } from '../../../../electron/core/api/errors';
import { createOfflineFiles } from '../../../../electron/core/offline/offline-files';
import { storedContent } from '../../../../electron/core/offline/outbox-match';
import {
  createOutboxRunner,
  UNDECIDED_REASON,
  type OutboxTransport,
} from '../../../../electron/core/offline/outbox-runner';
import { createOutboxStore } from '../../../../electron/core/offline/outbox-store';
import type { OutboxFlags, OutboxMessage } from '../../../../electron/core/offline/outbox-types';
import { levelled } from '../../../../electron/core/session/log';
import { createFileKeyCipher } from '../../../../electron/core/vault';
import { event } from '../../../renderer/support/factories';
import { channelMessage, OWN_USER_ID, wire } from '../../../renderer/support/messages';
import { FakeClock, flushMicrotasks } from '../support/fake-clock';
import { withTempDir } from '../vault/temp-profile';

type Step = 'drop-after' | 'drop-after-down' | 'refuse' | 'hang' | 'hang-after';

/** A server that stores what it is sent, and can be down, lose answers, refuse, or never answer. */
class FakeServer {
  online = false;
  readonly stored: Message[] = [];
  readonly flags: OutboxFlags[] = [];
  plan: Step[] = [];
  /** Sends that reached the server (whatever came of them). */
  received = 0;
  private nextId = 1_000;

  constructor(private readonly clock: FakeClock) {}

  get contents(): string[] {
    return this.stored.map((m) => m.content);
  }

  transport(): OutboxTransport {
    const down = () =>
      new ApiError({ kind: 'network', description: 'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:9' });
    return {
      send: async (message: OutboxMessage) => {
        if (!this.online) throw down();
        this.received++;
        const step = this.plan.shift();
        if (step === 'refuse') {
          throw new ApiError({
            kind: 'http',
            status: 400,
            code: 'BAD_REQUEST',
            msg: 'Topics are required',
            extra: {},
          });
        }
        if (step === 'hang') return new Promise<never>(() => undefined);
        const id = this.store(message);
        if (step === 'hang-after') return new Promise<never>(() => undefined);
        if (step === 'drop-after-down') this.online = false;
        if (step === 'drop-after' || step === 'drop-after-down') {
          throw new ApiError({ kind: 'network', description: 'UND_ERR_SOCKET: other side closed' });
        }
        return { id };
      },
      updateFlags: async (change) => {
        if (!this.online) throw down();
        this.flags.push(change);
      },
      ownMessages: async (anchor, count) => {
        if (!this.online) throw down();
        const older = this.stored.filter((m) => anchor === 'newest' || m.id < anchor);
        return { messages: older.slice(-count), foundOldest: older.length <= count };
      },
    };
  }

  private store(message: OutboxMessage): number {
    const id = this.nextId++;
    const topic = message.target.type === 'channel' ? message.target.topic : '';
    this.stored.push(
      channelMessage(id, 3, topic, {
        sender_id: OWN_USER_ID,
        content: storedContent(message.content),
        timestamp: Math.floor(this.clock.now() / 1000),
      }),
    );
    return id;
  }
}

let dir: Awaited<ReturnType<typeof withTempDir>>;
let clock: FakeClock;
let server: FakeServer;
let localIds: number;
beforeEach(async () => {
  dir = await withTempDir();
  clock = new FakeClock();
  server = new FakeServer(clock);
  localIds = 0;
});
afterEach(async () => {
  await dir.cleanup();
});

const target = { type: 'channel' as const, streamId: 3, topic: 'plans' };

function runner() {
  const files = createOfflineFiles({
    profileDir: dir.profile,
    area: 'outbox',
    cipher: createFileKeyCipher(dir.profile),
    log: levelled(() => undefined),
  });
  const persistence = createOutboxStore({ accountId: 'acct', files, log: levelled(() => undefined) });
  return createOutboxRunner({
    ownUserId: OWN_USER_ID,
    transport: server.transport(),
    persistence,
    clock,
    random: () => 0.5,
    log: levelled(() => undefined),
    newestKnownId: () => 999,
    newLocalId: () => `local-${++localIds}`,
  });
}

const statuses = (r: ReturnType<typeof runner>) =>
  r.state().entries.map((e) => `${e.kind === 'message' ? e.content : e.flag}:${e.status}`);

describe('outbox runner', () => {
  it('keeps what was written offline, and sends it in order, once, when the server is back', async () => {
    const first = runner();
    await first.start();
    await first.send(target, 'one');
    await first.send(target, 'two');
    await first.markFlags('read', 'add', [5, 6]);
    await first.markFlags('read', 'add', [7]);
    await first.send(target, 'three');
    await first.settled();
    expect(server.stored).toEqual([]);
    expect(statuses(first)).toEqual(['one:queued', 'two:queued', 'read:queued', 'three:queued']);
    // It waits, with a timer, rather than trying in a loop.
    expect(clock.pending()).toHaveLength(1);
    first.stop();

    // Quit and start again: everything is still there.
    const second = runner();
    await second.start();
    await second.settled();
    expect(statuses(second)).toEqual(['one:queued', 'two:queued', 'read:queued', 'three:queued']);
    server.online = true;
    // The first answer is lost after the server stored the message.
    server.plan = ['drop-after'];
    second.wake();
    await second.settled();
    expect(server.contents).toEqual(['one', 'two', 'three']);
    expect(server.flags.map((f) => f.messages)).toEqual([[5, 6, 7]]);
    expect(second.state().entries).toEqual([]);
    expect(second.state().sent.map((s) => s.messageId)).toEqual(server.stored.map((m) => m.id));
  });

  it('tries again on its own after a wait, and at once when woken', async () => {
    const r = runner();
    await r.start();
    await r.send(target, 'one');
    await r.settled();
    server.online = true;
    await clock.runNext();
    await vi.waitFor(() => expect(server.contents).toEqual(['one']));
    await r.settled();
    expect(r.state().entries).toEqual([]);
  });

  it('after a restart in the middle of a send, looks first, and sends again only what did not arrive', async () => {
    server.online = true;
    server.plan = ['hang-after'];
    const crashed = runner();
    await crashed.start();
    await crashed.send(target, 'arrived');
    await crashed.send(target, 'next');
    await vi.waitFor(() => expect(server.contents).toEqual(['arrived']));
    crashed.stop();

    const restarted = runner();
    await restarted.start();
    expect(statuses(restarted)).toEqual(['arrived:unknown', 'next:queued']);
    await restarted.settled();
    expect(server.contents).toEqual(['arrived', 'next']);

    // The other way round: the request never reached the server.
    server.plan = ['hang'];
    await restarted.send(target, 'lost');
    await vi.waitFor(() => expect(server.received).toBe(3));
    restarted.stop();
    const again = runner();
    await again.start();
    expect(statuses(again)).toEqual(['lost:unknown']);
    await again.settled();
    expect(server.contents).toEqual(['arrived', 'next', 'lost']);
  });

  it('keeps a refused message with the reason, goes on, and retries or discards it when asked', async () => {
    server.online = true;
    server.plan = ['refuse'];
    const r = runner();
    await r.start();
    const refused = await r.send(target, 'no topic');
    await r.send(target, 'fine');
    await r.settled();
    expect(server.contents).toEqual(['fine']);
    expect(r.state().entries).toEqual([
      expect.objectContaining({ status: 'failed', error: 'Topics are required' }),
    ]);
    await r.retry(refused);
    await r.settled();
    expect(server.contents).toEqual(['fine', 'no topic']);

    server.plan = ['refuse'];
    const discarded = await r.send(target, 'give up');
    await r.settled();
    expect(await r.discard(discarded)).toBe('give up');
    expect(r.state().entries).toEqual([]);
    await r.settled();
    expect(server.contents).toEqual(['fine', 'no topic']);
  });

  it('takes the echo of its local id as proof, with no check and no second send', async () => {
    server.online = true;
    // The check cannot run: the server is gone again right after storing it.
    server.plan = ['drop-after-down'];
    const r = runner();
    await r.start();
    const localId = await r.send(target, 'echoed');
    await r.settled();
    expect(server.contents).toEqual(['echoed']);
    expect(statuses(r)).toEqual(['echoed:unknown']);
    const copy = server.stored[0] as Message;
    r.noteEvents([
      event('message', { message: wire({ ...copy, flags: [] }), flags: [], local_message_id: localId }),
    ]);
    await flushMicrotasks();
    expect(r.state()).toMatchObject({ entries: [], sent: [{ localId, messageId: copy.id }] });
    server.online = true;
    r.wake();
    await r.settled();
    expect(server.contents).toEqual(['echoed']);
  });

  it('hands a message it cannot rule out back to the user instead of sending it twice', async () => {
    server.online = true;
    const r = runner();
    await r.start();
    // Many messages of yours elsewhere since: the check cannot reach back to this one.
    for (let i = 0; i < 600; i++)
      server.stored.push(channelMessage(2_000 + i, 4, 'elsewhere', { sender_id: OWN_USER_ID }));
    server.plan = ['hang'];
    await r.send(target, 'uncertain');
    await vi.waitFor(() => expect(server.received).toBe(1));
    r.stop();
    const restarted = runner();
    await restarted.start();
    await restarted.settled();
    expect(restarted.state().entries).toEqual([
      expect.objectContaining({ status: 'failed', error: UNDECIDED_REASON }),
    ]);
    expect(server.contents.filter((c) => c === 'uncertain')).toEqual([]);
  });
});
