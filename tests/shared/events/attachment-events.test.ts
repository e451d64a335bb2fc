// attachment add/update/remove in every shape a server sends: none becomes "unknown", and the
// attachment inside is normalised (message_ids and messages, times in seconds).
import { describe, expect, it } from 'vitest';
import { parseEvent } from '../../../shared/events';
import { parseAs } from './parse-as';

const file = { id: 3, name: 'a.txt', path_id: '2/ab/a.txt', size: 10 };
// Real Zulip before feature level 443: milliseconds.
const realFile = {
  ...file,
  create_time: 1_700_000_000_000,
  messages: [{ id: 42, date_sent: 1_700_000_005_000 }],
};
const specFile = { ...file, create_time: 1_700_000_000, message_ids: [42] };
const eventOf = (op: string, attachment: unknown) => ({
  id: 9,
  type: 'attachment',
  op,
  attachment,
  upload_space_used: 100,
});

describe('attachment events', () => {
  it('parses add and update from a real server and from the spec to the same attachment', () => {
    for (const op of ['add', 'update'] as const) {
      const real = parseAs(`attachment/${op}`, eventOf(op, realFile)).attachment;
      const spec = parseAs(`attachment/${op}`, eventOf(op, specFile)).attachment;
      expect(real).toEqual({ ...specFile, messages: [{ id: 42, date_sent: 1_700_000_005 }] });
      expect(spec).toEqual({ ...specFile, messages: [{ id: 42, date_sent: null }] });
    }
  });

  it('parses a real update in seconds (feature level 443 on) and keeps unknown fields', () => {
    const raw = {
      ...eventOf('update', { ...realFile, create_time: 1_700_000_000, messages: [], extra: 'x' }),
      also: true,
    };
    const event = parseAs('attachment/update', raw);
    expect(event.attachment.create_time).toBe(1_700_000_000);
    expect(event.attachment.message_ids).toEqual([]);
    expect(event.attachment.extra).toBe('x');
    expect(event.also).toBe(true);
  });

  it('parses remove, which carries only the id', () => {
    expect(parseAs('attachment/remove', eventOf('remove', { id: 3 })).attachment.id).toBe(3);
  });

  it('names the problem when an attachment is malformed', () => {
    const event = parseEvent(eventOf('add', { ...file, create_time: 1 }));
    expect(event.kind).toBe('unknown');
    expect(event.kind === 'unknown' && event.reason).toMatch(/attachment.*expected an attachment/);
  });
});
