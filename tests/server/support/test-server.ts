// One home for the reference server in tests: start it on port 0, call operations over real HTTP
// as any seeded account, validate every answer against the shared schemas, and read events.
import { afterAll, beforeAll, expect } from 'vitest';
import { z } from 'zod';
import { errorEnvelope, successEnvelope } from '../../../shared/api/envelope';
import type { AnyOperation, ParamsOf, ResponseOf } from '../../../shared/api/operation';
import { getEvents, register } from '../../../shared/api/queue';
import { encodeRequest } from '../../../shared/api/wire';
import { startServer, type RunningServer, type StartOptions } from '../../../server/app';
import type { SeedAccount } from '../../../server/seed/seed-types';

export type Who = SeedAccount | { email: string; api_key: string } | null;

export interface CallResult<O extends AnyOperation> {
  status: number;
  body: Record<string, unknown>;
  /** The validated success body; undefined on errors. */
  data: ResponseOf<O> | undefined;
  headers: Headers;
}

export class TestServer {
  constructor(readonly server: RunningServer) {}

  get url(): string {
    return this.server.url;
  }

  /** Seeded accounts by role name: owner, admin, moderator, member, member2, guest, bot. */
  account(kind: 'owner' | 'admin' | 'moderator' | 'member' | 'member2' | 'guest' | 'bot'): SeedAccount {
    const accounts = this.server.accounts;
    const pick = {
      owner: () => accounts.find((a) => a.role === 100 && !a.is_bot),
      admin: () => accounts.find((a) => a.role === 200 && !a.is_bot),
      moderator: () => accounts.find((a) => a.role === 300 && !a.is_bot),
      member: () => accounts.filter((a) => a.role === 400 && !a.is_bot)[0],
      member2: () => accounts.filter((a) => a.role === 400 && !a.is_bot)[1],
      guest: () => accounts.find((a) => a.role === 600),
      bot: () => accounts.find((a) => a.is_bot),
    }[kind]();
    if (!pick) throw new Error(`the seed has no ${kind} account`);
    return pick;
  }

  /** Raw HTTP call of an operation; every answer is checked against the envelope and, on success, the op's schema. */
  async call<O extends AnyOperation>(op: O, params: ParamsOf<O>, who: Who): Promise<CallResult<O>> {
    const request = encodeRequest(op, params as Record<string, unknown>);
    const headers: Record<string, string> = {};
    if (who) headers.authorization = `Basic ${Buffer.from(`${who.email}:${who.api_key}`).toString('base64')}`;
    if (request.body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(this.url + request.path, {
      method: request.method,
      headers,
      body: request.body,
    });
    const body = (await response.json()) as Record<string, unknown>;
    if (response.ok) {
      successEnvelope.parse(body);
      const data = op.response.parse(body) as ResponseOf<O>;
      return { status: response.status, body, data, headers: response.headers };
    }
    errorEnvelope.parse(body);
    return { status: response.status, body, data: undefined, headers: response.headers };
  }

  /** Calls and expects success; returns the validated body. */
  async ok<O extends AnyOperation>(op: O, params: ParamsOf<O>, who: Who): Promise<ResponseOf<O>> {
    const result = await this.call(op, params, who);
    expect(result.body, `${op.name} should succeed`).toMatchObject({ result: 'success' });
    return result.data as ResponseOf<O>;
  }

  /** Calls and expects an error with this status and code; returns the error body. */
  async fails<O extends AnyOperation>(op: O, params: ParamsOf<O>, who: Who, status: number, code: string) {
    const result = await this.call(op, params, who);
    expect({ status: result.status, code: result.body.code }, JSON.stringify(result.body)).toEqual({
      status,
      code,
    });
    return result.body as { msg: string; code: string } & Record<string, unknown>;
  }

  /** Registers a queue for `who` and returns a reader of its events. */
  async queue(who: SeedAccount, params: ParamsOf<typeof register> = {}): Promise<QueueReader> {
    const snapshot = await this.ok(register, { apply_markdown: true, ...params }, who);
    return new QueueReader(this, who, snapshot.queue_id as string, snapshot.last_event_id, snapshot);
  }

  /** Control API: act as another user through any operation. */
  async control(path: string, body?: unknown, method = 'POST'): Promise<Record<string, unknown>> {
    const response = await fetch(`${this.url}/__control${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as Record<string, unknown>;
  }
}

export class QueueReader {
  constructor(
    private readonly server: TestServer,
    private readonly who: SeedAccount,
    readonly queueId: string,
    public lastEventId: number,
    readonly snapshot: ResponseOf<typeof register>,
  ) {}

  /** Everything queued now (dont_block), confirming it, without heartbeats. */
  async drain(): Promise<Array<Record<string, unknown> & { type: string; id: number }>> {
    const data = await this.server.ok(
      getEvents,
      { queue_id: this.queueId, last_event_id: this.lastEventId, dont_block: true },
      this.who,
    );
    const events = data.events as Array<Record<string, unknown> & { type: string; id: number }>;
    const last = events[events.length - 1];
    if (last) this.lastEventId = last.id;
    return events.filter((e) => e.type !== 'heartbeat');
  }

  /** Drains and returns the events of one type (and op). */
  async ofType(type: string, op?: string) {
    return (await this.drain()).filter((e) => e.type === type && (op === undefined || e.op === op));
  }
}

/** Starts a fresh server for the file's tests and stops it after them. */
export function useTestServer(options: StartOptions = {}): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = new TestServer(
      await startServer({
        seed: 'demo',
        control: true,
        validateResponses: true,
        log: () => undefined,
        ...options,
      }),
    );
  });
  afterAll(async () => {
    await server?.server.close();
  });
  return () => {
    if (!server) throw new Error('server not started');
    return server;
  };
}

export { z };
