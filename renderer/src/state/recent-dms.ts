// Recent direct conversations (register's recent_private_conversations), newest first in the
// sidebar, kept current by message events.
import type { EventOfKind } from '../../../shared/events';
import { dmUserIdsOf } from './narrow';
import { dmKey } from './conversation-key';
import { Map as ImmutableMap } from 'immutable';
import { readNumber, type Snapshot } from './snapshot-read';

export interface RecentDm {
  /** dmKey of the conversation. */
  key: string;
  /** The other participants, sorted (your own id alone for notes to self). */
  userIds: readonly number[];
  maxMessageId: number;
}

export interface RecentDmsState {
  byKey: ImmutableMap<string, RecentDm>;
}

export const initialRecentDms: RecentDmsState = { byKey: ImmutableMap() };

function participantsOf(key: string): number[] {
  return key.slice('dm:'.length).split(',').map(Number);
}

export function recentDmsFromSnapshot(snapshot: Snapshot): RecentDmsState {
  const ownUserId = readNumber(snapshot, 'user_id');
  const list = snapshot.recent_private_conversations;
  if (ownUserId === undefined || !Array.isArray(list)) return initialRecentDms;
  const byKey = new Map<string, RecentDm>();
  for (const entry of list as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { user_ids: userIds, max_message_id: maxMessageId } = entry as Record<string, unknown>;
    if (!Array.isArray(userIds) || typeof maxMessageId !== 'number') continue;
    // user_ids leaves you out; [] is a conversation with yourself.
    const key = dmKey(
      userIds.filter((id): id is number => typeof id === 'number'),
      ownUserId,
    );
    byKey.set(key, { key, userIds: participantsOf(key), maxMessageId });
  }
  return { byKey: ImmutableMap(byKey) };
}

export function handleRecentDmMessage(
  state: RecentDmsState,
  event: EventOfKind<'message'>,
  ownUserId: number,
): RecentDmsState {
  const { message } = event;
  if (message.type !== 'private') return state;
  const key = dmKey(dmUserIdsOf(message), ownUserId);
  const known = state.byKey.get(key);
  if (known !== undefined && known.maxMessageId >= message.id) return state;
  return { byKey: state.byKey.set(key, { key, userIds: participantsOf(key), maxMessageId: message.id }) };
}
