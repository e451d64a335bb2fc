// Notification entries for topics you follow, and what the app icon's unread badge counts.
import { defineMessage } from '@formatjs/intl';
import type { SettingEntry } from './types';

export const FOLLOWED_TOPIC_SETTINGS = [
  {
    name: 'enable_followed_topic_desktop_notifications',
    section: 'notifications',
    kind: 'boolean',
    label: defineMessage({
      id: 'settings.enable_followed_topic_desktop_notifications.label',
      defaultMessage: 'Desktop alerts for followed topics',
    }),
    description: defineMessage({
      id: 'settings.enable_followed_topic_desktop_notifications.description',
      defaultMessage: 'Show a desktop notification for messages in topics you follow.',
    }),
    default: true,
    minFeatureLevel: 189,
  },
  {
    name: 'enable_followed_topic_audible_notifications',
    section: 'notifications',
    kind: 'boolean',
    label: defineMessage({
      id: 'settings.enable_followed_topic_audible_notifications.label',
      defaultMessage: 'Sound for followed topics',
    }),
    description: defineMessage({
      id: 'settings.enable_followed_topic_audible_notifications.description',
      defaultMessage: 'Play the notification sound for messages in topics you follow.',
    }),
    default: true,
    minFeatureLevel: 189,
  },
  {
    name: 'enable_followed_topic_push_notifications',
    section: 'notifications',
    kind: 'boolean',
    label: defineMessage({
      id: 'settings.enable_followed_topic_push_notifications.label',
      defaultMessage: 'Mobile alerts for followed topics',
    }),
    description: defineMessage({
      id: 'settings.enable_followed_topic_push_notifications.description',
      defaultMessage: 'Send a push notification for messages in topics you follow.',
    }),
    default: true,
    minFeatureLevel: 189,
  },
  {
    name: 'enable_followed_topic_email_notifications',
    section: 'notifications',
    kind: 'boolean',
    label: defineMessage({
      id: 'settings.enable_followed_topic_email_notifications.label',
      defaultMessage: 'Emails for followed topics',
    }),
    description: defineMessage({
      id: 'settings.enable_followed_topic_email_notifications.description',
      defaultMessage: 'Email messages in topics you follow that arrive while you are away.',
    }),
    default: true,
    minFeatureLevel: 189,
  },
  {
    name: 'enable_followed_topic_wildcard_mentions_notify',
    section: 'notifications',
    kind: 'boolean',
    label: defineMessage({
      id: 'settings.enable_followed_topic_wildcard_mentions_notify.label',
      defaultMessage: 'Alert on @all in followed topics',
    }),
    description: defineMessage({
      id: 'settings.enable_followed_topic_wildcard_mentions_notify.description',
      defaultMessage: 'Treat mentions of everyone in a followed topic like a mention of you.',
    }),
    default: true,
    minFeatureLevel: 189,
  },
  {
    name: 'desktop_icon_count_display',
    section: 'notifications',
    kind: 'integer-choice',
    label: defineMessage({
      id: 'settings.desktop_icon_count_display.label',
      defaultMessage: 'Unread badge counts',
    }),
    description: defineMessage({
      id: 'settings.desktop_icon_count_display.description',
      defaultMessage: 'Which unread messages the app icon badge counts.',
    }),
    default: 1,
    // These numbers hold from feature level 227; older servers used 1 all, 2 DMs and mentions, 3 none.
    choices: [
      {
        value: 1,
        label: defineMessage({
          id: 'settings.desktop_icon_count_display.choice.all_unread_messages',
          defaultMessage: 'All unread messages',
        }),
      },
      {
        value: 2,
        label: defineMessage({
          id: 'settings.desktop_icon_count_display.choice.dms_mentions_and_followed',
          defaultMessage: 'DMs, mentions and followed topics',
        }),
      },
      {
        value: 3,
        label: defineMessage({
          id: 'settings.desktop_icon_count_display.choice.dms_and_mentions',
          defaultMessage: 'DMs and mentions',
        }),
      },
      {
        value: 4,
        label: defineMessage({
          id: 'settings.desktop_icon_count_display.choice.nothing',
          defaultMessage: 'Nothing',
        }),
      },
    ],
  },
] as const satisfies readonly SettingEntry[];
