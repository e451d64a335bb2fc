// POST /users/me/subscriptions/properties: the caller's personal settings for their channels.
import type { DecodedParamsOf } from '../../../shared/api/operation';
import {
  SUBSCRIPTION_PROPERTIES,
  type SubscriptionProperty,
  type updateSubscriptionProperties,
} from '../../../shared/api/subscriptions';
import { badRequest, invalidChannelId } from '../../http/failure';
import type { AuthedContext } from '../../http/route';
import { canSeeChannel } from '../../realm/access';
import type { SubscriptionRecord } from '../../realm/types';

type Value = boolean | string | number | null;

const COLOR = /^#[0-9a-fA-F]{6}$/;
const isKnown = (property: string): property is SubscriptionProperty =>
  (SUBSCRIPTION_PROPERTIES as readonly string[]).includes(property);

/** The value to store, or a BAD_REQUEST naming the property and what it needs. */
function checkValue(property: SubscriptionProperty, value: Value): Value {
  switch (property) {
    case 'color':
      if (typeof value !== 'string' || !COLOR.test(value)) {
        throw badRequest(`${property} is not a valid hex color code`);
      }
      return value;
    case 'is_muted':
    case 'in_home_view':
    case 'pin_to_top':
      if (typeof value !== 'boolean') throw badRequest(`${property} is not a boolean`);
      return value;
    default:
      // The notification settings also take null: "inherit the user-level default".
      if (typeof value !== 'boolean' && value !== null) throw badRequest(`${property} is not a boolean`);
      return value;
  }
}

interface Change {
  sub: SubscriptionRecord;
  property: SubscriptionProperty;
  value: Value;
}

export function updatePropertiesHandler(
  ctx: AuthedContext,
  params: DecodedParamsOf<typeof updateSubscriptionProperties>,
): Record<string, never> {
  const { realm, user } = ctx;
  const changes: Change[] = [];
  for (const item of params.subscription_data) {
    const channel = realm.channel(item.stream_id);
    if (!channel || !canSeeChannel(realm, user, channel)) throw invalidChannelId();
    const sub = realm.subscription(user.user_id, channel.stream_id);
    if (!sub?.active) throw badRequest(`Not subscribed to channel ID ${item.stream_id}`);
    if (!isKnown(item.property)) throw badRequest(`Unknown subscription property: ${item.property}`);
    changes.push({ sub, property: item.property, value: checkValue(item.property, item.value) });
  }
  for (const { sub, property, value } of changes) {
    const event = (name: string, v: Value) => ({
      type: 'subscription',
      op: 'update',
      stream_id: sub.stream_id,
      property: name,
      value: v,
    });
    if (property === 'is_muted' || property === 'in_home_view') {
      // Stored once as is_muted; clients still hear both names (FL 139).
      const muted = property === 'is_muted' ? value === true : value === false;
      sub.is_muted = muted;
      realm.emit([user.user_id], event('is_muted', muted));
      realm.emit([user.user_id], event('in_home_view', !muted));
      continue;
    }
    if (property === 'color') sub.color = value as string;
    else if (property === 'pin_to_top') sub.pin_to_top = value as boolean;
    else sub[property] = value as boolean | null;
    realm.emit([user.user_id], event(property, value));
  }
  return {};
}
