// Renderer test data, built on the wire samples of tests/shared so every test speaks real shapes.
import type { EventKind, EventOfKind, ServerEvent } from '../../../shared/events';
import type { AppState } from '../../../shared/ipc';
import type { BasicChannel, ChannelFolder, Subscription } from '../../../shared/objects';
import { parseAs } from '../../shared/events/parse-as';
import { sampleChannel, sampleSubscription } from '../../shared/objects/samples';

export function channel(
  overrides: Partial<BasicChannel> & { stream_id: number; name: string },
): BasicChannel {
  return { ...sampleChannel, ...overrides };
}

export function subscription(
  overrides: Partial<Subscription> & { stream_id: number; name: string },
): Subscription {
  return { ...sampleSubscription, ...overrides };
}

export function folder(overrides: Partial<ChannelFolder> & { id: number; name: string }): ChannelFolder {
  return {
    order: overrides.id,
    date_created: 1_700_000_000,
    creator_id: 10,
    description: '',
    rendered_description: '',
    is_archived: false,
    ...overrides,
  };
}

let nextEventId = 100;

/** A parsed event of `kind`: `type`, `op` and `id` are filled in from the kind. */
export function event<K extends EventKind>(kind: K, fields: Record<string, unknown>): EventOfKind<K> {
  const [type, op] = kind.split('/');
  return parseAs(kind, { id: nextEventId++, type, ...(op === undefined ? {} : { op }), ...fields });
}

export function unknownEvent(raw: Record<string, unknown>): ServerEvent {
  return { kind: 'unknown', id: nextEventId++, type: String(raw.type ?? ''), raw, reason: 'test' };
}

export const baseSnapshot = {
  queue_id: 'q1',
  last_event_id: -1,
  zulip_feature_level: 420,
  zulip_version: '11.0',
  realm_name: 'Example Org',
  realm_url: 'https://chat.example.org',
  realm_icon_url: 'https://chat.example.org/icon.png',
  realm_empty_topic_display_name: 'general chat',
  user_id: 10,
  email: 'ada@example.org',
  full_name: 'Ada Lovelace',
  max_stream_name_length: 60,
  max_stream_description_length: 1024,
  max_topic_length: 60,
  max_message_length: 10_000,
};

export function appState(overrides: Partial<AppState> = {}): AppState {
  return {
    accounts: [
      {
        id: 'a1',
        realmUrl: 'https://chat.example.org',
        email: 'ada@example.org',
        userId: 10,
        realmName: 'Example Org',
      },
    ],
    activeAccountId: 'a1',
    connection: { status: 'connected', failures: 0 },
    connections: { a1: { status: 'connected', failures: 0 } },
    keyStorage: 'file, mode 0600',
    demoAvailable: false,
    ...overrides,
  };
}
