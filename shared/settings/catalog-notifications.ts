// Notification entries for desktop, sound and mobile alerts, for DMs, mentions and channels.
// (Followed topics and the badge count live in catalog-followed-topics.ts; email notifications and
// automatic topic following in catalog-email.ts and catalog-topic-following.ts.)
import { defineMessage } from '@formatjs/intl';
import type { SettingEntry } from './types';
import { NOTIFICATION_SOUND_CHOICES } from './value-lists';

export const NOTIFICATION_SETTINGS = [
  {
    name: 'enable_desktop_notifications',
    section: 'notifications',
    kind: 'boolean',
    label: defineMessage({
      id: 'settings.enable_desktop_notifications.label',
      defaultMessage: 'Desktop alerts for DMs and mentions',
    }),
    description: defineMessage({
      id: 'settings.enable_desktop_notifications.description',
      defaultMessage: 'Show a desktop notification for direct messages and mentions.',
    }),
    default: true,
  },
  {
    name: 'enable_sounds',
    section: 'notifications',
    kind: 'boolean',
    label: defineMessage({
      id: 'settings.enable_sounds.label',
      defaultMessage: 'Sound for DMs and mentions',
    }),
    description: defineMessage({
      id: 'settings.enable_sounds.description',
      defaultMessage: 'Play the notification sound for direct messages and mentions.',
    }),
    default: true,
  },
  {
    name: 'notification_sound',
    section: 'notifications',
    kind: 'sound',
    label: defineMessage({ id: 'settings.notification_sound.label', defaultMessage: 'Notification sound' }),
    description: defineMessage({
      id: 'settings.notification_sound.description',
      defaultMessage: 'Which sound audible notifications play.',
    }),
    default: 'zulip',
    choices: NOTIFICATION_SOUND_CHOICES,
  },
  {
    name: 'pm_content_in_desktop_notifications',
    section: 'notifications',
    kind: 'boolean',
    label: defineMessage({
      id: 'settings.pm_content_in_desktop_notifications.label',
      defaultMessage: 'Show message text in desktop alerts',
    }),
    description: defineMessage({
      id: 'settings.pm_content_in_desktop_notifications.description',
      defaultMessage: 'Include the text of direct messages in desktop notifications.',
    }),
    default: true,
  },
  {
    name: 'wildcard_mentions_notify',
    section: 'notifications',
    kind: 'boolean',
    label: defineMessage({
      id: 'settings.wildcard_mentions_notify.label',
      defaultMessage: 'Alert on @all mentions',
    }),
    description: defineMessage({
      id: 'settings.wildcard_mentions_notify.description',
      defaultMessage: 'Treat mentions of everyone in a channel or topic like a mention of you.',
    }),
    default: true,
  },
  {
    name: 'enable_offline_push_notifications',
    section: 'notifications',
    kind: 'boolean',
    label: defineMessage({
      id: 'settings.enable_offline_push_notifications.label',
      defaultMessage: 'Mobile alerts when away',
    }),
    description: defineMessage({
      id: 'settings.enable_offline_push_notifications.description',
      defaultMessage: 'Send push notifications to your phone while you are not online.',
    }),
    default: true,
  },
  {
    name: 'enable_online_push_notifications',
    section: 'notifications',
    kind: 'boolean',
    label: defineMessage({
      id: 'settings.enable_online_push_notifications.label',
      defaultMessage: 'Mobile alerts when online',
    }),
    description: defineMessage({
      id: 'settings.enable_online_push_notifications.description',
      defaultMessage: 'Send push notifications to your phone even while you are online elsewhere.',
    }),
    default: true,
  },
  {
    name: 'enable_stream_desktop_notifications',
    section: 'notifications',
    kind: 'boolean',
    label: defineMessage({
      id: 'settings.enable_stream_desktop_notifications.label',
      defaultMessage: 'Desktop alerts for channels',
    }),
    description: defineMessage({
      id: 'settings.enable_stream_desktop_notifications.description',
      defaultMessage: 'Show a desktop notification for every channel message.',
    }),
    default: false,
  },
  {
    name: 'enable_stream_audible_notifications',
    section: 'notifications',
    kind: 'boolean',
    label: defineMessage({
      id: 'settings.enable_stream_audible_notifications.label',
      defaultMessage: 'Sound for channels',
    }),
    description: defineMessage({
      id: 'settings.enable_stream_audible_notifications.description',
      defaultMessage: 'Play the notification sound for every channel message.',
    }),
    default: false,
  },
  {
    name: 'enable_stream_push_notifications',
    section: 'notifications',
    kind: 'boolean',
    label: defineMessage({
      id: 'settings.enable_stream_push_notifications.label',
      defaultMessage: 'Mobile alerts for channels',
    }),
    description: defineMessage({
      id: 'settings.enable_stream_push_notifications.description',
      defaultMessage: 'Send a push notification for every channel message.',
    }),
    default: false,
  },
  {
    name: 'enable_stream_email_notifications',
    section: 'notifications',
    kind: 'boolean',
    label: defineMessage({
      id: 'settings.enable_stream_email_notifications.label',
      defaultMessage: 'Emails for channels',
    }),
    description: defineMessage({
      id: 'settings.enable_stream_email_notifications.description',
      defaultMessage: 'Email channel messages that arrive while you are away.',
    }),
    default: false,
  },
] as const satisfies readonly SettingEntry[];
