// The request pipeline: authentication, routing, bad input, ignored parameters, sign-in operations.
import { describe, expect, it } from 'vitest';
import { fetchApiKey, getServerSettings } from '../../../shared/api/auth';
import { register } from '../../../shared/api/queue';
import { useTestServer } from '../support/test-server';

const get = useTestServer();

describe('authentication', () => {
  it('answers a request without credentials with 401 UNAUTHORIZED and a Basic challenge', async () => {
    const result = await get().call(register, {}, null);
    expect(result.status).toBe(401);
    expect(result.body).toMatchObject({ code: 'UNAUTHORIZED', result: 'error' });
    expect(result.headers.get('www-authenticate')).toBe('Basic realm="zulip"');
  });

  it('answers a wrong API key with 401 INVALID_API_KEY', async () => {
    const me = get().account('member');
    await get().fails(register, {}, { email: me.email, api_key: 'wrong' }, 401, 'INVALID_API_KEY');
  });

  it('exchanges a password for the API key, and refuses a wrong one', async () => {
    const me = get().account('member');
    const key = await get().ok(fetchApiKey, { username: me.email, password: me.password }, null);
    expect(key).toMatchObject({ api_key: me.api_key, email: me.email, user_id: me.user_id });
    const wrong = await get().fails(
      fetchApiKey,
      { username: me.email, password: 'not-it' },
      null,
      401,
      'AUTHENTICATION_FAILED',
    );
    expect(wrong.msg).toBe('Your username or password is incorrect');
  });

  it('refuses deactivated users with 401 USER_DEACTIVATED', async () => {
    const me = get().account('member2');
    const user = get().server.realm.user(me.user_id);
    if (!user) throw new Error('missing user');
    user.is_active = false;
    try {
      await get().fails(register, {}, me, 401, 'USER_DEACTIVATED');
      await get().fails(
        fetchApiKey,
        { username: me.email, password: me.password },
        null,
        401,
        'USER_DEACTIVATED',
      );
    } finally {
      user.is_active = true;
    }
  });
});

describe('server settings', () => {
  it('describes the realm without authentication', async () => {
    const settings = await get().ok(getServerSettings, {}, null);
    expect(settings.realm_url).toBe(get().url);
    expect(settings.realm_name).toBe(get().server.realm.settings.name);
    expect(settings.zulip_feature_level).toBeGreaterThanOrEqual(400);
    const icon = await fetch(settings.realm_icon as string);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
  });
});

describe('bad input', () => {
  async function raw(path: string, init: RequestInit = {}) {
    const response = await fetch(get().url + path, init);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  const auth = () => {
    const me = get().account('member');
    return { authorization: `Basic ${Buffer.from(`${me.email}:${me.api_key}`).toString('base64')}` };
  };

  it('answers an unknown path with a 404 error envelope', async () => {
    expect(await raw('/api/v1/no/such/thing', { headers: auth() })).toEqual({
      status: 404,
      body: { result: 'error', code: 'BAD_REQUEST', msg: 'Not Found' },
    });
  });

  it('answers a wrong method with 405', async () => {
    const result = await raw('/api/v1/register', { method: 'GET', headers: auth() });
    expect(result.status).toBe(405);
  });

  it('answers bad JSON inside a JSON-encoded field with 400 and names the field', async () => {
    const result = await raw('/api/v1/register', {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'event_types=%5B%22message%22',
    });
    expect(result).toMatchObject({
      status: 400,
      body: { result: 'error', code: 'BAD_REQUEST', var_name: 'event_types' },
    });
  });

  it('answers a wrong type with REQUEST_VARIABLE_INVALID', async () => {
    const result = await raw('/api/v1/register', {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'apply_markdown=%22yes%22',
    });
    expect(result).toMatchObject({
      status: 400,
      body: { code: 'REQUEST_VARIABLE_INVALID', var_name: 'apply_markdown' },
    });
  });

  it('answers a malformed Authorization header with 401', async () => {
    const result = await raw('/api/v1/register', { method: 'POST', headers: { authorization: 'Bearer x' } });
    expect(result).toMatchObject({ status: 401, body: { code: 'INVALID_API_KEY' } });
  });

  it('lists unsupported parameters in ignored_parameters_unsupported', async () => {
    const result = await get().call(
      register,
      { fetch_event_types: ['realm'], colour: 'blue' } as never,
      get().account('member'),
    );
    expect(result.body.ignored_parameters_unsupported).toEqual(['colour']);
  });
});
