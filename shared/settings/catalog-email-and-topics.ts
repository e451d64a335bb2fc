// Notification entries for email, and for following or unmuting topics automatically.
import type { SettingEntry } from './types';

// The four choices the server shares between automatic following and automatic unmuting.
const AUTOMATIC_TOPIC_CHOICES = [
  { value: 1, label: 'Topics I take part in' },
  { value: 2, label: 'Topics I send a message to' },
  { value: 3, label: 'Topics I start' },
  { value: 4, label: 'Never' },
] as const;

export const EMAIL_AND_TOPIC_SETTINGS = [
  {
    name: 'enable_offline_email_notifications',
    section: 'notifications',
    kind: 'boolean',
    label: 'Emails for DMs and mentions',
    description: 'Email direct messages and mentions that arrive while you are away.',
    default: true,
  },
  {
    name: 'message_content_in_email_notifications',
    section: 'notifications',
    kind: 'boolean',
    label: 'Message text in emails',
    description: 'Include the message text in notification emails.',
    default: true,
  },
  {
    name: 'email_notifications_batching_period_seconds',
    section: 'notifications',
    kind: 'integer',
    label: 'Email delay',
    description: 'How long to gather messages into a single notification email.',
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
    label: 'Organization name in email subjects',
    description: 'Whether notification email subjects name the organization.',
    default: 1,
    choices: [
      { value: 1, label: 'Automatic' },
      { value: 2, label: 'Always' },
      { value: 3, label: 'Never' },
    ],
    minFeatureLevel: 168,
  },
  {
    name: 'enable_digest_emails',
    section: 'notifications',
    kind: 'boolean',
    label: 'Digest emails',
    description: 'Send a summary of activity while you are away for a while.',
    default: true,
  },
  {
    name: 'enable_login_emails',
    section: 'notifications',
    kind: 'boolean',
    label: 'Login emails',
    description: 'Email me when my account is signed in to.',
    default: true,
  },
  {
    name: 'enable_marketing_emails',
    section: 'notifications',
    kind: 'boolean',
    label: 'Product news emails',
    description: 'Occasional news about the service; only sent by the hosted offering.',
    default: true,
  },
  {
    name: 'automatically_follow_topics_policy',
    section: 'notifications',
    kind: 'integer-choice',
    label: 'Follow topics automatically',
    description: 'Which topics you start following without doing it by hand.',
    default: 3,
    choices: AUTOMATIC_TOPIC_CHOICES,
    minFeatureLevel: 214,
  },
  {
    name: 'automatically_unmute_topics_in_muted_streams_policy',
    section: 'notifications',
    kind: 'integer-choice',
    label: 'Unmute topics in muted channels',
    description: 'Which topics in muted channels get unmuted for you automatically.',
    default: 2,
    choices: AUTOMATIC_TOPIC_CHOICES,
    minFeatureLevel: 214,
  },
  {
    name: 'automatically_follow_topics_where_mentioned',
    section: 'notifications',
    kind: 'boolean',
    label: 'Follow topics where I am mentioned',
    description: 'Start following a topic when someone mentions you in it.',
    default: true,
    minFeatureLevel: 235,
  },
] as const satisfies readonly SettingEntry[];
