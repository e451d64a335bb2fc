// The IPC router with a fake session: what reaches the session, and what never does.
import { describe, expect, it } from 'vitest';
import { plainIntl } from '../../../support/intl';
import { createIpcRouter, type IpcSession } from '../../../../electron/core/ipc';
import { IpcFailure } from '../../../../electron/core/session';
import { IPC_LIMITS, MESSAGE_CONTENT_MAX, type AppState } from '../../../../shared/ipc';
import { recordingLog } from '../session/recording-log';

const TRUSTED = { frame: 'app://threadline/index.html' };

const appState: AppState = {
  accounts: [],
  activeAccountId: null,
  connection: { status: 'idle', failures: 0 },
  connections: {},
  keyStorage: 'test',
  demoAvailable: false,
};

function nested(levels: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i++) value = { inner: value };
  return value;
}

function setup(overrides: Partial<IpcSession> = {}) {
  const calls: { method: string; args: unknown[] }[] = [];
  const record =
    <T>(method: string, answer: T) =>
    async (...args: unknown[]) => {
      calls.push({ method, args });
      return answer;
    };
  const account = {
    id: 'a1',
    realmUrl: 'https://x.example',
    email: 'e@x.example',
    userId: 1,
    realmName: 'X',
  };
  const session: IpcSession = {
    state: () => {
      calls.push({ method: 'state', args: [] });
      return appState;
    },
    probe: record('probe', {
      realmUrl: 'https://x.example',
      realmName: 'X',
      zulipVersion: '11.0',
      featureLevel: 400,
      passwordAuth: true,
      usernameIsEmail: true,
      externalMethods: [],
    }),
    signInWithPassword: record('signInWithPassword', account),
    signInWithApiKey: record('signInWithApiKey', account),
    signInWithZuliprc: record('signInWithZuliprc', account),
    signInDemo: record('signInDemo', account),
    startBrowserSignIn: record('startBrowserSignIn', { url: 'https://x.example/login?x', opened: false }),
    finishBrowserSignIn: record('finishBrowserSignIn', account),
    switchAccount: record('switchAccount', appState),
    signOut: record('signOut', appState),
    reorderAccounts: record('reorderAccounts', appState),
    retryNow: (...args: unknown[]) => void calls.push({ method: 'retryNow', args }),
    callApi: record('callApi', { subscriptions: [] }),
    saveComposeDraft: record('saveComposeDraft', undefined),
    loadComposeDrafts: record('loadComposeDrafts', { 'dm:5': 'half a thought' }),
    serverEmojiData: record('serverEmojiData', { codeToNames: { '1f600': ['grinning'] } }),
    setBadgeCount: (count: number) => {
      calls.push({ method: 'setBadgeCount', args: [count] });
    },
    upload: record('upload', { url: '/user_uploads/2/ab/r/a.png', filename: 'a.png' }),
    cancelUpload: (id: string) => void calls.push({ method: 'cancelUpload', args: [id] }),
    outboxSend: record('outboxSend', undefined),
    outboxRetry: record('outboxRetry', undefined),
    outboxDiscard: record('outboxDiscard', { content: 'taken back' }),
    outboxMarkRead: record('outboxMarkRead', undefined),
    offlineUsage: record('offlineUsage', { usedBytes: 10, limitBytes: 20 }),
    clearOfflineData: record('clearOfflineData', { usedBytes: 0, limitBytes: 20 }),
    ...overrides,
  };
  const log = recordingLog();
  const router = createIpcRouter({
    intl: plainIntl,
    session,
    isTrustedSender: (sender) => sender === TRUSTED,
    log,
  });
  return { router, calls, log, session };
}

