import { describe, expect, it } from 'vitest';
import {
  EVENT_KINDS,
  KNOWN_EVENT_TYPES,
  parseEvent,
  type EventKind,
  type ServerEvent,
} from '../../../shared/events';
import { SAMPLES, wire } from './samples';
import { dmMessageEvent } from './samples-messages';

describe('parseEvent: every known kind', () => {
  it('has a sample for every registered kind', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...EVENT_KINDS].sort());
  });

  for (const kind of Object.keys(SAMPLES) as EventKind[]) {
    it(`parses ${kind}`, () => {
      const raw = wire(SAMPLES[kind]);
      const event = parseEvent(raw);
      expect(event.kind === 'unknown' ? event.reason : event.kind).toBe(kind);
      expect(event.id).toBe(raw.id);
      expect(event.type).toBe(raw.type);
      if ('op' in raw) expect((event as { op?: unknown }).op).toBe(raw.op);
    });
  }

  it('lists every sample type in KNOWN_EVENT_TYPES, each once', () => {
    for (const sample of Object.values(SAMPLES)) expect(KNOWN_EVENT_TYPES).toContain(sample.type);
    expect(new Set(KNOWN_EVENT_TYPES).size).toBe(KNOWN_EVENT_TYPES.length);
    expect(KNOWN_EVENT_TYPES).toEqual(expect.arrayContaining(['has_zoom_token', 'has_webex_token']));
    expect(KNOWN_EVENT_TYPES).not.toContain('has_token');
  });

  it('keeps field values and nested objects', () => {
    const event = parseEvent(wire(SAMPLES['subscription/add']));
    if (event.kind !== 'subscription/add') throw new Error(`got ${event.kind}`);
    const [sub] = event.subscriptions;
    expect(sub?.color).toBe('#76ce90');
    expect(sub?.desktop_notifications).toBeNull();
    expect(sub?.can_remove_subscribers_group).toEqual({ direct_members: [10], direct_subgroups: [] });
    expect(sub?.subscribers).toEqual([10, 11]);
  });

  it('narrows the message event, with a DM display_recipient', () => {
    const event = parseEvent(wire(dmMessageEvent));
    if (event.kind !== 'message') throw new Error(`got ${event.kind}`);
    const recipients = event.message.display_recipient;
    expect(Array.isArray(recipients) && recipients.map((r) => r.id)).toEqual([10, 11]);
    expect(event.message.edit_history?.[0]?.prev_content).toBe('Helo');
    expect(event.flags).toEqual([]);
  });
});

// Compile-time check that one switch over `kind` narrows every member; the test runs it too.
function describeEvent(event: ServerEvent): string {
  switch (event.kind) {
    case 'unknown':
      return `unknown ${event.type}: ${event.reason}`;
    case 'message':
      return `message ${event.message.id}`;
    case 'delete_message':
      return `delete ${event.message_ids.join(',')}`;
    case 'realm_user/update':
      return `person ${event.person.user_id}`;
    case 'has_token':
      return `${event.type}=${event.value}`;
    default: {
      const kind: EventKind = event.kind;
      return kind;
    }
  }
}

describe('discriminating on kind', () => {
  it('narrows each case to its payload', () => {
    expect(describeEvent(parseEvent(wire(SAMPLES.message)))).toBe('message 42');
    expect(describeEvent(parseEvent(wire(SAMPLES.delete_message)))).toBe('delete 42,43');
    expect(describeEvent(parseEvent(wire(SAMPLES['realm_user/update'])))).toBe('person 10');
    expect(describeEvent(parseEvent(wire(SAMPLES.has_token)))).toBe('has_zoom_token=true');
    expect(describeEvent(parseEvent(wire(SAMPLES.heartbeat)))).toBe('heartbeat');
    expect(describeEvent(parseEvent({ id: 1, type: 'nope' }))).toBe('unknown nope: unknown type "nope"');
  });
});
