// "Mark as read" from the Inbox, as web's hover control does it (no confirmation): a channel
// through the channel menu's own request, a topic or direct conversation through flags for its
// narrow with is:unread. Servers before flags-for-narrow (level 155) get the ids the unread slice
// holds for the conversation. The read-flag events then take the rows away. While the server cannot
// be reached, the ids the unread slice holds go to main's outbox instead (outbox.markRead): shown
// read at once, sent when the server is back.
import type { Narrow } from '../../state/narrow';
import {
  FLAGS_FOR_NARROW_LEVEL,
  markChannelAsRead,
  markNarrowAsRead,
  type ApiCaller,
} from '../channels/channel-requests';
import { IPC_LIMITS } from '../../../../shared/ipc';
import type { UnreadState } from '../../state/unread';
import { narrowToApi } from '../messages/narrow';
import { isUnreachable } from '../connection/use-offline';

export type ReadTarget = { kind: 'channel'; streamId: number } | Extract<Narrow, { kind: 'topic' | 'dm' }>;

export async function markInboxRead(
  call: ApiCaller,
  target: ReadTarget,
  featureLevel: number,
  unreadIds: readonly number[],
): Promise<void> {
  if (target.kind === 'channel') {
    await markChannelAsRead(call, target.streamId, featureLevel);
    return;
  }
  if (featureLevel < FLAGS_FOR_NARROW_LEVEL) {
    if (unreadIds.length > 0)
      await call('updateMessageFlags', { messages: [...unreadIds], op: 'add', flag: 'read' });
    return;
  }
  await markNarrowAsRead(call, [...narrowToApi(target, featureLevel), { operator: 'is', operand: 'unread' }]);
}

/** The unread ids the slice holds for a row: its conversation's, or every one of a channel's. */
export function unreadIdsFor(target: ReadTarget, key: string, unread: UnreadState): number[] {
  if (target.kind !== 'channel') return [...(unread.conversations.get(key)?.ids ?? [])];
  const ids: number[] = [];
  for (const conversation of unread.conversations.values())
    if (conversation.streamId === target.streamId) ids.push(...conversation.ids);
  return ids;
}

export interface ReadQueue {
  /** True while the account cannot reach its server. */
  offline: boolean;
  /** main's outbox.markRead for this account. */
  queue(messageIds: number[]): Promise<unknown>;
}

/** markInboxRead, or the outbox when the server cannot be reached (before or during the request). */
export async function markInboxReadOrQueue(
  call: ApiCaller,
  outbox: ReadQueue,
  target: ReadTarget,
  featureLevel: number,
  unreadIds: readonly number[],
): Promise<void> {
  const queueAll = async () => {
    for (let at = 0; at < unreadIds.length; at += IPC_LIMITS.arrayItems)
      await outbox.queue(unreadIds.slice(at, at + IPC_LIMITS.arrayItems));
  };
  if (outbox.offline) return queueAll();
  try {
    await markInboxRead(call, target, featureLevel, unreadIds);
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    await queueAll();
  }
}
