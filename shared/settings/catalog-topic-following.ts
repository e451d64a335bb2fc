// Notification entries for following or unmuting topics automatically.
import { defineMessage } from '@formatjs/intl';
import type { SettingEntry } from './types';

// The four choices the server shares between automatic following and automatic unmuting.
const AUTOMATIC_TOPIC_CHOICES = [
  {
    value: 1,
    label: defineMessage({
      id: 'settings.automatic_topics.choice.topics_i_take_part',
      defaultMessage: 'Topics I take part in',
    }),
  },
  {
    value: 2,
    label: defineMessage({
      id: 'settings.automatic_topics.choice.topics_i_send_to',
      defaultMessage: 'Topics I send a message to',
    }),
  },
  {
    value: 3,
    label: defineMessage({
      id: 'settings.automatic_topics.choice.topics_i_start',
      defaultMessage: 'Topics I start',
    }),
  },
  {
    value: 4,
    label: defineMessage({ id: 'settings.automatic_topics.choice.never', defaultMessage: 'Never' }),
  },
] as const;

export const TOPIC_FOLLOWING_SETTINGS = [
  {
    name: 'automatically_follow_topics_policy',
    section: 'notifications',
    kind: 'integer-choice',
    label: defineMessage({
      id: 'settings.automatically_follow_topics_policy.label',
      defaultMessage: 'Follow topics automatically',
    }),
    description: defineMessage({
      id: 'settings.automatically_follow_topics_policy.description',
      defaultMessage: 'Which topics you start following without doing it by hand.',
    }),
    default: 3,
    choices: AUTOMATIC_TOPIC_CHOICES,
    minFeatureLevel: 214,
  },
  {
    name: 'automatically_unmute_topics_in_muted_streams_policy',
    section: 'notifications',
    kind: 'integer-choice',
    label: defineMessage({
      id: 'settings.automatically_unmute_topics_in_muted_streams_policy.label',
      defaultMessage: 'Unmute topics in muted channels',
    }),
    description: defineMessage({
      id: 'settings.automatically_unmute_topics_in_muted_streams_policy.description',
      defaultMessage: 'Which topics in muted channels get unmuted for you automatically.',
    }),
    default: 2,
    choices: AUTOMATIC_TOPIC_CHOICES,
    minFeatureLevel: 214,
  },
  {
    name: 'automatically_follow_topics_where_mentioned',
    section: 'notifications',
    kind: 'boolean',
    label: defineMessage({
      id: 'settings.automatically_follow_topics_where_mentioned.label',
      defaultMessage: 'Follow topics where I am mentioned',
    }),
    description: defineMessage({
      id: 'settings.automatically_follow_topics_where_mentioned.description',
      defaultMessage: 'Start following a topic when someone mentions you in it.',
    }),
    default: true,
    minFeatureLevel: 235,
  },
] as const satisfies readonly SettingEntry[];
