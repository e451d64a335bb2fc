// "Mark as read" from the Inbox, as web's hover control does it (no confirmation): a channel
// through the channel menu's own request, a topic or direct conversation through flags for its
// narrow with is:unread. Servers before flags-for-narrow (level 155) get the ids the unread slice
// holds for the conversation. The read-flag events then take the rows away.
import type { Narrow } from '../../state/narrow';
import {
  FLAGS_FOR_NARROW_LEVEL,
  markChannelAsRead,
  markNarrowAsRead,
  type ApiCaller,
} from '../channels/channel-requests';
import { narrowToApi } from '../messages/narrow';

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
