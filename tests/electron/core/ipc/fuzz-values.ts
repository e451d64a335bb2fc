// Hostile IPC input for the router fuzz, from a seeded generator so a failure can be replayed: names
// and parameters of every wrong shape (huge strings and lists, deep nesting, prototype keys, values no
// IPC channel carries), next to valid calls with one part changed. Every string it makes holds MARK,
// so a test can prove none of them reached a log line.
import { FORBIDDEN_KEYS, IPC_LIMITS, ipcCalls } from '../../../../shared/ipc';
import { OPERATIONS, RENDERER_OPERATIONS } from '../../../../shared/api';

export const MARK = 'fz§';

/** mulberry32: a tiny seeded generator, good enough to spread cases, repeatable from its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createFuzzer(random: () => number) {
  const int = (below: number) => Math.floor(random() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const chars = ['a', 'é', '漢', '😀', '\u0000', '\ud800', '"', '\\', '\n', '%', '<'];
  const text = () => MARK + Array.from({ length: int(12) }, () => pick(chars)).join('');
  const knownKeys = ['content', 'topic', 'to', 'type', 'op', 'params', 'text', 'narrow', 'anchor', 'url'];
  // Huge values are made once and reused (nothing may change them), so the fuzz spends its time routing.
  const hugeTexts = [IPC_LIMITS.string + 1, 10_001, 250_000, 2_000_000].flatMap((size) =>
    ['x', '漢', '😀'].map((char) => MARK + char.repeat(size)),
  );
  const hugeLists = [IPC_LIMITS.arrayItems + 1, 50_000].map((size) => new Array<string>(size).fill(MARK));
  const keyOf = () =>
    random() < 0.1 ? pick([...FORBIDDEN_KEYS]) : random() < 0.5 ? pick(knownKeys) : text();

  function object(depth: number): Record<string, unknown> {
    const target: Record<string, unknown> = random() < 0.1 ? Object.create(null) : {};
    for (let i = int(5); i > 0; i--) {
      // defineProperty makes an own `__proto__` key, as JSON.parse and structured clone do.
      Object.defineProperty(target, keyOf(), { value: value(depth + 1), enumerable: true, writable: true });
    }
    return target;
  }

  function nested(levels: number): unknown {
    let inner: unknown = text();
    for (let i = 0; i < levels; i++) inner = random() < 0.5 ? [inner] : { [text()]: inner };
    return inner;
  }

  const deepValues = [IPC_LIMITS.depth + 1, IPC_LIMITS.depth + 1, 100, 5_000].map(nested);

  function hostile(): unknown {
    const throwing = new Proxy(
      {},
      {
        getPrototypeOf: () => {
          throw new Error(MARK);
        },
        ownKeys: () => {
          throw new Error(MARK);
        },
      },
    );
    const getter = Object.defineProperty({}, 'content', {
      enumerable: true,
      get: () => {
        throw new Error(MARK);
      },
    });
    return pick([
      new Date(),
      new Map([[text(), 1]]),
      new Set([text()]),
      /fz§/,
      new Uint8Array(8),
      new Error(text()),
      Promise.resolve(text()),
      () => text(),
      Symbol(MARK),
      10n ** 30n,
      throwing,
      getter,
      new (class Custom {
        field = text();
      })(),
    ]);
  }

  function value(depth = 0): unknown {
    const roll = random();
    if (roll < 0.2) return text();
    if (roll < 0.3) return pick([0, -1, 1.5, 2 ** 53, NaN, Infinity, -0, true, false, null, undefined]);
    if (roll < 0.35) return pick(hugeTexts);
    if (roll < 0.4) return pick(hugeLists);
    if (roll < 0.42) return Object.assign([], { length: 1_000_000_000 });
    if (roll < 0.5) return pick(deepValues);
    if (roll < 0.58) return hostile();
    if (depth > 3) return text();
    if (roll < 0.75) return Array.from({ length: int(4) }, () => value(depth + 1));
    return object(depth);
  }

  /** A valid call of a renderer operation, then sometimes one part changed. */
  function apiParams(op: string): unknown {
    const valid: Record<string, Record<string, unknown>> = {
      sendMessage: { type: 'stream', to: 7, topic: text(), content: text(), local_id: text() },
      getMessages: {
        anchor: 'newest',
        num_before: 10,
        num_after: 0,
        narrow: [{ operator: 'channel', operand: 7 }],
      },
      updateMessageFlags: { messages: [1, 2, 3], op: 'add', flag: 'read' },
      subscribe: { subscriptions: [{ name: text(), description: text() }] },
    };
    const params: Record<string, unknown> = { ...(valid[op] ?? {}) };
    if (random() < 0.5) params[keyOf()] = value(1);
    return random() < 0.15 ? value() : params;
  }

  const callNames = Object.keys(ipcCalls);
  const opNames = [...OPERATIONS.keys()];
  const rendererOps = [...RENDERER_OPERATIONS.keys()];

  return {
    name(): unknown {
      const roll = random();
      if (roll < 0.5) return pick(callNames);
      if (roll < 0.8) return 'api';
      if (roll < 0.9) return text();
      return pick([
        'constructor',
        '__proto__',
        'toString',
        'hasOwnProperty',
        42,
        null,
        undefined,
        {},
        ['api'],
      ]);
    },
    params(name: unknown): unknown {
      if (name !== 'api') {
        if (random() >= 0.5) return value();
        // Calls that act as an account name it: often a plausible id beside the random keys.
        const params = object(0);
        if (random() < 0.5 && typeof params === 'object' && params !== null)
          (params as Record<string, unknown>).accountId = 'account-1';
        return params;
      }
      const op = random() < 0.6 ? pick(rendererOps) : random() < 0.7 ? pick(opNames) : value();
      const call: Record<string, unknown> = {
        // The account a call acts as: usually a plausible id, sometimes anything at all.
        accountId: random() < 0.97 ? 'account-1' : value(),
        op,
        params: apiParams(typeof op === 'string' ? op : ''),
      };
      if (random() < 0.2) call[keyOf()] = value(1);
      return call;
    },
  };
}
