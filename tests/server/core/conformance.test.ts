// Every operation of the shared table has exactly one server route, and malformed requests to any of
// them get an error envelope — never a 500 — and change nothing.
import { describe, expect, it } from 'vitest';
import * as api from '../../../shared/api';
import { OPERATIONS } from '../../../shared/api';
import { pathParamNames } from '../../../shared/api/operation';
import { allRoutes } from '../../../server/routes';
import { useTestServer } from '../support/test-server';

const get = useTestServer();

describe('the operation table', () => {
  it('names each operation after its export and gives each exactly one route', () => {
    for (const [exportName, value] of Object.entries(api)) {
      if (OPERATIONS.get(exportName) === value) continue;
      const op = [...OPERATIONS.values()].find((o) => o === value);
      expect(op, `export ${exportName} is an operation named ${op?.name}`).toBeUndefined();
    }
    for (const op of OPERATIONS.values()) {
      const routes = allRoutes.filter((r) => r.op === op);
      expect(routes.length, `${op.name} has one route`).toBe(1);
    }
    expect(allRoutes.length).toBe(OPERATIONS.size);
  });

  it('declares every path parameter among the parameters', () => {
    for (const op of OPERATIONS.values()) {
      for (const name of pathParamNames(op.path))
        expect(op.params.shape, `${op.name}.${name}`).toHaveProperty(name);
    }
  });
});

/** Field values that are wrong for almost any parameter: bad JSON, wrong types, absurd sizes. */
const GARBAGE = [
  '[1,',
  '{"a":',
  'null',
  '-1',
  '1e309',
  '"x"',
  '[]',
  '{}',
  'true',
  'x'.repeat(5000),
  '\u0000',
];

function stable(truth: Record<string, unknown>): Record<string, unknown> {
  const { server_timestamp: _time, presences: _presences, ...rest } = truth;
  return rest;
}

describe('malformed requests', () => {
  it('never answer 500, and an error never changes what the server holds', async () => {
    const me = get().account('member');
    const truth = async () => stable(await get().control(`/truth?user_id=${me.user_id}`, undefined, 'GET'));
    let known = await truth();
    const authorization = `Basic ${Buffer.from(`${me.email}:${me.api_key}`).toString('base64')}`;
    const failures: string[] = [];
    for (const op of OPERATIONS.values()) {
      if (op.name === 'getEvents' || op.name === 'deleteQueue' || op.name === 'register') continue;
      for (const garbage of GARBAGE) {
        let path = op.path;
        for (const name of pathParamNames(op.path))
          path = path.replace(`{${name}}`, encodeURIComponent(garbage === '-1' ? '999999' : garbage));
        const fields = new URLSearchParams();
        for (const name of Object.keys(op.params.shape))
          if (!pathParamNames(op.path).includes(name)) fields.set(name, garbage);
        const isGet = op.method === 'GET';
        const response = await fetch(`${get().url}/api/v1${path}${isGet ? `?${fields}` : ''}`, {
          method: op.method,
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: isGet ? undefined : fields.toString(),
        });
        const text = await response.text();
        // Node's HTTP parser refuses an oversized query string before the server sees it: still no 500.
        if (response.status === 431) continue;
        let body: Record<string, unknown> = {};
        try {
          body = JSON.parse(text) as Record<string, unknown>;
        } catch {
          failures.push(
            `${op.name} with ${JSON.stringify(garbage.slice(0, 20))}: not JSON: ${response.status} ${text.slice(0, 80)}`,
          );
          continue;
        }
        const label = `${op.name} with ${JSON.stringify(garbage.slice(0, 20))}`;
        if (response.status >= 500 || typeof body.result !== 'string') {
          failures.push(`${label}: ${response.status} ${JSON.stringify(body)}`);
        }
        // Garbage can still be a valid string value; only refused requests must leave no trace.
        const now = await truth();
        if (body.result === 'error' && JSON.stringify(now) !== JSON.stringify(known)) {
          failures.push(`${label}: refused (${String(body.msg)}) but changed state`);
        }
        known = now;
      }
    }
    expect(failures).toEqual([]);
  });
});
