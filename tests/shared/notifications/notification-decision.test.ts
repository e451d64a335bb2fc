// The notification decision as a table: one row per case, each saying why it ends as it does.
// Defaults are the catalogue's (a new Zulip user): DMs and mentions notify with a sound, channel
// messages do not, followed topics do, sound "zulip", DM text shown.
import { describe, expect, it } from 'vitest';
import {
  decideNotification,
  type ChannelNotificationSettings,
  type NotificationCircumstances,
  type NotificationMessage,
} from '../../../shared/notifications/notification-decision';
import { doNotDisturbActive } from '../../../shared/notifications/do-not-disturb';

const ME = 10;
const OTHER = 20;
const NOW = 1_800_000_000_000;
const NONE = 0;
const MUTED = 1;
const UNMUTED = 2;
const FOLLOWED = 3;

const sub = (over: Partial<ChannelNotificationSettings> = {}): ChannelNotificationSettings => ({
  desktop_notifications: null,
  audible_notifications: null,
  wildcard_mentions_notify: null,
  is_muted: false,
  ...over,
});

const channel = (flags: string[] = []): NotificationMessage => ({
  type: 'stream',
  senderId: OTHER,
  streamId: 5,
  flags,
});
const dm = (flags: string[] = []): NotificationMessage => ({
  type: 'private',
  senderId: OTHER,
  streamId: undefined,
  flags,
});

function when(over: Partial<NotificationCircumstances> = {}): NotificationCircumstances {
  return {
    ownUserId: ME,
    settings: {},
    subscription: sub(),
    topicPolicy: NONE,
    senderMuted: false,
    doNotDisturbUntil: null,
    now: NOW,
    onScreen: false,
    ...over,
  };
}

interface Expected {
  desktop: boolean;
  sound: string | null;
  hideContent?: boolean;
}

const notifies = { desktop: true, sound: 'zulip' };
const silent = { desktop: false, sound: null };

