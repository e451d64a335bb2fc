// Judging a PATCH /streams/{stream_id} request: every value is checked and turned into the new state
// of the channel before anything changes. Values equal to the current ones are left out.
import type { DecodedParamsOf } from '../../../shared/api/operation';
import type { updateStream } from '../../../shared/api/subscriptions';
import { CHANNEL_GROUP_SETTINGS, TopicsPolicy } from '../../../shared/objects';
import { badRequest, failure } from '../../http/failure';
import type { Realm } from '../../realm/realm';
import { isAdmin, systemGroupId } from '../../realm/roles';
import type { ChannelRecord, GroupSetting, UserRecord } from '../../realm/types';
import { checkCanMakeWebPublic } from './new-channel';
import {
  adminRequired,
  checkChannelDescription,
  checkChannelName,
  checkGroupSetting,
  checkRetention,
  sameGroupSetting,
} from './validate';

type Params = DecodedParamsOf<typeof updateStream>;

export interface UpdatePlan {
  unarchive: boolean;
  description?: string;
  privacy?: { invite_only: boolean; is_web_public: boolean; history_public_to_subscribers: boolean };
  message_retention_days?: number | null;
  is_default?: boolean;
  new_name?: string;
  folder_id?: number | null;
  topics_policy?: string;
  groups: [string, GroupSetting][];
}

function checkName(realm: Realm, channel: ChannelRecord, raw: string): string {
  const name = checkChannelName(raw);
  if (name === channel.name) throw badRequest('Channel already has that name.');
  const holder = realm.channelByName(name);
  // Changing only the case of the name is allowed.
  if (holder && holder !== channel) throw badRequest(`Channel name '${name}' is already taken.`);
  return name;
}

function checkPrivacy(realm: Realm, user: UserRecord, channel: ChannelRecord, params: Params) {
  if (params.is_private && params.is_web_public) throw badRequest('A web-public channel cannot be private.');
  // Becoming private ends web-public access; becoming web-public makes the channel public.
  const inviteOnly = params.is_private ?? (params.is_web_public ? false : channel.invite_only);
  const webPublic = params.is_web_public ?? (inviteOnly ? false : channel.is_web_public);
  if (webPublic && !channel.is_web_public) checkCanMakeWebPublic(realm, user);
  const history = inviteOnly
    ? (params.history_public_to_subscribers ?? channel.history_public_to_subscribers)
    : true;
  const isDefault = params.is_default_stream ?? channel.is_default;
  if (inviteOnly && isDefault) throw badRequest('A default channel cannot be private.');
  const same =
    inviteOnly === channel.invite_only &&
    webPublic === channel.is_web_public &&
    history === channel.history_public_to_subscribers;
  return same
    ? undefined
    : { invite_only: inviteOnly, is_web_public: webPublic, history_public_to_subscribers: history };
}

/** empty_topic_only needs every message of the channel to be in the empty topic already. */
function checkTopicsPolicy(realm: Realm, channel: ChannelRecord, policy: string): string {
  if (policy !== TopicsPolicy.EmptyTopicOnly) return policy;
  const named = channel.message_ids.some((id) => {
    const message = realm.messages.get(id);
    return message !== undefined && message.stream_id === channel.stream_id && message.topic !== '';
  });
  if (named) {
    throw badRequest('Only channels whose messages are all in the empty topic can be limited to it.');
  }
  return policy;
}

function checkFolder(realm: Realm, folderId: number | null): number | null {
  if (folderId === null) return null;
  const folder = realm.folders.get(folderId);
  if (!folder || folder.is_archived) throw badRequest('Invalid channel folder ID');
  return folderId;
}

function checkGroups(realm: Realm, channel: ChannelRecord, params: Params): [string, GroupSetting][] {
  const changes: [string, GroupSetting][] = [];
  for (const name of CHANNEL_GROUP_SETTINGS) {
    const change = params[name];
    if (change === undefined) continue;
    const next = checkGroupSetting(realm, name, change.new);
    // Settings a channel was created without hold their default, "everyone".
    const current = channel.groups[name] ?? systemGroupId(realm, 'role:everyone');
    if (change.old !== undefined && !sameGroupSetting(change.old, current)) {
      throw failure(400, 'EXPECTATION_MISMATCH', "'old' value does not match the expected value.");
    }
    if (!sameGroupSetting(next, current)) changes.push([name, next]);
  }
  return changes;
}

export function planUpdate(
  realm: Realm,
  user: UserRecord,
  channel: ChannelRecord,
  params: Params,
): UpdatePlan {
  if (params.is_archived === true) {
    throw badRequest('Channels are archived with DELETE /streams/{stream_id}, not by this update.');
  }
  const unarchive = params.is_archived === false && channel.is_archived;
  const plan: UpdatePlan = { unarchive, groups: checkGroups(realm, channel, params) };
  if (params.description !== undefined) {
    const description = checkChannelDescription(params.description);
    if (description !== channel.description) plan.description = description;
  }
  plan.privacy = checkPrivacy(realm, user, channel, params);
  if (params.message_retention_days !== undefined) {
    const days = checkRetention(user, params.message_retention_days);
    if (days !== channel.message_retention_days) plan.message_retention_days = days;
  }
  if (params.is_default_stream !== undefined && params.is_default_stream !== channel.is_default) {
    if (!isAdmin(user)) throw adminRequired();
    plan.is_default = params.is_default_stream;
  }
  if (params.new_name !== undefined) plan.new_name = checkName(realm, channel, params.new_name);
  if (params.folder_id !== undefined) {
    const folderId = checkFolder(realm, params.folder_id);
    if (folderId !== channel.folder_id) plan.folder_id = folderId;
  }
  if (params.topics_policy !== undefined) {
    const policy = checkTopicsPolicy(realm, channel, params.topics_policy);
    if (policy !== channel.topics_policy) plan.topics_policy = policy;
  }
  const { unarchive: _unarchive, groups, ...values } = plan;
  const changesSomething = groups.length > 0 || Object.values(values).some((v) => v !== undefined);
  if (channel.is_archived && !unarchive && changesSomething) throw badRequest('Channel is archived.');
  return plan;
}
