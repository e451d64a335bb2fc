// Optional fields, defaults and open values of single-form events.
import { describe, expect, it } from 'vitest';
import { parseEvent } from '../../../shared/events';
import { parseAs } from './parse-as';

describe('other variants', () => {
  it('defaults rendering_only to false and accepts a rendering-only update with null user_id', () => {
    const event = parseAs('update_message', {
      id: 1,
      type: 'update_message',
      user_id: null,
      message_id: 5,
      message_ids: [5],
      flags: ['read'],
      edit_timestamp: 10,
      content: 'x',
      rendered_content: '<p>x</p>',
    });
    expect(event.rendering_only).toBe(false);
    expect(event.user_id).toBeNull();
  });

  it('accepts update_message_flags add with all: true and no messages', () => {
    const event = parseAs('update_message_flags/add', {
      id: 1,
      type: 'update_message_flags',
      op: 'add',
      flag: 'read',
      messages: [],
      all: true,
    });
    expect(event.all).toBe(true);
  });

  it('accepts subscription/update with boolean, string and null values', () => {
    for (const [property, value] of [
      ['is_muted', true],
      ['color', '#aabbcc'],
      ['push_notifications', null],
    ] as const) {
      const event = parseAs('subscription/update', {
        id: 1,
        type: 'subscription',
        op: 'update',
        stream_id: 3,
        property,
        value,
      });
      expect(event.value).toBe(value);
    }
  });

  it('accepts stream/update for a folder removal and for invite_only with its extra fields', () => {
    const base = { id: 1, type: 'stream', op: 'update', stream_id: 3, name: 'general' };
    expect(parseAs('stream/update', { ...base, property: 'folder_id', value: null }).value).toBeNull();
    const privacy = parseAs('stream/update', {
      ...base,
      property: 'invite_only',
      value: true,
      history_public_to_subscribers: false,
      is_web_public: false,
    });
    expect(privacy.history_public_to_subscribers).toBe(false);
  });

  it('recognises later members of the has_<provider>_token family', () => {
    const webex = parseAs('has_token', { id: 1, type: 'has_webex_token', value: false });
    expect(webex.type).toBe('has_webex_token');
    expect(parseAs('has_token', { id: 2, type: 'has_meetly_token', value: true }).value).toBe(true);
    expect(parseEvent({ id: 3, type: 'has_meetly_token', value: 'yes' }).kind).toBe('unknown');
  });

  it('accepts the legacy two-element muted_topics tuples', () => {
    const event = parseAs('muted_topics', {
      id: 1,
      type: 'muted_topics',
      muted_topics: [['general', 'noise']],
    });
    expect(event.muted_topics).toEqual([['general', 'noise']]);
  });

  it('accepts a restart without the optional merge base', () => {
    const event = parseAs('restart', {
      id: 1,
      type: 'restart',
      zulip_version: '9.0',
      zulip_feature_level: 300,
      server_generation: 5,
    });
    expect(event.zulip_feature_level).toBe(300);
  });
});