// [why, message, circumstances, expected]
const TABLE: [string, NotificationMessage, NotificationCircumstances, Expected][] = [
  // Direct messages
  ['a DM notifies with the default sound', dm(), when(), notifies],
  ['a group DM notifies like a DM', { ...dm(), senderId: 30 }, when(), notifies],
  [
    'a DM with desktop alerts off only plays the sound',
    dm(),
    when({ settings: { enable_desktop_notifications: false } }),
    { desktop: false, sound: 'zulip' },
  ],
  [
    'a DM with sounds off only shows the alert',
    dm(),
    when({ settings: { enable_sounds: false } }),
    { desktop: true, sound: null },
  ],
  [
    'a DM with both off stays silent',
    dm(),
    when({ settings: { enable_desktop_notifications: false, enable_sounds: false } }),
    silent,
  ],
  [
    'a DM hides its text when pm_content_in_desktop_notifications is off',
    dm(),
    when({ settings: { pm_content_in_desktop_notifications: false } }),
    { ...notifies, hideContent: true },
  ],
  [
    'a channel message never hides its text',
    channel(['mentioned']),
    when({ settings: { pm_content_in_desktop_notifications: false } }),
    { ...notifies, hideContent: false },
  ],
  [
    'notification_sound picks the sound',
    dm(),
    when({ settings: { notification_sound: 'chime-bell' } }),
    { desktop: true, sound: 'chime-bell' },
  ],
  [
    'notification_sound "none" silences the sound, the alert stays',
    dm(),
    when({ settings: { notification_sound: 'none' } }),
    { desktop: true, sound: null },
  ],
  // Never
  ['your own DM never notifies', { ...dm(), senderId: ME }, when(), silent],
  [
    'your own channel message never notifies, even in a notifying channel',
    { ...channel(), senderId: ME },
    when({ subscription: sub({ desktop_notifications: true }) }),
    silent,
  ],
  ['an already-read message never notifies', dm(['read']), when(), silent],
  ['a message from a muted user never notifies, even a DM', dm(), when({ senderMuted: true }), silent],
  ['a muted user mentioning you stays silent', channel(['mentioned']), when({ senderMuted: true }), silent],
  ['a DM shown in the focused window stays silent', dm(), when({ onScreen: true }), silent],
  [
    'a mention shown in the focused window stays silent',
    channel(['mentioned']),
    when({ onScreen: true }),
    silent,
  ],
  // Do not disturb
  ['do not disturb until later silences a DM', dm(), when({ doNotDisturbUntil: NOW + 60_000 }), silent],
  [
    'do not disturb until turned off silences a mention',
    channel(['mentioned']),
    when({ doNotDisturbUntil: 'forever' }),
    silent,
  ],
  [
    'a do-not-disturb pause that has ended lets a DM through',
    dm(),
    when({ doNotDisturbUntil: NOW - 1 }),
    notifies,
  ],
  // Channel messages
  ['a plain channel message is silent by default', channel(), when(), silent],
  [
    'enable_stream_desktop_notifications makes a channel message notify (subscription inherits)',
    channel(),
    when({ settings: { enable_stream_desktop_notifications: true } }),
    { desktop: true, sound: null },
  ],
  [
    'the subscription saying false overrides an enabled user-level channel setting',
    channel(),
    when({
      settings: { enable_stream_desktop_notifications: true },
      subscription: sub({ desktop_notifications: false }),
    }),
    silent,
  ],
  [
    'the subscription saying true notifies although the user-level setting is off',
    channel(),
    when({ subscription: sub({ desktop_notifications: true }) }),
    { desktop: true, sound: null },
  ],
  [
    'enable_stream_audible_notifications plays a sound for a channel message',
    channel(),
    when({ settings: { enable_stream_audible_notifications: true } }),
    { desktop: false, sound: 'zulip' },
  ],
  [
    "the subscription's audible_notifications true plays a sound",
    channel(),
    when({ subscription: sub({ audible_notifications: true }) }),
    { desktop: false, sound: 'zulip' },
  ],
  [
    'a channel you are not subscribed to does not inherit channel settings',
    channel(),
    when({ subscription: undefined, settings: { enable_stream_desktop_notifications: true } }),
    silent,
  ],
  // Mentions
  ['a personal mention notifies', channel(['mentioned']), when(), notifies],
  [
    'a personal mention with desktop alerts off only plays the sound',
    channel(['mentioned']),
    when({ settings: { enable_desktop_notifications: false } }),
    { desktop: false, sound: 'zulip' },
  ],
  ['an alert word notifies like a mention', channel(['has_alert_word']), when(), notifies],
  [
    'a wildcard mention notifies with wildcard_mentions_notify on (inherited)',
    channel(['stream_wildcard_mentioned']),
    when(),
    notifies,
  ],
  [
    'a topic wildcard mention notifies like a channel wildcard',
    channel(['topic_wildcard_mentioned']),
    when(),
    notifies,
  ],
  [
    'the deprecated wildcard_mentioned flag counts as a wildcard',
    channel(['wildcard_mentioned']),
    when(),
    notifies,
  ],
  [
    'a wildcard mention is silent with wildcard_mentions_notify off',
    channel(['stream_wildcard_mentioned']),
    when({ settings: { wildcard_mentions_notify: false } }),
    silent,
  ],
  [
    "the subscription's wildcard_mentions_notify true beats the user-level off",
    channel(['stream_wildcard_mentioned']),
    when({
      settings: { wildcard_mentions_notify: false },
      subscription: sub({ wildcard_mentions_notify: true }),
    }),
    notifies,
  ],
  [
    "the subscription's wildcard_mentions_notify false beats the user-level on",
    channel(['stream_wildcard_mentioned']),
    when({ subscription: sub({ wildcard_mentions_notify: false }) }),
    silent,
  ],
  [
    'a wildcard mention needs enable_desktop_notifications too (the personal switch wraps it)',
    channel(['stream_wildcard_mentioned']),
    when({ settings: { enable_desktop_notifications: false, enable_sounds: false } }),
    silent,
  ],
  // Followed topics
  ['a message in a followed topic notifies', channel(), when({ topicPolicy: FOLLOWED }), notifies],
  [
    'a followed topic with its desktop setting off only plays the sound',
    channel(),
    when({ topicPolicy: FOLLOWED, settings: { enable_followed_topic_desktop_notifications: false } }),
    { desktop: false, sound: 'zulip' },
  ],
  [
    'a followed topic with both followed-topic settings off stays silent',
    channel(),
    when({
      topicPolicy: FOLLOWED,
      settings: {
        enable_followed_topic_desktop_notifications: false,
        enable_followed_topic_audible_notifications: false,
      },
    }),
    silent,
  ],
  [
    'a wildcard in a followed topic notifies per enable_followed_topic_wildcard_mentions_notify',
    channel(['topic_wildcard_mentioned']),
    when({
      topicPolicy: FOLLOWED,
      settings: {
        wildcard_mentions_notify: false,
        enable_followed_topic_desktop_notifications: false,
        enable_followed_topic_audible_notifications: false,
      },
    }),
    notifies,
  ],
  [
    'a wildcard in a followed topic stays silent with that setting off too',
    channel(['topic_wildcard_mentioned']),
    when({
      topicPolicy: FOLLOWED,
      settings: {
        wildcard_mentions_notify: false,
        enable_followed_topic_wildcard_mentions_notify: false,
        enable_followed_topic_desktop_notifications: false,
        enable_followed_topic_audible_notifications: false,
      },
    }),
    silent,
  ],
  // Muting
  [
    'a muted channel silences a channel message it would notify for',
    channel(),
    when({ subscription: sub({ is_muted: true, desktop_notifications: true }) }),
    silent,
  ],
  [
    'a muted channel lets a personal mention through',
    channel(['mentioned']),
    when({ subscription: sub({ is_muted: true }) }),
    notifies,
  ],
  [
    'a muted channel silences an inherited wildcard mention',
    channel(['stream_wildcard_mentioned']),
    when({ subscription: sub({ is_muted: true }) }),
    silent,
  ],
  [
    'a muted channel lets a wildcard through when the channel itself says wildcard_mentions_notify',
    channel(['stream_wildcard_mentioned']),
    when({ subscription: sub({ is_muted: true, wildcard_mentions_notify: true }) }),
    notifies,
  ],
  [
    'the legacy in_home_view false alone mutes the channel',
    channel(),
    when({
      subscription: {
        desktop_notifications: true,
        audible_notifications: null,
        wildcard_mentions_notify: null,
        in_home_view: false,
      },
    }),
    silent,
  ],
  [
    'an unmuted topic in a muted channel is not muted',
    channel(),
    when({ topicPolicy: UNMUTED, subscription: sub({ is_muted: true, desktop_notifications: true }) }),
    { desktop: true, sound: null },
  ],
  [
    'a followed topic in a muted channel still notifies',
    channel(),
    when({ topicPolicy: FOLLOWED, subscription: sub({ is_muted: true }) }),
    notifies,
  ],
  [
    'a muted topic silences a notifying channel',
    channel(),
    when({
      topicPolicy: MUTED,
      subscription: sub({ desktop_notifications: true, audible_notifications: true }),
    }),
    silent,
  ],
  [
    'a muted topic silences a wildcard mention',
    channel(['stream_wildcard_mentioned']),
    when({ topicPolicy: MUTED }),
    silent,
  ],
  [
    'a muted topic lets a personal mention through',
    channel(['mentioned']),
    when({ topicPolicy: MUTED }),
    notifies,
  ],
  [
    'an alert word in a muted topic stays silent (only mentions beat muting)',
    channel(['has_alert_word']),
    when({ topicPolicy: MUTED }),
    silent,
  ],
];

describe('decideNotification', () => {
  it('has at least 40 cases', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
  });

  it.each(TABLE)('%s', (_why, message, circumstances, expected) => {
    const decision = decideNotification(message, circumstances);
    expect({ desktop: decision.desktop, sound: decision.sound }).toEqual({
      desktop: expected.desktop,
      sound: expected.sound,
    });
    if (expected.hideContent !== undefined) expect(decision.hideContent).toBe(expected.hideContent);
    expect(decision.why).not.toBe('');
  });
});

describe('doNotDisturbActive', () => {
  it('is on forever or until its end, off for null or a past end', () => {
    expect(doNotDisturbActive('forever', NOW)).toBe(true);
    expect(doNotDisturbActive(NOW + 1, NOW)).toBe(true);
    expect(doNotDisturbActive(NOW, NOW)).toBe(false);
    expect(doNotDisturbActive(null, NOW)).toBe(false);
    expect(doNotDisturbActive(undefined, NOW)).toBe(false);
  });
});
