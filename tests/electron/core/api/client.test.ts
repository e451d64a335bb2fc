import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../../electron/core/api/client';
import { ApiError } from '../../../../electron/core/api/errors';
import { getThing, postThing, serverSettings } from './test-operations';
import { json, startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const credentials = { email: 'iago@zulip.example', apiKey: 'k3y:With/Specials+' };

describe('api client: requests', () => {
  it('sends GET parameters in the query string with Basic auth and returns the validated body', async () => {
    server.handle((_req, res) =>
      json(res, 200, { result: 'success', msg: '', thing: { id: 7, name: 'seven', extra: 1 }, other: true }),
    );
    const client = createApiClient({
      realmUrl: `${server.url}/`,
      ...credentials,
      userAgent: 'Threadline/test',
    });
    const result = await client.call(getThing, {
      thing_id: 7,
      anchor: 'newest',
      narrow: [{ operator: 'channel', operand: 'general' }],
      apply_markdown: true,
    });
    expect(result).toEqual({ thing: { id: 7, name: 'seven' } });

    const [req] = server.requests;
    expect(req?.method).toBe('GET');
    const url = new URL(req?.url ?? '', server.url);
    expect(url.pathname).toBe('/api/v1/things/7');
    expect(url.searchParams.get('anchor')).toBe('newest');
    expect(JSON.parse(url.searchParams.get('narrow') ?? '')).toEqual([
      { operator: 'channel', operand: 'general' },
    ]);
    expect(url.searchParams.get('apply_markdown')).toBe('true');
    expect(req?.body).toBe('');
    expect(req?.headers['user-agent']).toBe('Threadline/test');

    const auth = req?.headers.authorization ?? '';
    expect(auth.startsWith('Basic ')).toBe(true);
    expect(Buffer.from(auth.slice('Basic '.length), 'base64').toString('utf8')).toBe(
      'iago@zulip.example:k3y:With/Specials+',
    );
  });

  it('sends POST parameters as form fields, lists JSON-encoded and strings raw', async () => {
    server.handle((_req, res) => json(res, 200, { result: 'success', msg: '', id: 42 }));
    const client = createApiClient({ realmUrl: server.url, ...credentials });
    const result = await client.call(postThing, { content: 'hi & "bye"', to: [1, 2], type: 'direct' });
    expect(result).toEqual({ id: 42 });
    const [req] = server.requests;
    expect(req?.method).toBe('POST');
    expect(req?.url).toBe('/api/v1/things');
    expect(req?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(req?.body);
    expect(form.get('content')).toBe('hi & "bye"');
    expect(form.get('to')).toBe('[1,2]');
    expect(form.get('type')).toBe('direct');
  });

  it('sends no credentials for auth "none" operations, and works without credentials at all', async () => {
    server.handle((_req, res) => json(res, 200, { result: 'success', msg: '', realm_name: 'Zulip Dev' }));
    const anonymous = createApiClient({ realmUrl: server.url });
    expect(anonymous.hasCredentials).toBe(false);
    expect(await anonymous.call(serverSettings, {})).toEqual({
      zulip_feature_level: 0,
      realm_name: 'Zulip Dev',
    });
    await createApiClient({ realmUrl: server.url, ...credentials }).call(serverSettings, {});
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([undefined, undefined]);
    await expect(anonymous.call(getThing, { thing_id: 1 })).rejects.toThrow(/needs credentials/);
    expect(server.requests).toHaveLength(2);
  });

  it('logs ignored_parameters_unsupported as a warning', async () => {
    server.handle((_req, res) =>
      json(res, 200, { result: 'success', msg: '', id: 1, ignored_parameters_unsupported: ['type'] }),
    );
    const warnings: { message: string; details?: Record<string, unknown> }[] = [];
    const client = createApiClient({
      realmUrl: server.url,
      ...credentials,
      logger: { warn: (message, details) => warnings.push({ message, details }) },
    });
    await client.call(postThing, { content: 'x', to: [], type: 'channel' });
    expect(warnings).toEqual([
      { message: expect.stringContaining('ignored'), details: { operation: 'postThing', names: ['type'] } },
    ]);
  });

  it('rejects realm URLs that are not http(s) or carry credentials', () => {
    expect(() => createApiClient({ realmUrl: 'ftp://x.example' })).toThrow(/http or https/);
    expect(() => createApiClient({ realmUrl: 'https://u:p@x.example' })).toThrow(/credentials/);
    expect(() => createApiClient({ realmUrl: 'https://x.example', email: 'a@b' })).toThrow(/both/);
    expect(createApiClient({ realmUrl: 'https://x.example/chat//' }).realmUrl).toBe('https://x.example/chat');
  });

  it('does not follow redirects (credentials stay with the realm)', async () => {
    server.handle((_req, res) => {
      res.writeHead(302, { location: 'http://127.0.0.1:1/elsewhere' });
      res.end();
    });
    const err = await createApiClient({ realmUrl: server.url, ...credentials })
      .call(getThing, { thing_id: 1 })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).detail).toMatchObject({ kind: 'http', status: 302, code: null });
    expect((err as ApiError).message).toContain('elsewhere');
    expect(server.requests).toHaveLength(1);
  });
});
