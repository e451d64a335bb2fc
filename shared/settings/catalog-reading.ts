// Preferences for reading and writing: marking as read, sending, typing notices, AI features.
import { defineMessage } from '@formatjs/intl';
import type { SettingEntry } from './types';

export const READING_SETTINGS = [
  {
    name: 'web_mark_read_on_scroll_policy',
    section: 'preferences',
    kind: 'integer-choice',
    label: defineMessage({
      id: 'settings.web_mark_read_on_scroll_policy.label',
      defaultMessage: 'Mark as read while scrolling',
    }),
    description: defineMessage({
      id: 'settings.web_mark_read_on_scroll_policy.description',
      defaultMessage: 'When scrolling past messages marks them as read.',
    }),
    default: 1,
    choices: [
      {
        value: 1,
        label: defineMessage({
          id: 'settings.web_mark_read_on_scroll_policy.choice.always',
          defaultMessage: 'Always',
        }),
      },
      {
        value: 2,
        label: defineMessage({
          id: 'settings.web_mark_read_on_scroll_policy.choice.only_in_conversation_views',
          defaultMessage: 'Only in conversation views',
        }),
      },
      {
        value: 3,
        label: defineMessage({
          id: 'settings.web_mark_read_on_scroll_policy.choice.never',
          defaultMessage: 'Never',
        }),
      },
    ],
    minFeatureLevel: 175,
  },
  {
    name: 'resolved_topic_notice_auto_read_policy',
    section: 'preferences',
    kind: 'string-choice',
    label: defineMessage({
      id: 'settings.resolved_topic_notice_auto_read_policy.label',
      defaultMessage: 'Mark "topic resolved" notices as read',
    }),
    description: defineMessage({
      id: 'settings.resolved_topic_notice_auto_read_policy.description',
      defaultMessage: 'Whether the automatic notice about a resolved topic arrives already read.',
    }),
    default: 'except_followed',
    choices: [
      {
        value: 'always',
        label: defineMessage({
          id: 'settings.resolved_topic_notice_auto_read_policy.choice.always',
          defaultMessage: 'Always',
        }),
      },
      {
        value: 'except_followed',
        label: defineMessage({
          id: 'settings.resolved_topic_notice_auto_read_policy.choice.except_followed',
          defaultMessage: 'Except in topics I follow',
        }),
      },
      {
        value: 'never',
        label: defineMessage({
          id: 'settings.resolved_topic_notice_auto_read_policy.choice.never',
          defaultMessage: 'Never',
        }),
      },
    ],
    minFeatureLevel: 385,
  },
  {
    name: 'enter_sends',
    section: 'preferences',
    kind: 'boolean',
    label: defineMessage({ id: 'settings.enter_sends.label', defaultMessage: 'Enter sends' }),
    description: defineMessage({
      id: 'settings.enter_sends.description',
      defaultMessage: 'Enter sends the message; otherwise Ctrl+Enter does.',
    }),
    default: false,
  },
  {
    name: 'web_navigate_to_sent_message',
    section: 'preferences',
    kind: 'boolean',
    label: defineMessage({
      id: 'settings.web_navigate_to_sent_message.label',
      defaultMessage: 'Go to sent message',
    }),
    description: defineMessage({
      id: 'settings.web_navigate_to_sent_message.description',
      defaultMessage: 'After sending, jump to the conversation the message went to.',
    }),
    default: true,
    minFeatureLevel: 268,
  },
  {
    name: 'receives_typing_notifications',
    section: 'preferences',
    kind: 'boolean',
    label: defineMessage({
      id: 'settings.receives_typing_notifications.label',
      defaultMessage: 'Show who is typing',
    }),
    description: defineMessage({
      id: 'settings.receives_typing_notifications.description',
      defaultMessage: 'Show when others are typing in the conversation you are viewing.',
    }),
    default: true,
    minFeatureLevel: 253,
  },
  {
    name: 'hide_ai_features',
    section: 'preferences',
    kind: 'boolean',
    label: defineMessage({ id: 'settings.hide_ai_features.label', defaultMessage: 'Hide AI features' }),
    description: defineMessage({
      id: 'settings.hide_ai_features.description',
      defaultMessage: 'Hide features such as topic summaries in every app.',
    }),
    default: false,
    minFeatureLevel: 350,
  },
] as const satisfies readonly SettingEntry[];