describe('ipc router', () => {
  it('refuses a foreign sender before looking at the call, and logs it', async () => {
    const { router, calls, log } = setup();
    const result = await router.handle({ frame: 'https://evil.example' }, 'app.state', {});
    expect(result).toEqual({ ok: false, error: { kind: 'invalid-request', message: 'Untrusted sender' } });
    expect(calls).toEqual([]);
    expect(log.lines).toEqual([expect.stringMatching(/^warn ipc: refused a call from an untrusted sender/)]);
  });

  it('refuses unknown call names, including inherited property names', async () => {
    const { router, calls } = setup();
    for (const name of ['nope', 'constructor', '__proto__', 'toString', 42, undefined]) {
      expect(await router.handle(TRUSTED, name, {})).toEqual({
        ok: false,
        error: { kind: 'invalid-request', message: 'Unknown call' },
      });
    }
    expect(calls).toEqual([]);
  });

  it('refuses parameters that do not match the schema, with the problem but not the values', async () => {
    const { router, calls, log } = setup();
    const result = await router.handle(TRUSTED, 'signIn.password', {
      url: 'https://x.example',
      email: 'e@x.example',
      password: 42,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('invalid-request');
    expect(result.error.message).toMatch(/^password: /);
    expect((await router.handle(TRUSTED, 'server.probe', 'https://x.example')).ok).toBe(false);
    expect(
      (await router.handle(TRUSTED, 'signIn.password', { url: '', email: 'e', password: 'hunter2' })).ok,
    ).toBe(false);
    expect(calls).toEqual([]);
    expect(JSON.stringify(log.lines)).not.toContain('hunter2');
  });

  it('refuses every operation not opted in for the renderer without asking the session', async () => {
    const { router, calls, log } = setup();
    for (const op of [
      'register',
      'getEvents',
      'deleteQueue',
      'fetchApiKey',
      'getSubscriptions',
      'getStream',
    ]) {
      expect(await router.handle(TRUSTED, 'api', { accountId: 'a1', op, params: {} })).toEqual({
        ok: false,
        error: { kind: 'invalid-request', message: `The operation "${op}" is not available here` },
      });
    }
    for (const op of ['noSuchOp', 'toString', '__proto__']) {
      expect(await router.handle(TRUSTED, 'api', { accountId: 'a1', op })).toEqual({
        ok: false,
        error: { kind: 'invalid-request', message: 'Unknown operation' },
      });
    }
    expect(calls).toEqual([]);
    expect(log.lines).toContainEqual(expect.stringMatching(/^warn ipc: operation refused.*fetchApiKey/));
    expect(JSON.stringify(log.lines)).not.toContain('noSuchOp');
  });

  it('refuses parameters beyond their bounds, naming the limit and logging only its kind', async () => {
    const { router, calls, log } = setup();
    const send = (params: Record<string, unknown>) =>
      router.handle(TRUSTED, 'api', {
        accountId: 'a1',
        op: 'sendMessage',
        params: { type: 'stream', to: 1, ...params },
      });
    const refusals: [unknown, RegExp][] = [
      [await send({ content: 'é'.repeat(MESSAGE_CONTENT_MAX + 1) }), /^The content is longer than 200000/],
      [await send({ content: 'x', topic: 't'.repeat(IPC_LIMITS.string + 1) }), /^A text is longer than 2000/],
      [
        await send({ content: 'x', to: new Array(IPC_LIMITS.arrayItems + 1).fill(1) }),
        /more than 5000 items/,
      ],
      [await send({ content: 'x', deep: nested(IPC_LIMITS.depth + 1) }), /deeper than 8 levels/],
      [await send(JSON.parse('{"content":"x","__proto__":{"polluted":1}}')), /name is not allowed/],
      [await send({ content: 'x', constructor: { prototype: { polluted: 1 } } }), /name is not allowed/],
      [await send({ content: new Date() }), /plain data/],
      [
        await router.handle(TRUSTED, 'compose.saveDraft', {
          accountId: 'a1',
          key: 'k',
          text: 'x'.repeat(200_001),
        }),
        /text is longer/,
      ],
    ];
    for (const [result, message] of refusals) {
      expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-request', message } });
    }
    expect(calls).toEqual([]);
    expect(
      log.lines.every((line) =>
        /^warn ipc: parameters out of bounds \{"call":"[\w.]+","problem":"[\w-]+"\}$/.test(line),
      ),
    ).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('lets values up to their named limits through, counting characters, not UTF-16 units', async () => {
    const { router, calls } = setup();
    const content = '😀'.repeat(MESSAGE_CONTENT_MAX);
    const result = await router.handle(TRUSTED, 'api', {
      accountId: 'a1',
      op: 'sendMessage',
      params: { type: 'stream', to: 1, content },
    });
    expect(result.ok).toBe(true);
    // A push token over the server's 4096 reaches it, so the user sees the server's own words.
    const token = 'x'.repeat(4097);
    expect(
      (await router.handle(TRUSTED, 'api', { accountId: 'a1', op: 'removePushToken', params: { token } })).ok,
    ).toBe(true);
    expect(calls).toEqual([
      { method: 'callApi', args: ['a1', 'sendMessage', { type: 'stream', to: 1, content }] },
      { method: 'callApi', args: ['a1', 'removePushToken', { token }] },
    ]);
  });

  it('passes good calls through with their parsed parameters', async () => {
    const { router, calls } = setup();
    expect(await router.handle(TRUSTED, 'app.state', undefined)).toEqual({ ok: true, value: appState });
    const signIn = await router.handle(TRUSTED, 'signIn.apiKey', {
      url: ' https://x.example ',
      email: 'e@x.example',
      apiKey: 'key',
    });
    expect(signIn).toMatchObject({ ok: true, value: { id: 'a1' } });
    expect(await router.handle(TRUSTED, 'connection.retryNow', {})).toEqual({ ok: true, value: null });
    expect(await router.handle(TRUSTED, 'connection.retryNow', { accountId: 'a2' })).toEqual({
      ok: true,
      value: null,
    });
    expect(await router.handle(TRUSTED, 'api', { accountId: 'a1', op: 'getChannelFolders' })).toEqual({
      ok: true,
      value: { subscriptions: [] },
    });
    expect(await router.handle(TRUSTED, 'account.signOut', { accountId: 'a1' })).toEqual({
      ok: true,
      value: appState,
    });
    expect(await router.handle(TRUSTED, 'account.reorder', { accountIds: ['a2', 'a1'] })).toEqual({
      ok: true,
      value: appState,
    });
    // A call that acts as an account must name it.
    expect(await router.handle(TRUSTED, 'api', { op: 'getChannelFolders' })).toMatchObject({ ok: false });
    expect(await router.handle(TRUSTED, 'account.reorder', { accountIds: [] })).toMatchObject({ ok: false });
    expect(calls).toEqual([
      { method: 'state', args: [] },
      { method: 'signInWithApiKey', args: ['https://x.example', 'e@x.example', 'key'] },
      { method: 'retryNow', args: [undefined] },
      { method: 'retryNow', args: ['a2'] },
      { method: 'callApi', args: ['a1', 'getChannelFolders', {}] },
      { method: 'signOut', args: ['a1'] },
      { method: 'reorderAccounts', args: [['a2', 'a1']] },
    ]);
  });

  it('passes browser sign-in calls through, and refuses a missing method or an empty or huge address', async () => {
    const { router, calls } = setup();
    expect(
      await router.handle(TRUSTED, 'signIn.browserStart', { url: 'https://x.example', method: 'saml:okta' }),
    ).toEqual({ ok: true, value: { url: 'https://x.example/login?x', opened: false } });
    const link = 'zulip://login?realm=https%3A%2F%2Fx.example';
    expect(await router.handle(TRUSTED, 'signIn.browserFinish', { link: ` ${link} ` })).toMatchObject({
      ok: true,
      value: { id: 'a1' },
    });
    for (const [name, params] of [
      ['signIn.browserStart', { url: 'https://x.example' }],
      ['signIn.browserStart', { url: 'https://x.example', method: '' }],
      ['signIn.browserFinish', { link: '   ' }],
      ['signIn.browserFinish', { link: `zulip://login?${'a'.repeat(2001)}` }],
    ] as const) {
      expect(await router.handle(TRUSTED, name, params)).toMatchObject({
        ok: false,
        error: { kind: 'invalid-request' },
      });
    }
    expect(calls).toEqual([
      { method: 'startBrowserSignIn', args: ['https://x.example', 'saml:okta'] },
      { method: 'finishBrowserSignIn', args: [link] },
    ]);
  });

  it("turns the session's failures into results and never throws", async () => {
    const { router, log } = setup({
      probe: async () => {
        throw new IpcFailure({ kind: 'network', message: 'Could not reach x.example.' });
      },
      signInDemo: async () => {
        throw new TypeError('bug');
      },
    });
    expect(await router.handle(TRUSTED, 'server.probe', { url: 'x.example' })).toEqual({
      ok: false,
      error: { kind: 'network', message: 'Could not reach x.example.' },
    });
    const crash = await router.handle(TRUSTED, 'signIn.demo', {});
    expect(crash).toMatchObject({ ok: false, error: { kind: 'internal' } });
    expect(log.lines).toContainEqual(
      expect.stringMatching(/^error ipc: call failed unexpectedly.*signIn\.demo/),
    );

    const throwingCheck = createIpcRouter({
      intl: plainIntl,
      session: setup().session,
      isTrustedSender: () => {
        throw new Error('broken check');
      },
      log: recordingLog(),
    });
    expect(await throwingCheck.handle(TRUSTED, 'app.state', {})).toMatchObject({
      ok: false,
      error: { kind: 'internal' },
    });
  });

  it('passes compose draft calls through, and refuses a key-less or oversized draft', async () => {
    const { router, calls } = setup();
    expect(
      await router.handle(TRUSTED, 'compose.saveDraft', { accountId: 'a1', key: 'dm:5', text: 'hello' }),
    ).toEqual({ ok: true, value: null });
    expect(await router.handle(TRUSTED, 'compose.loadDrafts', {})).toMatchObject({ ok: false });
    expect(await router.handle(TRUSTED, 'compose.loadDrafts', { accountId: 'a1' })).toEqual({
      ok: true,
      value: { 'dm:5': 'half a thought' },
    });
    for (const params of [
      { accountId: 'a1', key: '', text: 'x' },
      { accountId: 'a1', key: 'dm:5', text: 'x'.repeat(200_001) },
      { accountId: 'a1', key: 'dm:5' },
      { key: 'dm:5', text: 'x' },
    ]) {
      expect(await router.handle(TRUSTED, 'compose.saveDraft', params)).toMatchObject({ ok: false });
    }
    expect(calls).toEqual([
      { method: 'saveComposeDraft', args: ['a1', 'dm:5', 'hello'] },
      { method: 'loadComposeDrafts', args: ['a1'] },
    ]);
  });

  it('answers emoji.serverData with the server emoji names from the session', async () => {
    const { router, calls } = setup();
    expect(await router.handle(TRUSTED, 'emoji.serverData', { accountId: 'a1' })).toEqual({
      ok: true,
      value: { codeToNames: { '1f600': ['grinning'] } },
    });
    expect(calls).toEqual([{ method: 'serverEmojiData', args: ['a1'] }]);
  });

  it('passes the unread badge count to the host and refuses nonsense counts', async () => {
    const { router, calls } = setup();
    expect(await router.handle(TRUSTED, 'app.setBadge', { count: 3 })).toEqual({ ok: true, value: null });
    for (const params of [{ count: -1 }, { count: 1.5 }, { count: '3' }, {}]) {
      expect(await router.handle(TRUSTED, 'app.setBadge', params)).toMatchObject({ ok: false });
    }
    expect(calls).toEqual([{ method: 'setBadgeCount', args: [3] }]);
  });

  it('takes uploads only from the trusted sender and cancels them by a well-formed id', async () => {
    const { router, calls } = setup({
      upload: () => Promise.reject(new IpcFailure({ kind: 'invalid-request', message: 'too big' })),
    });
    const request = {
      id: 'u1',
      accountId: 'a1',
      name: 'a.png',
      type: 'image/png',
      bytes: new ArrayBuffer(4),
    };
    expect(await router.upload({ frame: 'https://evil.example' }, request)).toEqual({
      ok: false,
      error: { kind: 'invalid-request', message: 'Untrusted sender' },
    });
    expect(await router.upload(TRUSTED, request)).toEqual({
      ok: false,
      error: { kind: 'invalid-request', message: 'too big' },
    });
    expect(await router.handle(TRUSTED, 'upload.cancel', { id: 'u1' })).toEqual({ ok: true, value: null });
    expect((await router.handle(TRUSTED, 'upload.cancel', { id: '../x' })).ok).toBe(false);
    expect(calls.filter((c) => c.method === 'cancelUpload')).toEqual([
      { method: 'cancelUpload', args: ['u1'] },
    ]);
  });

  it('passes a trusted upload to the session as it came', async () => {
    const { router, calls } = setup();
    const request = {
      id: 'u2',
      accountId: 'a1',
      name: 'a.png',
      type: 'image/png',
      bytes: new ArrayBuffer(4),
    };
    expect(await router.upload(TRUSTED, request)).toEqual({
      ok: true,
      value: { url: '/user_uploads/2/ab/r/a.png', filename: 'a.png' },
    });
    expect(calls.find((c) => c.method === 'upload')?.args).toEqual([request]);
  });
});
