// A subscription: the channel fields plus the current user's personal settings for it.
import { z } from 'zod';
import { basicChannel } from './channel';

/** The five per-channel notification settings; null means "inherit the user-level default". */
export const SUBSCRIPTION_NOTIFICATION_SETTINGS = [
  'desktop_notifications',
  'email_notifications',
  'push_notifications',
  'audible_notifications',
  'wildcard_mentions_notify',
] as const;

const inheritableFlag = z.boolean().nullable();

export const subscription = basicChannel.extend({
  color: z.string(),
  is_muted: z.boolean(),
  // Deprecated mirror of !is_muted; newer servers may drop it.
  in_home_view: z.boolean().optional(),
  pin_to_top: z.boolean(),
  desktop_notifications: inheritableFlag,
  email_notifications: inheritableFlag,
  push_notifications: inheritableFlag,
  audible_notifications: inheritableFlag,
  wildcard_mentions_notify: inheritableFlag,
});
export type Subscription = z.infer<typeof subscription>;

/** What subscription/remove carries per channel. */
export const removedSubscription = z.looseObject({
  stream_id: z.number(),
  name: z.string(),
});
export type RemovedSubscription = z.infer<typeof removedSubscription>;
