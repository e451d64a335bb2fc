// Account and privacy entries. The first four are account fields, not user settings: the
// server applies them to the account itself and they never appear in `user_settings`.
import { defineMessage } from '@formatjs/intl';
import type { SettingEntry } from './types';

export const ACCOUNT_SETTINGS = [
  {
    name: 'full_name',
    section: 'account',
    kind: 'string',
    label: defineMessage({ id: 'settings.full_name.label', defaultMessage: 'Full name' }),
    description: defineMessage({
      id: 'settings.full_name.description',
      defaultMessage: 'The name other people see next to your messages.',
    }),
    accountOnly: true,
    // The server trims the name and then wants 2..100 characters (UserProfile.MIN/MAX_NAME_LENGTH).
    min: 2,
    max: 100,
  },
  {
    name: 'email',
    section: 'account',
    kind: 'email',
    label: defineMessage({ id: 'settings.email.label', defaultMessage: 'Email' }),
    description: defineMessage({
      id: 'settings.email.description',
      defaultMessage:
        'Changing it sends a confirmation link to the new address; nothing changes until it is opened.',
    }),
    accountOnly: true,
  },
  {
    name: 'old_password',
    section: 'account',
    kind: 'password',
    label: defineMessage({ id: 'settings.old_password.label', defaultMessage: 'Current password' }),
    description: defineMessage({
      id: 'settings.old_password.description',
      defaultMessage: 'Needed to prove it is you when setting a new password.',
    }),
    accountOnly: true,
    min: 1,
  },
  {
    name: 'new_password',
    section: 'account',
    kind: 'password',
    label: defineMessage({ id: 'settings.new_password.label', defaultMessage: 'New password' }),
    description: defineMessage({
      id: 'settings.new_password.description',
      defaultMessage: 'Sent together with the current password.',
    }),
    accountOnly: true,
    // The server's default PASSWORD_MIN_LENGTH; it also rejects guessable passwords.
    min: 6,
  },
  {
    name: 'presence_enabled',
    section: 'account',
    kind: 'boolean',
    label: defineMessage({ id: 'settings.presence_enabled.label', defaultMessage: 'Show my availability' }),
    description: defineMessage({
      id: 'settings.presence_enabled.description',
      defaultMessage: 'Let others see when you are online.',
    }),
    default: true,
  },
  {
    name: 'send_private_typing_notifications',
    section: 'account',
    kind: 'boolean',
    label: defineMessage({
      id: 'settings.send_private_typing_notifications.label',
      defaultMessage: 'Show typing in direct messages',
    }),
    description: defineMessage({
      id: 'settings.send_private_typing_notifications.description',
      defaultMessage: 'Tell the people you write to directly that you are typing.',
    }),
    default: true,
    minFeatureLevel: 105,
  },
  {
    name: 'send_stream_typing_notifications',
    section: 'account',
    kind: 'boolean',
    label: defineMessage({
      id: 'settings.send_stream_typing_notifications.label',
      defaultMessage: 'Show typing in channels',
    }),
    description: defineMessage({
      id: 'settings.send_stream_typing_notifications.description',
      defaultMessage: 'Tell channel readers that you are typing in a topic.',
    }),
    default: true,
    minFeatureLevel: 105,
  },
  {
    name: 'send_read_receipts',
    section: 'account',
    kind: 'boolean',
    label: defineMessage({ id: 'settings.send_read_receipts.label', defaultMessage: 'Share read receipts' }),
    description: defineMessage({
      id: 'settings.send_read_receipts.description',
      defaultMessage: 'Let others see whether you have read their messages.',
    }),
    default: true,
    minFeatureLevel: 105,
  },
  {
    name: 'email_address_visibility',
    section: 'account',
    kind: 'integer-choice',
    label: defineMessage({
      id: 'settings.email_address_visibility.label',
      defaultMessage: 'Who can see my email address',
    }),
    description: defineMessage({
      id: 'settings.email_address_visibility.description',
      defaultMessage: 'Limits who in the organization sees your real email address.',
    }),
    default: 1,
    // Widest audience first; the numbers are the server's, not an order.
    choices: [
      {
        value: 1,
        label: defineMessage({
          id: 'settings.email_address_visibility.choice.everyone',
          defaultMessage: 'Everyone',
        }),
      },
      {
        value: 2,
        label: defineMessage({
          id: 'settings.email_address_visibility.choice.members_no_guests',
          defaultMessage: 'Members (no guests)',
        }),
      },
      {
        value: 5,
        label: defineMessage({
          id: 'settings.email_address_visibility.choice.moderators_and_administrators',
          defaultMessage: 'Moderators and administrators',
        }),
      },
      {
        value: 3,
        label: defineMessage({
          id: 'settings.email_address_visibility.choice.administrators_only',
          defaultMessage: 'Administrators only',
        }),
      },
      {
        value: 4,
        label: defineMessage({
          id: 'settings.email_address_visibility.choice.nobody',
          defaultMessage: 'Nobody',
        }),
      },
    ],
    minFeatureLevel: 163,
  },
  {
    name: 'allow_private_data_export',
    section: 'account',
    kind: 'boolean',
    label: defineMessage({
      id: 'settings.allow_private_data_export.label',
      defaultMessage: 'Allow private data in exports',
    }),
    description: defineMessage({
      id: 'settings.allow_private_data_export.description',
      defaultMessage: 'Let administrators include your private messages in an organization export.',
    }),
    default: false,
    minFeatureLevel: 293,
  },
] as const satisfies readonly SettingEntry[];
