// The alternative wire forms of events that have more than one.
import { describe, expect, it } from 'vitest';
import { parseEvent } from '../../../shared/events';
import { parseAs } from './parse-as';

describe('delete_message', () => {
  it('normalizes the single-message form to message_ids', () => {
    const event = parseAs('delete_message', {
      id: 1,
      type: 'delete_message',
      message_id: 42,
      message_type: 'private',
    });
    expect(event.message_ids).toEqual([42]);
    expect(event.message_id).toBe(42);
  });

  it('keeps the bulk form as sent', () => {
    const event = parseAs('delete_message', {
      id: 2,
      type: 'delete_message',
      message_ids: [1, 2],
      message_type: 'stream',
      stream_id: 3,
      topic: 't',
    });
    expect(event.message_ids).toEqual([1, 2]);
    expect(event.topic).toBe('t');
  });

  it('rejects an event with neither form', () => {
    const event = parseEvent({ id: 3, type: 'delete_message', message_type: 'stream' });
    expect(event.kind).toBe('unknown');
    if (event.kind === 'unknown') expect(event.reason).toContain('message_ids or message_id');
  });
});

describe('stream/delete', () => {
  it('derives stream_ids from the deprecated streams list', () => {
    const event = parseAs('stream/delete', {
      id: 1,
      type: 'stream',
      op: 'delete',
      streams: [{ stream_id: 7 }],
    });
    expect(event.stream_ids).toEqual([7]);
  });
});

describe('presence', () => {
  it('parses the modern per-user-ID form', () => {
    const event = parseAs('presence', {
      id: 1,
      type: 'presence',
      presences: { '10': { active_timestamp: 100, idle_timestamp: 90 } },
    });
    expect(event.presences?.['10']?.active_timestamp).toBe(100);
    expect(event.user_id).toBeUndefined();
  });

  it('parses the legacy per-client form', () => {
    const event = parseAs('presence', {
      id: 3,
      type: 'presence',
      user_id: 11,
      server_timestamp: 1_700_000_000.5,
      presence: { website: { client: 'website', status: 'idle', timestamp: 1_699_999_999, pushable: false } },
    });
    expect(event.presences).toBeUndefined();
    expect(event.presence?.website?.status).toBe('idle');
  });

  it('rejects a presence event that matches neither form', () => {
    const event = parseEvent({ id: 2, type: 'presence', user_id: 10 });
    expect(event.kind === 'unknown' && event.reason).toContain('needs presences');
  });
});

describe('realm_user/update person forms', () => {
  const forms: Record<string, Record<string, unknown>> = {
    fullName: { user_id: 10, full_name: 'Ada King' },
    avatar: {
      user_id: 10,
      avatar_url: '/a.png',
      avatar_source: 'U',
      avatar_url_medium: '/a-medium.png',
      avatar_version: 4,
    },
    timezone: { user_id: 10, email: 'user10@chat.example.org', timezone: 'Asia/Tokyo' },
    botOwner: { user_id: 30, bot_owner_id: 10 },
    role: { user_id: 10, role: 200 },
    deliveryEmail: { user_id: 10, delivery_email: null },
    customField: { user_id: 10, custom_profile_field: { id: 4, value: null } },
    customFieldRendered: {
      user_id: 10,
      custom_profile_field: { id: 4, value: 'x', rendered_value: '<p>x</p>' },
    },
    apiEmail: { user_id: 10, new_email: 'ada@chat.example.org' },
    deactivation: { user_id: 10, is_active: false },
    importedFirstLogin: { user_id: 10, is_imported_stub: false },
    futureForm: { user_id: 10, some_future_field: { nested: true } },
  };
  for (const [name, person] of Object.entries(forms)) {
    it(`parses the ${name} form`, () => {
      const event = parseAs('realm_user/update', { id: 1, type: 'realm_user', op: 'update', person });
      expect(event.person).toEqual(person);
    });
  }

  it('requires user_id', () => {
    expect(parseEvent({ id: 1, type: 'realm_user', op: 'update', person: { role: 200 } }).kind).toBe(
      'unknown',
    );
  });
});
