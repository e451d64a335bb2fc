// Requests behind the channel menu, chosen by feature level. The caller is injected so the
// mark-as-read loop can be tested without a server.
import type { NarrowTerm, Operations, ParamsOf, ResponseOf } from '../../../../shared/api';
import type { RendererOperationName } from '../../bridge/call-api';

export type ApiCaller = <N extends RendererOperationName>(
  op: N,
  params: ParamsOf<Operations[N]>,
) => Promise<ResponseOf<Operations[N]>>;

/** POST /messages/flags/narrow exists from 155; the `channel` operator name from 250. */
export const FLAGS_FOR_NARROW_LEVEL = 155;
export const CHANNEL_OPERATOR_LEVEL = 250;
/** is_muted replaced in_home_view as the subscription property at 139. */
export const IS_MUTED_LEVEL = 139;

/** Messages per request; the notes recommend at most 1000. */
export const MARK_READ_BATCH = 1000;
/** A bound on the loop, so a server that never says found_newest cannot keep us going. */
const MAX_ROUNDS = 500;

export function unreadInChannelNarrow(streamId: number, featureLevel: number): NarrowTerm[] {
  const operator = featureLevel >= CHANNEL_OPERATOR_LEVEL ? 'channel' : 'stream';
  return [
    { operator, operand: streamId },
    { operator: 'is', operand: 'unread' },
  ];
}

/**
 * Marks every message of a channel read. Newer servers take it in ranges (flags for a narrow,
 * continuing after last_processed_id until found_newest); older ones have one call for it.
 * Returns how many messages changed, when the server says.
 */
export async function markChannelAsRead(
  call: ApiCaller,
  streamId: number,
  featureLevel: number,
): Promise<number | undefined> {
  if (featureLevel < FLAGS_FOR_NARROW_LEVEL) {
    await call('markStreamAsRead', { stream_id: streamId });
    return undefined;
  }
  return markNarrowAsRead(call, unreadInChannelNarrow(streamId, featureLevel));
}

/**
 * Marks every message of a narrow read (feature level 155+), in ranges: flags for the narrow,
 * continuing after last_processed_id until found_newest. Returns how many messages changed.
 */
export async function markNarrowAsRead(call: ApiCaller, narrow: NarrowTerm[]): Promise<number> {
  let anchor: number | 'oldest' = 'oldest';
  let updated = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const result: ResponseOf<Operations['updateMessageFlagsForNarrow']> = await call(
      'updateMessageFlagsForNarrow',
      {
        anchor,
        include_anchor: anchor === 'oldest',
        num_before: 0,
        num_after: MARK_READ_BATCH,
        narrow,
        op: 'add',
        flag: 'read',
      },
    );
    updated += result.updated_count;
    if (result.found_newest || result.last_processed_id === null) break;
    anchor = result.last_processed_id;
  }
  return updated;
}

/** The subscription property change that mutes or unmutes a channel. */
export function channelMuteChange(
  streamId: number,
  muted: boolean,
  featureLevel: number,
): ParamsOf<Operations['updateSubscriptionProperties']> {
  const legacy = featureLevel < IS_MUTED_LEVEL;
  return {
    subscription_data: [
      { stream_id: streamId, property: legacy ? 'in_home_view' : 'is_muted', value: legacy ? !muted : muted },
    ],
  };
}
