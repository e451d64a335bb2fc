// The control API: faults, queue expiry, restarts, rate limits, acting as another user, truth.
import { describe, expect, it } from 'vitest';
import { getServerSettings } from '../../../shared/api/auth';
import { updateMessageFlags } from '../../../shared/api/flags';
import { getMessages, sendMessage } from '../../../shared/api/messages';
import { getEvents, register } from '../../../shared/api/queue';
import { encodeRequest } from '../../../shared/api/wire';
import { useTestServer } from '../support/test-server';

const get = useTestServer({ heartbeatSeconds: 5 });

describe('fault injection', () => {
  it('fails the next N matching requests with the status, then recovers', async () => {
    await get().control('/faults', {
      path_prefix: '/server_settings',
      count: 2,
      kind: 'status',
      status: 500,
    });
    const first = await fetch(`${get().url}/api/v1/server_settings`);
    expect(first.status).toBe(500);
    expect(first.headers.get('content-type')).toBe('text/html');
    expect((await fetch(`${get().url}/api/v1/server_settings`)).status).toBe(500);
    await get().ok(getServerSettings, {}, null);
  });

  it('answers 429 with retry-after in the body and the header', async () => {
    await get().control('/faults', {
      path_prefix: '/server_settings',
      kind: 'status',
      status: 429,
      retry_after: 2.5,
    });
    const result = await get().call(getServerSettings, {}, null);
    expect(result.status).toBe(429);
    expect(result.body).toMatchObject({ code: 'RATE_LIMIT_HIT', 'retry-after': 2.5 });
    expect(result.headers.get('retry-after')).toBe('3');
  });

  it('drops the connection', async () => {
    await get().control('/faults', { path_prefix: '/server_settings', kind: 'drop' });
    await expect(fetch(`${get().url}/api/v1/server_settings`)).rejects.toThrow();
    await get().ok(getServerSettings, {}, null);
  });

  it('carries a request out and then drops the connection (drop_after)', async () => {
    const me = get().account('member');
    const queue = await get().queue(me);
    const before = await get().ok(
      getMessages,
      { anchor: 'newest', num_before: 1, num_after: 0, narrow: [] },
      me,
    );
    const newestBefore = before.messages[before.messages.length - 1]?.id ?? 0;
    await get().control('/faults', { path_prefix: '/messages', kind: 'drop_after' });
    const content = `sent once, answer lost ${Date.now()}`;
    const request = encodeRequest(sendMessage, {
      type: 'direct',
      to: [me.user_id],
      content,
      queue_id: queue.queueId,
      local_id: 'lost-1',
    });
    await expect(
      fetch(get().url + request.path, {
        method: request.method,
        headers: {
          authorization: `Basic ${Buffer.from(`${me.email}:${me.api_key}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: request.body,
      }),
    ).rejects.toThrow();
    // The server stored the message and told the sending queue, local id included.
    const events = await queue.ofType('message');
    expect(events).toEqual([expect.objectContaining({ local_message_id: 'lost-1' })]);
    const after = await get().ok(
      getMessages,
      { anchor: 'newest', num_before: 5, num_after: 0, narrow: [], apply_markdown: false },
      me,
    );
    const stored = after.messages.filter((m) => m.id > newestBefore && m.content === content);
    expect(stored).toHaveLength(1);
    // One use only: the next request is answered.
    await get().ok(getMessages, { anchor: 'newest', num_before: 0, num_after: 0, narrow: [] }, me);
  });

  it('fails only requests with the method given', async () => {
    const me = get().account('member');
    await get().control('/faults', { path_prefix: '/messages', method: 'POST', kind: 'status', status: 400 });
    await get().ok(getMessages, { anchor: 'newest', num_before: 1, num_after: 0, narrow: [] }, me);
    const send = await get().call(sendMessage, { type: 'direct', to: [me.user_id], content: 'hello' }, me);
    expect(send.status).toBe(400);
    await get().ok(sendMessage, { type: 'direct', to: [me.user_id], content: 'hello again' }, me);
  });

  it('fails only the exact path given, not the paths below it', async () => {
    const me = get().account('member');
    const sent = await get().ok(sendMessage, { type: 'direct', to: [me.user_id], content: 'to flag' }, me);
    await get().control('/faults', { path: '/messages', method: 'POST', kind: 'status', status: 400 });
    // POST /messages/flags is below /messages: it is answered and leaves the fault for the send.
    await get().ok(updateMessageFlags, { messages: [sent.id], op: 'add', flag: 'read' }, me);
    const send = await get().call(sendMessage, { type: 'direct', to: [me.user_id], content: 'hello' }, me);
    expect(send.status).toBe(400);
    await get().ok(sendMessage, { type: 'direct', to: [me.user_id], content: 'hello again' }, me);
  });

  it('delays a request', async () => {
    await get().control('/faults', { path_prefix: '/server_settings', kind: 'delay', delay_ms: 300 });
    const started = Date.now();
    await get().ok(getServerSettings, {}, null);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('rejects a malformed fault with a 400 envelope', async () => {
    const body = await get().control('/faults', { kind: 'explode' });
    expect(body).toMatchObject({ result: 'error', code: 'BAD_REQUEST' });
  });
});

describe('queues under control', () => {
  it("expires one user's queues now; an attached poll gets BAD_EVENT_QUEUE_ID", async () => {
    const me = get().account('member');
    const queue = await get().queue(me);
    const poll = get().call(getEvents, { queue_id: queue.queueId, last_event_id: -1 }, me);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const expired = await get().control('/expire-queues', { user_id: me.user_id });
    expect(expired.expired).toBeGreaterThanOrEqual(1);
    const answer = await poll;
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'BAD_EVENT_QUEUE_ID', queue_id: queue.queueId });
  });

  it('restart cuts live polls, keeps queues and gives each a restart event', async () => {
    const me = get().account('member');
    const queue = await get().queue(me);
    const poll = get().call(getEvents, { queue_id: queue.queueId, last_event_id: -1 }, me);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await get().control('/restart', {});
    await expect(poll).rejects.toThrow();
    const events = await queue.drain();
    expect(events).toEqual([
      expect.objectContaining({
        type: 'restart',
        zulip_feature_level: expect.any(Number),
        server_generation: expect.any(Number),
      }),
    ]);
  });
});

describe('acting as another user', () => {
  it('performs an operation as that user and answers as the API would', async () => {
    const other = get().account('member2');
    const ok = await get().control('/act', {
      user_id: other.user_id,
      method: 'POST',
      path: '/register',
      params: { fetch_event_types: ['realm'] },
    });
    expect(ok).toMatchObject({ result: 'success', queue_id: expect.any(String) });
    const bad = await get().control('/act', {
      user_id: other.user_id,
      method: 'POST',
      path: '/register',
      params: { apply_markdown: 'yes' },
    });
    expect(bad).toMatchObject({ result: 'error', code: 'BAD_REQUEST', var_name: 'apply_markdown' });
    const unknown = await get().control('/act', {
      user_id: 99999,
      method: 'GET',
      path: '/users',
      params: {},
    });
    expect(unknown).toMatchObject({ result: 'error' });
  });
});

describe('truth', () => {
  it('returns the server view of one user, with unread ids', async () => {
    const me = get().account('member');
    const truth = await get().control(`/truth?user_id=${me.user_id}`, undefined, 'GET');
    expect(truth).toMatchObject({
      result: 'success',
      user_settings: expect.any(Object),
      subscriptions: expect.any(Array),
    });
    expect(Array.isArray(truth.unread_message_ids)).toBe(true);
    expect(truth.queue_id).toBeUndefined();
  });
});

describe('rate limiting', () => {
  it('answers 429 RATE_LIMIT_HIT once the configured limit is exceeded', async () => {
    const me = get().account('moderator');
    await get().control('/rate-limit', { requests: 2, window_seconds: 60 });
    try {
      await get().ok(register, { fetch_event_types: ['realm'] }, me);
      await get().ok(register, { fetch_event_types: ['realm'] }, me);
      const limited = await get().call(register, { fetch_event_types: ['realm'] }, me);
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ code: 'RATE_LIMIT_HIT', msg: 'API usage exceeded rate limit' });
      expect(limited.body['retry-after']).toBeGreaterThan(0);
    } finally {
      await get().control('/rate-limit', null);
    }
  });
});

describe('control API exposure', () => {
  it('is absent unless the server was started with it', async () => {
    const { startServer } = await import('../../../server/app');
    const plain = await startServer({ seed: 'empty', log: () => undefined });
    try {
      const response = await fetch(`${plain.url}/__control/truth?user_id=1`);
      expect(response.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
