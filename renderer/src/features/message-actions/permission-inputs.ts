// The inputs of permissions.ts read from the store: the signed-in user's id and role, the
// organization's settings, the user groups and the message's channel. `now` is passed in, so a
// component decides how fresh "now" must be (the actions read it when a menu opens).
import { findChannel } from '../../state/channels';
import type { AppStore } from '../../state/store';
import { ROLE } from '../../state/users';
import type { PermissionInputs } from './permissions';

export function permissionInputs(
  state: Pick<AppStore, 'realm' | 'realmSettings' | 'userGroups' | 'channels'>,
  streamId: number | undefined,
  nowSeconds: number,
): PermissionInputs {
  return {
    user: { id: state.realm.ownUserId ?? -1, role: state.realm.ownRole ?? ROLE.guest },
    settings: state.realmSettings.values,
    groups: state.userGroups,
    channel: streamId === undefined ? undefined : findChannel(state.channels, streamId),
    now: nowSeconds,
  };
}
