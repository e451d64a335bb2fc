// Notification entries for email: missed messages, digests, logins and product news.
import { defineMessage } from '@formatjs/intl';
import type { SettingEntry } from './types';

export const EMAIL_SETTINGS = [
  {
    name: 'enable_offline_email_notifications',
    section: 'notifications',
    kind: 'boolean',
    label: defineMessage({
      id: 'settings.enable_offline_email_notifications.label',
      defaultMessage: 'Emails for DMs and mentions',
    }),
    description: defineMessage({
      id: 'settings.enable_offline_email_notifications.description',
      defaultMessage: 'Email direct messages and mentions that arrive while you are away.',
    }),
    default: true,
  },
  {
    name: 'message_content_in_email_notifications',
    section: 'notifications',
    kind: 'boolean',
    label: defineMessage({
      id: 'settings.message_content_in_email_notifications.label',
      defaultMessage: 'Message text in emails',
    }),
    description: defineMessage({
      id: 'settings.message_content_in_email_notifications.description',
      defaultMessage: 'Include the message text in notification emails.',
    }),
    default: true,
  },
  {
    name: 'email_notifications_batching_period_seconds',
    section: 'notifications',
    kind: 'integer',
    label: defineMessage({
      id: 'settings.email_notifications_batching_period_seconds.label',
      defaultMessage: 'Email delay',
    }),
    description: defineMessage({
      id: 'settings.email_notifications_batching_period_seconds.description',
      defaultMessage: 'How long to gather messages into a single notification email.',
    }),
    default: 120,
    // The server accepts 1 second up to one week and rejects anything else.
    min: 1,
    max: 604_800,
    unit: 'seconds',
    minFeatureLevel: 82,
  },
  {
    name: 'realm_name_in_email_notifications_policy',
    section: 'notifications',
    kind: 'integer-choice',
    label: defineMessage({
      id: 'settings.realm_name_in_email_notifications_policy.label',
      defaultMessage: 'Organization name in email subjects',
    }),
    description: defineMessage({
      id: 'settings.realm_name_in_email_notifications_policy.description',
      defaultMessage: 'Whether notification email subjects name the organization.',
    }),
    default: 1,
    choices: [
      {
        value: 1,
        label: defineMessage({
          id: 'settings.realm_name_in_email_notifications_policy.choice.automatic',
          defaultMessage: 'Automatic',
        }),
      },
      {
        value: 2,
        label: defineMessage({
          id: 'settings.realm_name_in_email_notifications_policy.choice.always',
          defaultMessage: 'Always',
        }),
      },
      {
        value: 3,
        label: defineMessage({
          id: 'settings.realm_name_in_email_notifications_policy.choice.never',
          defaultMessage: 'Never',
        }),
      },
    ],
    minFeatureLevel: 168,
  },
  {
    name: 'enable_digest_emails',
    section: 'notifications',
    kind: 'boolean',
    label: defineMessage({ id: 'settings.enable_digest_emails.label', defaultMessage: 'Digest emails' }),
    description: defineMessage({
      id: 'settings.enable_digest_emails.description',
      defaultMessage: 'Send a summary of activity while you are away for a while.',
    }),
    default: true,
  },
  {
    name: 'enable_login_emails',
    section: 'notifications',
    kind: 'boolean',
    label: defineMessage({ id: 'settings.enable_login_emails.label', defaultMessage: 'Login emails' }),
    description: defineMessage({
      id: 'settings.enable_login_emails.description',
      defaultMessage: 'Email me when my account is signed in to.',
    }),
    default: true,
  },
  {
    name: 'enable_marketing_emails',
    section: 'notifications',
    kind: 'boolean',
    label: defineMessage({
      id: 'settings.enable_marketing_emails.label',
      defaultMessage: 'Product news emails',
    }),
    description: defineMessage({
      id: 'settings.enable_marketing_emails.description',
      defaultMessage: 'Occasional news about the service; only sent by the hosted offering.',
    }),
    default: true,
  },
] as const satisfies readonly SettingEntry[];
