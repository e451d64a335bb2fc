// The outbox on the real API path: the runner with its transport over main's API client, against the
// reference server. The server cannot be reached while three messages and a flag change are written;
// then it is back, the first answer is dropped after the server stored the message (drop_after), and
// the app stops in the middle of the second send and starts again from disk. Each message is on the
// server once, in order, and the flag change is applied.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getMessages, sendMessage } from '../../../../shared/api/messages';
import { createApiClient } from '../../../../electron/core/api/client';
import { createOfflineFiles } from '../../../../electron/core/offline/offline-files';
import { createOutboxRunner } from '../../../../electron/core/offline/outbox-runner';
import { createOutboxStore } from '../../../../electron/core/offline/outbox-store';
import { createOutboxTransport } from '../../../../electron/core/offline/outbox-transport';
import { levelled } from '../../../../electron/core/session/log';
import { createFileKeyCipher } from '../../../../electron/core/vault';
import { useTestServer } from '../../../server/support/test-server';
import { FakeClock } from '../support/fake-clock';
import { withTempDir } from '../vault/temp-profile';

const get = useTestServer({ heartbeatSeconds: 5 });

let dir: Awaited<ReturnType<typeof withTempDir>>;
beforeEach(async () => {
  dir = await withTempDir();
});
afterEach(async () => {
  await dir.cleanup();
});

interface Network {
  down: boolean;
  /** The send (1 for the first that reaches the server) whose answer never comes back. */
  hangAt?: number;
  sends: number;
  /** Looks for a message whose answer was lost (GET /messages narrowed to your own). */
  checks: number;
}

/** Node's fetch, unless the server is "stopped" (refused, as undici says it) or an answer never comes. */
function networkIn(net: Network): typeof fetch {
  return async (input, init) => {
    if (net.down) {
      const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });
      throw new TypeError('fetch failed', { cause });
    }
    const isSend = init?.method === 'POST' && String(input).endsWith('/api/v1/messages');
    if (String(input).includes('/api/v1/messages?') && decodeURIComponent(String(input)).includes('sender'))
      net.checks++;
    if (isSend && ++net.sends === net.hangAt) {
      await fetch(input, init);
      return new Promise<Response>(() => undefined);
    }
    return fetch(input, init);
  };
}

describe('outbox against the reference server', () => {
  it('delivers each message once, in order, through an outage, a lost answer and a restart', async () => {
    const me = get().account('member');
    const queue = await get().queue(me);
    const streamId = (queue.snapshot.subscriptions as { stream_id: number }[])[0]?.stream_id ?? -1;
    const topic = `offline ${Date.now()}`;
    const starred = (
      await get().ok(
        sendMessage,
        { type: 'channel', to: streamId, topic, content: 'before' },
        get().account('owner'),
      )
    ).id;
    const clock = new FakeClock();
    const net: Network = { down: true, sends: 0, checks: 0 };
    const files = createOfflineFiles({
      profileDir: dir.profile,
      area: 'outbox',
      cipher: createFileKeyCipher(dir.profile),
      log: levelled(() => undefined),
    });
    let ids = 0;
    const runner = () => {
      const client = createApiClient({
        realmUrl: get().url,
        email: me.email,
        apiKey: me.api_key,
        fetch: networkIn(net),
      });
      return createOutboxRunner({
        ownUserId: me.user_id,
        transport: createOutboxTransport({
          client,
          ownUserId: me.user_id,
          featureLevel: () => queue.snapshot.zulip_feature_level,
          queueId: () => queue.queueId,
        }),
        persistence: createOutboxStore({ accountId: 'member', files, log: levelled(() => undefined) }),
        clock,
        log: levelled(() => undefined),
        newestKnownId: () => queue.snapshot.max_message_id as number,
        newLocalId: () => `local-${++ids}`,
      });
    };
    const target = { type: 'channel' as const, streamId, topic };
    const onServer = async () =>
      (
        await get().ok(
          getMessages,
          {
            anchor: 'newest',
            num_before: 20,
            num_after: 0,
            apply_markdown: false,
            narrow: [
              { operator: 'channel', operand: streamId },
              { operator: 'topic', operand: topic },
            ],
          },
          me,
        )
      ).messages;

    const first = runner();
    await first.start();
    for (const text of ['one', 'two  ', '\nthree']) await first.send(target, text);
    await first.markFlags('starred', 'add', [starred]);
    await first.settled();
    expect((await onServer()).map((m) => m.content)).toEqual(['before']);

    // Back, but the first answer is lost after the message was stored, and the app stops while the
    // second send is on its way (it reached the server; its answer never came).
    await get().control('/faults', {
      path_prefix: '/messages',
      method: 'POST',
      kind: 'drop_after',
      count: 1,
    });
    net.down = false;
    net.hangAt = 2;
    first.wake();
    await vi.waitFor(() => expect(net.sends).toBe(2));
    await vi.waitFor(async () =>
      expect((await onServer()).map((m) => m.content)).toEqual(['before', 'one', 'two']),
    );
    first.stop();

    const second = runner();
    await second.start();
    await second.settled();
    const messages = await onServer();
    expect(messages.map((m) => m.content)).toEqual(['before', 'one', 'two', 'three']);
    expect(messages.map((m) => m.id)).toEqual([...messages.map((m) => m.id)].sort((a, b) => a - b));
    expect(messages[0]?.flags).toContain('starred');
    expect(second.state().entries).toEqual([]);
    // One look after the lost answer, one after the restart; nothing was sent twice.
    expect(net.checks).toBe(2);
    expect(net.sends).toBe(3);
    // The sending queue heard its local ids back.
    const echoes = (await queue.ofType('message')).map((e) => e.local_message_id);
    expect(echoes).toEqual(expect.arrayContaining(['local-1', 'local-2', 'local-3']));
  });
});
