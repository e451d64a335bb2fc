// Whether a new message becomes a desktop notification, which sound it plays and whether its text is
// shown: one pure decision, used by the renderer whichever host shows the notification (the page's
// Notification API in browser mode, main's Notification in Electron). It follows Zulip's web app
// (web/src/message_notifications.ts): first what makes a message never notify (yours, read, from a
// muted sender, muted channel or topic), then the desktop and the audible settings separately.
// Deliberate additions, each silencing everything: a do-not-disturb pause; the window showing the
// conversation with focus (Zulip gets there by marking such a message read at once); and a muted
// sender (Zulip's server marks those messages read; checking here too holds for any server).
import type { DoNotDisturbUntil } from '../desktop';
import { MessageFlag } from '../objects/message';
import { VisibilityPolicy } from '../objects/user-topic';
import { SETTINGS_CATALOG, type SettingValue } from '../settings/catalog';
import { doNotDisturbActive } from './do-not-disturb';

export interface NotificationMessage {
  /** 'stream' or 'private', as the wire says. */
  type: string;
  senderId: number;
  streamId: number | undefined;
  /** The flags of the message event. */
  flags: readonly string[];
}

/** The subscription's own settings; null inherits the user's. */
export interface ChannelNotificationSettings {
  desktop_notifications: boolean | null;
  audible_notifications: boolean | null;
  wildcard_mentions_notify: boolean | null;
  is_muted?: boolean | undefined;
  /** Deprecated inverse of is_muted, alone on old servers. */
  in_home_view?: boolean | undefined;
}

export interface NotificationCircumstances {
  ownUserId: number | null;
  /** The user's settings by name; an absent one takes the catalogue's default. */
  settings: Readonly<Record<string, SettingValue | undefined>>;
  /** undefined when the user is not subscribed to the message's channel. */
  subscription: ChannelNotificationSettings | undefined;
  /** The topic's visibility_policy (user_topics), VisibilityPolicy.None without one. */
  topicPolicy: number;
  senderMuted: boolean;
  doNotDisturbUntil: DoNotDisturbUntil | undefined;
  now: number;
  /** The window has focus and shows the message's conversation. */
  onScreen: boolean;
}

export interface NotificationDecision {
  desktop: boolean;
  /** The notification_sound to play, or null for silence. */
  sound: string | null;
  /** Show "New direct message from …" instead of the text (pm_content_in_desktop_notifications). */
  hideContent: boolean;
  /** Why, in a few words: for tests and logs. */
  why: string;
}

const DEFAULTS = new Map<string, SettingValue | undefined>(
  SETTINGS_CATALOG.map((entry) => [entry.name, entry.default]),
);
const WILDCARD_FLAGS: readonly string[] = [
  MessageFlag.StreamWildcardMentioned,
  MessageFlag.TopicWildcardMentioned,
  MessageFlag.WildcardMentioned,
];

type Inherited = 'desktop_notifications' | 'audible_notifications' | 'wildcard_mentions_notify';
const USER_LEVEL: Record<Inherited, string> = {
  desktop_notifications: 'enable_stream_desktop_notifications',
  audible_notifications: 'enable_stream_audible_notifications',
  wildcard_mentions_notify: 'wildcard_mentions_notify',
};

export function decideNotification(
  message: NotificationMessage,
  c: NotificationCircumstances,
): NotificationDecision {
  const on = (name: string) => (c.settings[name] ?? DEFAULTS.get(name)) === true;
  const hideContent = message.type === 'private' && !on('pm_content_in_desktop_notifications');
  const silent = (why: string): NotificationDecision => ({ desktop: false, sound: null, hideContent, why });

  const isChannel = message.type === 'stream';
  const mentionedDirectly = message.flags.includes(MessageFlag.Mentioned);
  const wildcard = !mentionedDirectly && message.flags.some((flag) => WILDCARD_FLAGS.includes(flag));
  const alertWord = message.flags.includes(MessageFlag.HasAlertWord);
  const followed = isChannel && c.topicPolicy === VisibilityPolicy.Followed;
  /** The subscription's value, or the user-level one it inherits; never for an unsubscribed channel. */
  const channelSays = (name: Inherited) => {
    if (!isChannel || c.subscription === undefined) return false;
    return c.subscription[name] ?? on(USER_LEVEL[name]);
  };

  if (c.ownUserId !== null && message.senderId === c.ownUserId) return silent('your own message');
  if (message.flags.includes(MessageFlag.Read)) return silent('already read');
  if (c.senderMuted) return silent('the sender is muted');
  if (c.onScreen) return silent('shown in the focused window');
  if (doNotDisturbActive(c.doNotDisturbUntil, c.now)) return silent('do not disturb');
  if (isChannel && !mentionedDirectly && !followed) {
    if (c.topicPolicy === VisibilityPolicy.Muted) return silent('muted topic');
    const channelMuted =
      c.subscription?.is_muted === true ||
      (c.subscription?.is_muted === undefined && c.subscription?.in_home_view === false);
    // A muted channel lets through an unmuted topic, and a wildcard mention where the channel's
    // own wildcard setting (not an inherited one) says so.
    if (channelMuted && c.topicPolicy !== VisibilityPolicy.Unmuted) {
      if (!(wildcard && c.subscription?.wildcard_mentions_notify === true)) return silent('muted channel');
    }
  }

  /** Zulip's shared shape of the desktop and audible rules; `personal` is the DM/mention switch. */
  const triggers = (perChannel: Inherited, followedSetting: string, personal: string): string | null => {
    if (channelSays(perChannel)) return 'channel setting';
    if (followed && on(followedSetting)) return 'followed topic';
    if (!on(personal)) return null;
    if (message.type === 'private') return 'direct message';
    if (mentionedDirectly) return 'mention';
    if (alertWord) return 'alert word';
    if (wildcard && channelSays('wildcard_mentions_notify')) return 'wildcard mention';
    if (wildcard && followed && on('enable_followed_topic_wildcard_mentions_notify'))
      return 'wildcard mention in a followed topic';
    return null;
  };

  const desktopWhy = triggers(
    'desktop_notifications',
    'enable_followed_topic_desktop_notifications',
    'enable_desktop_notifications',
  );
  const soundName = String(c.settings.notification_sound ?? DEFAULTS.get('notification_sound') ?? 'none');
  const soundWhy =
    soundName === 'none'
      ? null
      : triggers('audible_notifications', 'enable_followed_topic_audible_notifications', 'enable_sounds');
  if (desktopWhy === null && soundWhy === null) return silent('no setting asks for it');
  return {
    desktop: desktopWhy !== null,
    sound: soundWhy === null ? null : soundName,
    hideContent,
    why: desktopWhy ?? `sound only: ${soundWhy}`,
  };
}
