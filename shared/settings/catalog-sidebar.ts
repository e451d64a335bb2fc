// Display entries for the sidebars and the inbox: unread counts, channel folders, the user list.
import { defineMessage } from '@formatjs/intl';
import type { SettingEntry } from './types';

export const SIDEBAR_SETTINGS = [
  {
    name: 'starred_message_counts',
    section: 'display',
    kind: 'boolean',
    label: defineMessage({
      id: 'settings.starred_message_counts.label',
      defaultMessage: 'Count starred messages',
    }),
    description: defineMessage({
      id: 'settings.starred_message_counts.description',
      defaultMessage: 'Show how many messages you have starred.',
    }),
    default: true,
  },
  {
    name: 'demote_inactive_streams',
    section: 'display',
    kind: 'integer-choice',
    label: defineMessage({
      id: 'settings.demote_inactive_streams.label',
      defaultMessage: 'Dim inactive channels',
    }),
    description: defineMessage({
      id: 'settings.demote_inactive_streams.description',
      defaultMessage: 'Move quiet channels down and grey them out in the sidebar.',
    }),
    default: 1,
    choices: [
      {
        value: 1,
        label: defineMessage({
          id: 'settings.demote_inactive_streams.choice.automatic',
          defaultMessage: 'Automatic',
        }),
      },
      {
        value: 2,
        label: defineMessage({
          id: 'settings.demote_inactive_streams.choice.always',
          defaultMessage: 'Always',
        }),
      },
      {
        value: 3,
        label: defineMessage({
          id: 'settings.demote_inactive_streams.choice.never',
          defaultMessage: 'Never',
        }),
      },
    ],
  },
  {
    name: 'user_list_style',
    section: 'display',
    kind: 'integer-choice',
    label: defineMessage({ id: 'settings.user_list_style.label', defaultMessage: 'User list style' }),
    description: defineMessage({
      id: 'settings.user_list_style.description',
      defaultMessage: 'How much the list of people shows for each person.',
    }),
    default: 3,
    choices: [
      {
        value: 1,
        label: defineMessage({ id: 'settings.user_list_style.choice.compact', defaultMessage: 'Compact' }),
      },
      {
        value: 2,
        label: defineMessage({
          id: 'settings.user_list_style.choice.with_status',
          defaultMessage: 'With status',
        }),
      },
      {
        value: 3,
        label: defineMessage({
          id: 'settings.user_list_style.choice.with_avatar_and_status',
          defaultMessage: 'With avatar and status',
        }),
      },
    ],
    minFeatureLevel: 141,
  },
  {
    name: 'web_stream_unreads_count_display_policy',
    section: 'display',
    kind: 'integer-choice',
    label: defineMessage({
      id: 'settings.web_stream_unreads_count_display_policy.label',
      defaultMessage: 'Unread counts on channels',
    }),
    description: defineMessage({
      id: 'settings.web_stream_unreads_count_display_policy.description',
      defaultMessage: 'Which channels show a number of unread messages in the sidebar.',
    }),
    default: 2,
    choices: [
      {
        value: 1,
        label: defineMessage({
          id: 'settings.web_stream_unreads_count_display_policy.choice.all_channels',
          defaultMessage: 'All channels',
        }),
      },
      {
        value: 2,
        label: defineMessage({
          id: 'settings.web_stream_unreads_count_display_policy.choice.unmuted_channels_and_topics',
          defaultMessage: 'Unmuted channels and topics',
        }),
      },
      {
        value: 3,
        label: defineMessage({
          id: 'settings.web_stream_unreads_count_display_policy.choice.no_channels',
          defaultMessage: 'No channels',
        }),
      },
    ],
    minFeatureLevel: 210,
  },
  {
    name: 'web_left_sidebar_unreads_count_summary',
    section: 'display',
    kind: 'boolean',
    label: defineMessage({
      id: 'settings.web_left_sidebar_unreads_count_summary.label',
      defaultMessage: 'Unread summary in the sidebar',
    }),
    description: defineMessage({
      id: 'settings.web_left_sidebar_unreads_count_summary.description',
      defaultMessage: 'Show a total of unread messages at the top of the left sidebar.',
    }),
    default: true,
    minFeatureLevel: 398,
  },
  {
    name: 'web_left_sidebar_show_channel_folders',
    section: 'display',
    kind: 'boolean',
    label: defineMessage({
      id: 'settings.web_left_sidebar_show_channel_folders.label',
      defaultMessage: 'Group sidebar channels by folder',
    }),
    description: defineMessage({
      id: 'settings.web_left_sidebar_show_channel_folders.description',
      defaultMessage: "Arrange the sidebar's channels under the organization's channel folders.",
    }),
    default: true,
    minFeatureLevel: 411,
  },
  {
    name: 'web_inbox_show_channel_folders',
    section: 'display',
    kind: 'boolean',
    label: defineMessage({
      id: 'settings.web_inbox_show_channel_folders.label',
      defaultMessage: 'Group inbox by folder',
    }),
    description: defineMessage({
      id: 'settings.web_inbox_show_channel_folders.description',
      defaultMessage: 'Arrange unread conversations in the inbox under channel folders.',
    }),
    default: true,
    minFeatureLevel: 431,
  },
] as const satisfies readonly SettingEntry[];
