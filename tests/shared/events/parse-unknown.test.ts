// Input parseEvent cannot use as a known event: it must answer with an UnknownEvent, never throw.
import { describe, expect, it } from 'vitest';
import {
  MISSING_EVENT_ID,
  parseEvent,
  parseEventBatch,
  type ServerEvent,
  type UnknownEvent,
} from '../../../shared/events';
import { SAMPLES, wire } from './samples';

function expectUnknown(event: ServerEvent): UnknownEvent {
  if (event.kind !== 'unknown') throw new Error(`expected unknown, got ${event.kind}`);
  return event;
}

describe('unknown types and ops', () => {
  it('turns an unknown type into UnknownEvent, keeping the input as raw', () => {
    const raw = { id: 7, type: 'hologram', op: 'beam', payload: 1 };
    const event = expectUnknown(parseEvent(raw));
    expect(event).toMatchObject({ id: 7, type: 'hologram', op: 'beam', reason: 'unknown type "hologram"' });
    expect(event.raw).toBe(raw);
  });

  it('turns an unknown op of a known type into UnknownEvent', () => {
    const event = expectUnknown(parseEvent({ id: 8, type: 'subscription', op: 'teleport' }));
    expect(event).toMatchObject({ id: 8, type: 'subscription', op: 'teleport' });
    expect(event.reason).toBe('unknown op "teleport" for type "subscription"');
  });

  it('requires an op for types that have ops', () => {
    const event = expectUnknown(parseEvent({ id: 9, type: 'reaction', message_id: 1 }));
    expect(event.op).toBeUndefined();
    expect(event.reason).toContain('needs an op');
  });

  it('does not treat inherited object keys as event types', () => {
    for (const type of ['__proto__', 'constructor', 'toString', 'has_token']) {
      expect(expectUnknown(parseEvent({ id: 1, type })).reason).toBe(`unknown type "${type}"`);
    }
  });
});

describe('unknown properties', () => {
  it('keeps extra top-level and nested properties', () => {
    const raw = wire(SAMPLES.message) as Record<string, unknown> & { message: Record<string, unknown> };
    raw.future_top = { a: 1 };
    raw.message.future_nested = [1, 2];
    const event = parseEvent(raw);
    if (event.kind !== 'message') throw new Error(event.kind);
    expect(event.future_top).toEqual({ a: 1 });
    expect(event.message.future_nested).toEqual([1, 2]);
  });

  it('accepts enum values the client does not know', () => {
    const raw = { ...wire(SAMPLES.user_topic), visibility_policy: 9 };
    expect(parseEvent(raw).kind).toBe('user_topic');
    const person = { ...(SAMPLES['realm_user/add'].person as object), role: 700 };
    expect(parseEvent({ ...SAMPLES['realm_user/add'], person }).kind).toBe('realm_user/add');
    const stream = { ...wire(SAMPLES['stream/update']), property: 'brand_new_property', value: 'x' };
    expect(parseEvent(stream).kind).toBe('stream/update');
  });
});

describe('wrong field types', () => {
  it('reports the offending path of the one schema for the type', () => {
    const raw = wire(SAMPLES.message) as Record<string, unknown> & { message: Record<string, unknown> };
    raw.message.sender_id = 'ten';
    const event = expectUnknown(parseEvent(raw));
    expect(event.id).toBe(raw.id);
    expect(event.type).toBe('message');
    expect(event.reason).toMatch(/^invalid message: message\.sender_id: /);
    expect(event.raw).toBe(raw);
  });

  it('rejects missing required fields and wrong literal ops', () => {
    const { emoji_code: _dropped, ...noCode } = wire(SAMPLES['reaction/add']);
    expect(expectUnknown(parseEvent(noCode)).reason).toContain('emoji_code');
    expect(parseEvent({ id: 1, type: 'device', op: 'add', device_id: '1' }).kind).toBe('unknown');
    expect(parseEvent({ id: 1, type: 'drafts', op: 'remove', draft_id: null }).kind).toBe('unknown');
    expect(parseEvent({ id: 1, type: 'subscription', op: 'update', stream_id: 3, property: 'x' }).kind).toBe(
      'unknown',
    );
  });

  it('rejects a wrong group-setting value', () => {
    const raw = { ...wire(SAMPLES['stream/update']), value: { direct_members: 'all' } };
    expect(parseEvent(raw).kind).toBe('unknown');
  });
});

describe('input without an object or an id', () => {
  it.each([null, undefined, 5, 'heartbeat', true, [], [{ id: 1, type: 'heartbeat' }]])(
    'gives id -1 for %j',
    (input) => {
      const event = expectUnknown(parseEvent(input));
      expect(event).toMatchObject({ id: MISSING_EVENT_ID, type: '', reason: 'not an object' });
      expect(event.raw).toEqual({ value: input });
    },
  );

  it.each([{ type: 'heartbeat' }, { id: '5', type: 'heartbeat' }, { id: Number.NaN, type: 'heartbeat' }])(
    'gives id -1 when the id is missing or not a finite number (%j)',
    (input) => {
      const event = expectUnknown(parseEvent(input));
      expect(event).toMatchObject({ id: -1, type: 'heartbeat', reason: 'missing or non-numeric id' });
    },
  );

  it('keeps the id when only the type is missing', () => {
    expect(expectUnknown(parseEvent({ id: 4, type: 3 }))).toMatchObject({
      id: 4,
      type: '',
      reason: 'missing type',
    });
  });

  it('survives input whose properties throw when read', () => {
    const hostile = Object.defineProperty({}, 'type', {
      get() {
        throw new Error('boom');
      },
    });
    expect(expectUnknown(parseEvent(hostile)).reason).toBe('parse failed: boom');
  });
});

describe('parseEventBatch', () => {
  it('parses in order, mixing known and unknown events', () => {
    const batch = [wire(SAMPLES.heartbeat), { id: 2, type: 'nope' }, 17, wire(SAMPLES['typing/start'])];
    expect(parseEventBatch(batch).map((e) => e.kind)).toEqual([
      'heartbeat',
      'unknown',
      'unknown',
      'typing/start',
    ]);
  });

  it('gives [] for a non-array', () => {
    expect(parseEventBatch({ length: 2 } as unknown as unknown[])).toEqual([]);
  });
});
