// 10,000 random calls through the IPC router, as a hostile or broken renderer could make them. The
// router runs with the session's real `api` path (callOperation) over a fake connection, so what is
// accepted is seen after the operation's schema. None may throw; each is refused with a typed
// IpcError or reaches the session sanitised; Object.prototype stays untouched; no generated value is
// ever logged. The seed is fixed so a failure replays.
import { describe, expect, it } from 'vitest';
import { plainIntl } from '../../../support/intl';
import type { ApiClient } from '../../../../electron/core/api/client';
import { createIpcRouter, type IpcSession } from '../../../../electron/core/ipc';
import { callOperation } from '../../../../electron/core/session/call-api';
import type { AnyOperation } from '../../../../shared/api';
import {
  FORBIDDEN_KEYS,
  IPC_LIMITS,
  IPC_STRING_LIMITS,
  type AppState,
  type IpcError,
} from '../../../../shared/ipc';
import { recordingLog } from '../session/recording-log';
import { createFuzzer, MARK, seededRandom } from './fuzz-values';

const CALLS = 10_000;
const SEED = 0x15_f022;
const TRUSTED = { frame: 'app://threadline/index.html' };
/** The fake session never fails, so every refusal is the router's or the operation schema's own. */
const KINDS: IpcError['kind'][] = ['invalid-request'];

const appState: AppState = {
  accounts: [],
  activeAccountId: null,
  connection: { status: 'idle', failures: 0 },
  connections: {},
  keyStorage: 'test',
  demoAvailable: false,
};

function fakeSession(received: unknown[]): IpcSession {
  const connection = {
    client: {
      call: async (op: AnyOperation, params: unknown) => {
        received.push({ op: op.name, params });
        return {};
      },
    } as unknown as ApiClient,
    featureLevel: () => 400,
    queueId: () => 'q1',
    redact: () => undefined,
  };
  const take =
    <T>(answer: T) =>
    async (...args: unknown[]) => {
      received.push(args);
      return answer;
    };
  return {
    state: () => appState,
    probe: take({
      realmUrl: 'x',
      realmName: 'X',
      zulipVersion: '11',
      featureLevel: 400,
      passwordAuth: true,
      usernameIsEmail: true,
      externalMethods: [],
    }),
    signInWithPassword: take(null as never),
    signInWithApiKey: take(null as never),
    signInWithZuliprc: take(null as never),
    signInDemo: take(null as never),
    startBrowserSignIn: take(null as never),
    finishBrowserSignIn: take(null as never),
    switchAccount: take(appState),
    signOut: take(appState),
    reorderAccounts: take(appState),
    retryNow: () => undefined,
    callApi: (_accountId, op, params) => callOperation(connection, op, params),
    saveComposeDraft: take(undefined),
    loadComposeDrafts: take({}),
    serverEmojiData: take(null),
    setBadgeCount: (count) => void received.push([count]),
    upload: take({ url: '/user_uploads/x', filename: 'x' }),
    outboxSend: take(undefined),
    outboxRetry: take(undefined),
    outboxDiscard: take({ content: null }),
    outboxMarkRead: take(undefined),
    offlineUsage: take({ usedBytes: 0, limitBytes: 1 }),
    clearOfflineData: take({ usedBytes: 0, limitBytes: 1 }),
    cancelUpload: (id) => void received.push([id]),
  };
}

/** Only JSON data within the limits, no generated or prototype key: what a sanitised value looks like. */
function problemIn(value: unknown, key = '', depth = 0): string | undefined {
  if (depth > IPC_LIMITS.depth) return 'too deep';
  if (typeof value === 'string') {
    const limit = IPC_STRING_LIMITS[key] ?? IPC_LIMITS.string;
    // Limits count characters; one character is at most two UTF-16 units.
    return value.length > 2 * limit ? 'a string over its limit' : undefined;
  }
  if (value === null || ['number', 'boolean', 'undefined'].includes(typeof value)) return undefined;
  if (typeof value !== 'object') return `a ${typeof value}`;
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== Array.prototype) return 'a non-plain object';
  if (Array.isArray(value) && value.length > IPC_LIMITS.arrayItems) return 'a list over its limit';
  for (const [name, inner] of Object.entries(value)) {
    if (name.includes(MARK) || FORBIDDEN_KEYS.has(name)) return 'a key the schema does not know';
    const problem = problemIn(inner, name, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

describe('ipc router under 10,000 random calls', () => {
  it('never throws, refuses or sanitises every call, pollutes nothing and logs no value', async () => {
    const prototypeBefore = Object.getOwnPropertyDescriptors(Object.prototype);
    const received: unknown[] = [];
    const log = recordingLog();
    const router = createIpcRouter({
      intl: plainIntl,
      session: fakeSession(received),
      isTrustedSender: (sender) => sender === TRUSTED,
      log,
    });
    const random = seededRandom(SEED);
    const fuzz = createFuzzer(random);
    const outcomes = { accepted: 0, refused: 0, thrown: 0 };

    for (let i = 0; i < CALLS; i++) {
      const name = fuzz.name();
      const sender = random() < 0.95 ? TRUSTED : { frame: `https://evil.example/${MARK}` };
      const before = received.length;
      try {
        const result = await router.handle(sender, name, fuzz.params(name));
        if (result.ok) {
          outcomes.accepted++;
          for (const seen of received.slice(before)) expect(problemIn(seen), `call ${i}`).toBeUndefined();
        } else {
          outcomes.refused++;
          expect(KINDS, `call ${i}`).toContain(result.error.kind);
          expect(typeof result.error.message).toBe('string');
        }
      } catch {
        outcomes.thrown++;
      }
    }

    expect(outcomes.thrown).toBe(0);
    // Both paths were exercised: the fuzz is not all refusals, nor all valid calls.
    expect(outcomes.accepted).toBeGreaterThan(CALLS / 20);
    expect(outcomes.refused).toBeGreaterThan(CALLS / 2);
    expect(Object.getOwnPropertyDescriptors(Object.prototype)).toEqual(prototypeBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(log.lines.length).toBeGreaterThan(0);
    expect(log.lines.filter((line) => line.includes(MARK))).toEqual([]);
  }, 60_000);
});
