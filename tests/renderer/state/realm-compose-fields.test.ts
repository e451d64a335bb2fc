// The realm fields compose relies on: the organization's topics policy and the typing periods.
import { describe, expect, it } from 'vitest';
import { handleRealmUpdate, initialRealm, realmFromSnapshot } from '../../../renderer/src/state/realm';
import { baseSnapshot, event } from '../support/factories';

describe('realm slice: compose fields', () => {
  it('reads realm_topics_policy and the typing periods from register', () => {
    const realm = realmFromSnapshot({
      ...baseSnapshot,
      realm_topics_policy: 'disable_empty_topic',
      server_typing_started_wait_period_milliseconds: 1_000,
      server_typing_stopped_wait_period_milliseconds: 600,
    });
    expect(realm).toMatchObject({
      topicsPolicy: 'disable_empty_topic',
      typingStartedWaitMs: 1_000,
      typingStoppedWaitMs: 600,
    });
  });

  it('falls back to 10000/5000 ms and to realm_mandatory_topics on older servers', () => {
    expect(realmFromSnapshot(baseSnapshot)).toMatchObject({
      topicsPolicy: 'allow_empty_topic',
      typingStartedWaitMs: 10_000,
      typingStoppedWaitMs: 5_000,
    });
    expect(realmFromSnapshot({ ...baseSnapshot, realm_mandatory_topics: true }).topicsPolicy).toBe(
      'disable_empty_topic',
    );
    expect(initialRealm).toMatchObject({ typingStartedWaitMs: 10_000, typingStoppedWaitMs: 5_000 });
  });

  it('follows realm/update of topics_policy, and keeps the object for an unchanged value', () => {
    const realm = realmFromSnapshot(baseSnapshot);
    const changed = handleRealmUpdate(
      realm,
      event('realm/update', { property: 'topics_policy', value: 'disable_empty_topic' }),
    );
    expect(changed.topicsPolicy).toBe('disable_empty_topic');
    expect(
      handleRealmUpdate(
        changed,
        event('realm/update', { property: 'topics_policy', value: 'disable_empty_topic' }),
      ),
    ).toBe(changed);
  });
});
