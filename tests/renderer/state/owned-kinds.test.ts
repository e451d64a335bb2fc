// Every event kind of the channel, personal and organization slices, fed the wire sample from
// tests/shared: each has a handler (nothing counted as unhandled), and a repeat of the same event
// changes nothing, so the store and its subscribers see no update (DESIGN §9.5).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseEvent, type EventKind } from '../../../shared/events';
import { SAMPLES, wire } from '../../shared/events/samples';
import { storeFrom, type StoreFixture } from '../support/store-fixture';

const KINDS: EventKind[] = [
  'subscription/add',
  'subscription/remove',
  'subscription/update',
  'subscription/peer_add',
  'subscription/peer_remove',
  'stream/create',
  'stream/delete',
  'stream/update',
  'channel_folder/add',
  'channel_folder/update',
  'channel_folder/reorder',
  'default_streams',
  'default_stream_groups',
  'user_topic',
  'muted_topics',
  'muted_users',
  'alert_words',
  'custom_profile_fields',
  'user_group/add',
  'user_group/update',
  'user_group/add_members',
  'user_group/remove_members',
  'user_group/add_subgroups',
  'user_group/remove_subgroups',
  'user_group/remove',
  'realm/update',
  'realm/update_dict',
  'realm/deactivated',
  'realm_emoji/update',
  'realm_emoji/add',
  'realm_emoji/update_one',
  'realm_user_settings_defaults/update',
  'has_token',
  'attachment/add',
  'attachment/update',
  'attachment/remove',
  'device/add',
  'device/remove',
  'device/update',
  'drafts/add',
  'drafts/update',
  'drafts/remove',
  'saved_snippets/add',
  'saved_snippets/update',
  'saved_snippets/remove',
  'scheduled_messages/add',
  'scheduled_messages/update',
  'scheduled_messages/remove',
  'reminders/add',
  'reminders/remove',
  'restart',
  'web_reload_client',
  'heartbeat',
];

let f: StoreFixture;
beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => {});
  f = storeFrom();
});

describe.each(KINDS)('%s', (kind) => {
  const sample = () => parseEvent(wire(SAMPLES[kind]));

  it('is handled, not counted as unhandled', () => {
    const event = sample();
    expect(event.kind).toBe(kind);
    f.apply(event);
    expect(f.s().diagnostics.unhandledEvents).toEqual({});
  });

  it('changes nothing when repeated', () => {
    f.apply(sample());
    const before = f.s();
    const listener = vi.fn();
    f.store.subscribe(listener);
    f.apply(sample());
    expect(f.s()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });
});

it('invites_changed moves its counter every time, so a view refetches', () => {
  const count = f.s().invites.changeCount;
  f.apply(parseEvent(wire(SAMPLES.invites_changed)), parseEvent(wire(SAMPLES.invites_changed)));
  expect(f.s().invites.changeCount).toBe(count + 2);
  expect(f.s().diagnostics.unhandledEvents).toEqual({});
});

describe('unknown types and ops', () => {
  it('are counted by type, logged, and leave every slice as it was', () => {
    const before = f.s();
    f.apply(
      parseEvent({ id: 1, type: 'drafts', op: 'merge', drafts: [] }),
      parseEvent({ id: 2, type: 'user_group', op: 'archive', group_id: 1 }),
      parseEvent({ id: 3, type: 'wormhole', payload: 1 }),
      parseEvent({ id: 4, type: 'drafts', op: 'merge' }),
      // A known kind with a wrongly typed field is unknown too.
      parseEvent({ id: 5, type: 'alert_words', alert_words: 'deploy' }),
    );
    expect(f.s().diagnostics.unhandledEvents).toEqual({
      'unknown:drafts': 2,
      'unknown:user_group': 1,
      'unknown:wormhole': 1,
      'unknown:alert_words': 1,
    });
    const { diagnostics: _d, ...slices } = f.s();
    const { diagnostics: _b, ...slicesBefore } = before;
    expect(slices).toEqual(slicesBefore);
    expect(f.s().drafts).toBe(before.drafts);
    expect(f.s().userGroups).toBe(before.userGroups);
  });
});
