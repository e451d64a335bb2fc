import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineOperation } from '../../../shared/api/operation';
import { acceptsOnlyStrings, decodeParams, encodeRequest, matchPath } from '../../../shared/api/wire';

const op = defineOperation({
  name: 'example',
  method: 'POST',
  path: '/things/{thing_id}/parts',
  summary: 'test operation',
  params: z.object({
    thing_id: z.number().int(),
    topic: z.string(),
    flag: z.boolean().optional(),
    ids: z.array(z.number().int()).optional(),
    anchor: z.union([z.number().int(), z.enum(['newest', 'oldest'])]).optional(),
    retention: z.union([z.number().int(), z.string()]).optional(),
  }),
  response: z.object({}),
});

describe('encodeRequest', () => {
  it('fills path parameters, sends strings raw and everything else as JSON form fields', () => {
    const request = encodeRequest(op, {
      thing_id: 7,
      topic: 'true',
      flag: false,
      ids: [1, 2],
      anchor: 'newest',
    });
    expect(request.path).toBe('/api/v1/things/7/parts');
    const fields = new URLSearchParams(request.body);
    expect(Object.fromEntries(fields)).toEqual({
      topic: 'true',
      flag: 'false',
      ids: '[1,2]',
      anchor: 'newest',
    });
  });

  it('puts GET parameters in the query string and leaves out undefined values', () => {
    const get = { ...op, method: 'GET' as const, path: '/things' };
    const request = encodeRequest(get, { topic: 'a b', flag: undefined, ids: [3] });
    expect(request.body).toBeUndefined();
    expect(request.path).toBe('/api/v1/things?topic=a+b&ids=%5B3%5D');
  });
});

describe('decodeParams', () => {
  it('keeps string-only fields raw even when they look like JSON', () => {
    const result = decodeParams(op, { thing_id: '3', topic: '123' });
    expect(result).toEqual({ ok: true, params: { thing_id: 3, topic: '123' }, ignored: [] });
  });

  it('decodes JSON fields and falls back to the raw string where the schema takes one', () => {
    const result = decodeParams(op, {
      thing_id: '1',
      topic: 't',
      ids: '[4,5]',
      anchor: 'oldest',
      retention: 'unlimited',
    });
    expect(result.ok && result.params).toMatchObject({
      ids: [4, 5],
      anchor: 'oldest',
      retention: 'unlimited',
    });
    const numeric = decodeParams(op, { thing_id: '1', topic: 't', anchor: '42', retention: '30' });
    expect(numeric.ok && numeric.params).toMatchObject({ anchor: 42, retention: 30 });
  });

  it('reports names the operation does not declare', () => {
    const result = decodeParams(op, { thing_id: '1', topic: 't', colour: 'red' });
    expect(result.ok && result.ignored).toEqual(['colour']);
  });

  it('answers a missing parameter with REQUEST_VARIABLE_MISSING', () => {
    expect(decodeParams(op, { thing_id: '1' })).toEqual({
      ok: false,
      error: { code: 'REQUEST_VARIABLE_MISSING', msg: "Missing 'topic' argument", var_name: 'topic' },
    });
  });

  it('answers bad JSON and wrong types with an error naming the field', () => {
    const badJson = decodeParams(op, { thing_id: '1', topic: 't', ids: '[1,' });
    expect(badJson).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST', var_name: 'ids' } });
    const wrongType = decodeParams(op, { thing_id: '1', topic: 't', flag: '"yes"' });
    expect(wrongType).toMatchObject({
      ok: false,
      error: { code: 'REQUEST_VARIABLE_INVALID', var_name: 'flag' },
    });
    const notInt = decodeParams(op, { thing_id: 'abc', topic: 't' });
    expect(notInt).toMatchObject({ ok: false, error: { var_name: 'thing_id' } });
  });
});

describe('matchPath', () => {
  it('matches templates and decodes path values', () => {
    expect(matchPath('/users/me/{stream_id}/topics', '/users/me/12/topics')).toEqual({ stream_id: '12' });
    expect(matchPath('/users/me/{stream_id}/topics', '/users/me/12/topics/x')).toBeUndefined();
    expect(matchPath('/events', '/events')).toEqual({});
  });
});

describe('acceptsOnlyStrings', () => {
  it('recognises string, string enums and optional wrappers', () => {
    expect(acceptsOnlyStrings(z.string().optional())).toBe(true);
    expect(acceptsOnlyStrings(z.enum(['a', 'b']).default('a'))).toBe(true);
    expect(acceptsOnlyStrings(z.union([z.string(), z.number()]))).toBe(false);
    expect(acceptsOnlyStrings(z.boolean())).toBe(false);
  });
});
