// The "advanced" entries that few people change.
import { defineMessage } from '@formatjs/intl';
import type { SettingEntry } from './types';

export const ADVANCED_SETTINGS = [
  {
    name: 'enable_drafts_synchronization',
    section: 'advanced',
    kind: 'boolean',
    label: defineMessage({
      id: 'settings.enable_drafts_synchronization.label',
      defaultMessage: 'Sync drafts',
    }),
    description: defineMessage({
      id: 'settings.enable_drafts_synchronization.description',
      defaultMessage: 'Keep drafts on the server; turning it off deletes the ones stored there.',
    }),
    default: true,
    minFeatureLevel: 87,
  },
  {
    name: 'web_suggest_update_timezone',
    section: 'advanced',
    kind: 'boolean',
    label: defineMessage({
      id: 'settings.web_suggest_update_timezone.label',
      defaultMessage: 'Offer to update time zone',
    }),
    description: defineMessage({
      id: 'settings.web_suggest_update_timezone.description',
      defaultMessage: "Ask when the computer's time zone differs from the one in your profile.",
    }),
    default: true,
    minFeatureLevel: 329,
  },
  {
    name: 'left_side_userlist',
    section: 'advanced',
    kind: 'boolean',
    label: defineMessage({
      id: 'settings.left_side_userlist.label',
      defaultMessage: 'User list on the left',
    }),
    description: defineMessage({
      id: 'settings.left_side_userlist.description',
      defaultMessage: 'Legacy layout flag that the server still stores.',
    }),
    default: false,
  },
] as const satisfies readonly SettingEntry[];
