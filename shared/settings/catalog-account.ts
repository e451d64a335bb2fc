// Account and privacy entries. The first four are account fields, not user settings: the
// server applies them to the account itself and they never appear in `user_settings`.
import type { SettingEntry } from './types';

export const ACCOUNT_SETTINGS = [
  {
    name: 'full_name',
    section: 'account',
    kind: 'string',
    label: 'Full name',
    description: 'The name other people see next to your messages.',
    accountOnly: true,
    // The server trims the name and then wants 2..100 characters (UserProfile.MIN/MAX_NAME_LENGTH).
    min: 2,
    max: 100,
  },
  {
    name: 'email',
    section: 'account',
    kind: 'email',
    label: 'Email',
    description:
      'Changing it sends a confirmation link to the new address; nothing changes until it is opened.',
    accountOnly: true,
  },
  {
    name: 'old_password',
    section: 'account',
    kind: 'password',
    label: 'Current password',
    description: 'Needed to prove it is you when setting a new password.',
    accountOnly: true,
    min: 1,
  },
  {
    name: 'new_password',
    section: 'account',
    kind: 'password',
    label: 'New password',
    description: 'Sent together with the current password.',
    accountOnly: true,
    // The server's default PASSWORD_MIN_LENGTH; it also rejects guessable passwords.
    min: 6,
  },
  {
    name: 'presence_enabled',
    section: 'account',
    kind: 'boolean',
    label: 'Show my availability',
    description: 'Let others see when you are online.',
    default: true,
  },
  {
    name: 'send_private_typing_notifications',
    section: 'account',
    kind: 'boolean',
    label: 'Show typing in direct messages',
    description: 'Tell the people you write to directly that you are typing.',
    default: true,
    minFeatureLevel: 105,
  },
  {
    name: 'send_stream_typing_notifications',
    section: 'account',
    kind: 'boolean',
    label: 'Show typing in channels',
    description: 'Tell channel readers that you are typing in a topic.',
    default: true,
    minFeatureLevel: 105,
  },
  {
    name: 'send_read_receipts',
    section: 'account',
    kind: 'boolean',
    label: 'Share read receipts',
    description: 'Let others see whether you have read their messages.',
    default: true,
    minFeatureLevel: 105,
  },
  {
    name: 'email_address_visibility',
    section: 'account',
    kind: 'integer-choice',
    label: 'Who can see my email address',
    description: 'Limits who in the organization sees your real email address.',
    default: 1,
    // Widest audience first; the numbers are the server's, not an order.
    choices: [
      { value: 1, label: 'Everyone' },
      { value: 2, label: 'Members (no guests)' },
      { value: 5, label: 'Moderators and administrators' },
      { value: 3, label: 'Administrators only' },
      { value: 4, label: 'Nobody' },
    ],
    minFeatureLevel: 163,
  },
  {
    name: 'allow_private_data_export',
    section: 'account',
    kind: 'boolean',
    label: 'Allow private data in exports',
    description: 'Let administrators include your private messages in an organization export.',
    default: false,
    minFeatureLevel: 293,
  },
] as const satisfies readonly SettingEntry[];
