// Whether the user may change a channel message's topic and move it to another channel, with the
// reason when not: the organization's and the channel's move groups, channel administration, and
// the move time limits (which moderators and above do not have). The server has the last word;
// this only keeps controls from offering what it would refuse.
import type { GroupSettingValue } from '../../../../shared/objects';
import { findChannel } from '../../state/channels';
import { useShallow } from 'zustand/react/shallow';
import { useAppStore } from '../../state/selectors';
import type { AppStore } from '../../state/store';
import { inGroupSetting } from './move-targets';

export type Verdict = { ok: true } | { ok: false; reason: string };

const MODERATOR = 300;
const ADMINISTRATOR = 200;

function limitOf(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

/** What the permissions depend on: the channel, and the message's time (null for a whole topic). */
export interface MoveSource {
  streamId: number;
  timestamp: number | null;
}

/** The slices the decision reads. */
type PermissionState = Pick<AppStore, 'realm' | 'realmSettings' | 'channels' | 'userGroups'>;

function verdict(
  s: PermissionState,
  source: MoveSource,
  groups: readonly (GroupSettingValue | undefined)[],
  limit: number | null,
  what: string,
  now: number,
): Verdict {
  const userId = s.realm.ownUserId;
  const role = s.realm.ownRole ?? 400;
  if (userId === null) return { ok: false, reason: 'Not signed in.' };
  const defined = groups.filter((g): g is GroupSettingValue => g !== undefined);
  // A server that sends none of these settings decides alone.
  const allowed =
    role <= ADMINISTRATOR ||
    defined.length === 0 ||
    defined.some((g) => inGroupSetting(s.userGroups, g, { userId, role }));
  if (!allowed) return { ok: false, reason: `You do not have permission to move messages ${what}.` };
  const age = source.timestamp === null ? 0 : now / 1000 - source.timestamp;
  if (role > MODERATOR && limit !== null && age > limit) {
    return { ok: false, reason: `The organization's time limit for moving messages ${what} has passed.` };
  }
  return { ok: true };
}

export function movePermissions(s: PermissionState, source: MoveSource, now: number) {
  const settings = s.realmSettings.values;
  const channel = findChannel(s.channels, source.streamId);
  const admin = channel?.can_administer_channel_group;
  const topic = verdict(
    s,
    source,
    [
      settings.can_move_messages_between_topics_group as GroupSettingValue | undefined,
      channel?.can_move_messages_within_channel_group,
      admin,
    ],
    limitOf(settings.move_messages_within_stream_limit_seconds),
    'between topics',
    now,
  );
  const between = verdict(
    s,
    source,
    [
      settings.can_move_messages_between_channels_group as GroupSettingValue | undefined,
      channel?.can_move_messages_out_of_channel_group,
      admin,
    ],
    limitOf(settings.move_messages_between_streams_limit_seconds),
    'to other channels',
    now,
  );
  return { topic, channel: between };
}

export function useMovePermissions(source: MoveSource | null): { topic: Verdict; channel: Verdict } {
  const s = useAppStore(
    useShallow((state) => ({
      realm: state.realm,
      realmSettings: state.realmSettings,
      channels: state.channels,
      userGroups: state.userGroups,
    })),
  );
  if (source === null) {
    const no: Verdict = { ok: false, reason: 'Direct messages cannot be moved.' };
    return { topic: no, channel: no };
  }
  return movePermissions(s, source, Date.now());
}
