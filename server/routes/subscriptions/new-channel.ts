// The settings a channel created by POST /users/me/subscriptions starts with, and who may create it.
import { CHANNEL_GROUP_SETTINGS } from '../../../shared/objects';
import type { DecodedParamsOf } from '../../../shared/api/operation';
import type { subscribe } from '../../../shared/api/subscriptions';
import { badRequest } from '../../http/failure';
import type { NewChannel } from '../../realm/factory';
import type { Realm } from '../../realm/realm';
import { inGroupSetting, isAdmin } from '../../realm/roles';
import type { ChannelRecord, UserRecord } from '../../realm/types';
import { adminRequired, checkGroupSetting, checkRetention } from './validate';

export type NewChannelOptions = Omit<NewChannel, 'name' | 'description' | 'creator_id'>;

const insufficient = () => badRequest('Insufficient permission');

/** Web-public channels need the server feature, spectator access, and the organization's permission. */
export function checkCanMakeWebPublic(realm: Realm, user: UserRecord): void {
  const { settings } = realm;
  if (!settings.web_public_streams_enabled || !settings.enable_spectator_access) {
    throw badRequest('Web-public channels are not enabled.');
  }
  if (!inGroupSetting(realm, settings.groups.can_create_web_public_channel_group, user)) {
    throw insufficient();
  }
}

export function checkNewChannelOptions(
  realm: Realm,
  user: UserRecord,
  params: DecodedParamsOf<typeof subscribe>,
): NewChannelOptions {
  const inviteOnly = params.invite_only ?? false;
  const webPublic = params.is_web_public ?? false;
  if (inviteOnly && webPublic) throw badRequest('A web-public channel cannot be private.');
  const { groups } = realm.settings;
  if (webPublic) checkCanMakeWebPublic(realm, user);
  else if (inviteOnly && !inGroupSetting(realm, groups.can_create_private_channel_group, user)) {
    throw insufficient();
  } else if (!inviteOnly && !inGroupSetting(realm, groups.can_create_public_channel_group, user)) {
    throw insufficient();
  }
  const isDefault = params.is_default_stream ?? false;
  if (isDefault && !isAdmin(user)) throw adminRequired();
  if (isDefault && inviteOnly) throw badRequest('A default channel cannot be private.');
  const channelGroups: ChannelRecord['groups'] = {};
  for (const name of CHANNEL_GROUP_SETTINGS) {
    const value = params[name];
    if (value !== undefined) channelGroups[name] = checkGroupSetting(realm, name, value);
  }
  return {
    invite_only: inviteOnly,
    is_web_public: webPublic,
    // Public channels always share their history with new subscribers.
    history_public_to_subscribers: inviteOnly ? (params.history_public_to_subscribers ?? false) : true,
    message_retention_days:
      params.message_retention_days === undefined
        ? null
        : checkRetention(user, params.message_retention_days),
    topics_policy: params.topics_policy ?? 'inherit',
    is_default: isDefault,
    groups: channelGroups,
  };
}
