// POST /register: the snapshot sections follow fetch_event_types, and the queue follows event_types.
import { describe, expect, it } from 'vitest';
import { register } from '../../../shared/api/queue';
import { useTestServer } from '../support/test-server';

const get = useTestServer();

describe('POST /register', () => {
  it('returns every section when nothing is asked for', async () => {
    const snapshot = await get().ok(register, {}, get().account('member'));
    for (const key of [
      'queue_id',
      'last_event_id',
      'zulip_feature_level',
      'realm_name',
      'realm_users',
      'subscriptions',
      'never_subscribed',
      'unread_msgs',
      'user_settings',
      'user_topics',
      'drafts',
      'saved_snippets',
      'channel_folders',
      'custom_profile_fields',
      'realm_user_groups',
      'max_topic_length',
      'event_queue_longpoll_timeout_seconds',
    ]) {
      expect(snapshot, key).toHaveProperty(key);
    }
    expect(snapshot.last_event_id).toBe(-1);
  });

  it('returns only the requested sections, plus the constants every snapshot has', async () => {
    const snapshot = await get().ok(register, { fetch_event_types: ['realm'] }, get().account('member'));
    expect(snapshot).toHaveProperty('max_stream_name_length', 60);
    expect(snapshot).not.toHaveProperty('subscriptions');
    expect(snapshot).not.toHaveProperty('realm_users');
    expect(snapshot.server_typing_started_wait_period_milliseconds).toBe(10000);
  });

  it('includes unread_msgs only when both message and update_message_flags are asked for', async () => {
    const me = get().account('member');
    const without = await get().ok(register, { event_types: ['message'] }, me);
    expect(without).not.toHaveProperty('unread_msgs');
    const withBoth = await get().ok(register, { event_types: ['message', 'update_message_flags'] }, me);
    expect(withBoth.unread_msgs).toMatchObject({ count: expect.any(Number), streams: expect.any(Array) });
  });

  it('gives avatar_url null for externally hosted avatars only with client_gravatar', async () => {
    const me = get().account('member');
    const realm = get().server.realm;
    const target = realm.user(get().account('member2').user_id);
    if (!target) throw new Error('missing user');
    target.avatar_source = 'G';
    try {
      const find = (users: unknown) =>
        (users as Array<{ user_id: number; avatar_url: string | null }>).find(
          (u) => u.user_id === target.user_id,
        );
      const gravatar = await get().ok(
        register,
        { fetch_event_types: ['realm_user'], client_gravatar: true },
        me,
      );
      expect(find(gravatar.realm_users)?.avatar_url).toBeNull();
      const plain = await get().ok(
        register,
        { fetch_event_types: ['realm_user'], client_gravatar: false },
        me,
      );
      expect(find(plain.realm_users)?.avatar_url).toMatch(/^http/);
    } finally {
      target.avatar_source = 'U';
    }
  });

  it('shows delivery emails to administrators only', async () => {
    const memberView = await get().ok(
      register,
      { fetch_event_types: ['realm_user'] },
      get().account('member'),
    );
    const adminView = await get().ok(register, { fetch_event_types: ['realm_user'] }, get().account('admin'));
    const other = get().account('member2').user_id;
    const pick = (users: unknown) =>
      (users as Array<{ user_id: number; delivery_email: string | null }>).find((u) => u.user_id === other);
    expect(pick(memberView.realm_users)?.delivery_email).toBeNull();
    expect(pick(adminView.realm_users)?.delivery_email).toBe(get().account('member2').email);
  });
});
