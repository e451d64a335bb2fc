// Display entries: theme, text size, emoji and images.
import { defineMessage } from '@formatjs/intl';
import type { SettingEntry } from './types';

export const DISPLAY_SETTINGS = [
  {
    name: 'color_scheme',
    section: 'display',
    kind: 'integer-choice',
    label: defineMessage({ id: 'settings.color_scheme.label', defaultMessage: 'Theme' }),
    description: defineMessage({
      id: 'settings.color_scheme.description',
      defaultMessage: 'Light or dark colours, or follow the system.',
    }),
    default: 1,
    choices: [
      {
        value: 1,
        label: defineMessage({ id: 'settings.color_scheme.choice.automatic', defaultMessage: 'Automatic' }),
      },
      { value: 2, label: defineMessage({ id: 'settings.color_scheme.choice.dark', defaultMessage: 'Dark' }) },
      {
        value: 3,
        label: defineMessage({ id: 'settings.color_scheme.choice.light', defaultMessage: 'Light' }),
      },
    ],
  },
  {
    name: 'web_font_size_px',
    section: 'display',
    kind: 'integer',
    label: defineMessage({ id: 'settings.web_font_size_px.label', defaultMessage: 'Font size' }),
    description: defineMessage({
      id: 'settings.web_font_size_px.description',
      defaultMessage: 'Size of message text.',
    }),
    default: 16,
    // The server does not bound it. The web app's +/- control spans 12..20; we allow up to 24
    // so a value set by another client still validates, and keep the web app's minimum.
    min: 12,
    max: 24,
    unit: 'px',
    minFeatureLevel: 245,
  },
  {
    name: 'web_line_height_percent',
    section: 'display',
    kind: 'integer',
    label: defineMessage({ id: 'settings.web_line_height_percent.label', defaultMessage: 'Line height' }),
    description: defineMessage({
      id: 'settings.web_line_height_percent.description',
      defaultMessage: 'Space between lines of message text; 140 means 1.4 lines.',
    }),
    default: 140,
    // The server does not bound it either; these are the web app's limits (122 compact .. 158).
    min: 122,
    max: 158,
    unit: '%',
    minFeatureLevel: 245,
  },
  {
    name: 'fluid_layout_width',
    section: 'display',
    kind: 'boolean',
    label: defineMessage({
      id: 'settings.fluid_layout_width.label',
      defaultMessage: 'Use full window width',
    }),
    description: defineMessage({
      id: 'settings.fluid_layout_width.description',
      defaultMessage: 'Let the message area grow with the window instead of stopping at a reading width.',
    }),
    default: false,
  },
  {
    name: 'high_contrast_mode',
    section: 'display',
    kind: 'boolean',
    label: defineMessage({ id: 'settings.high_contrast_mode.label', defaultMessage: 'High contrast' }),
    description: defineMessage({
      id: 'settings.high_contrast_mode.description',
      defaultMessage: 'Stronger contrast between text and background.',
    }),
    default: false,
  },
  {
    name: 'emojiset',
    section: 'display',
    kind: 'string-choice',
    label: defineMessage({ id: 'settings.emojiset.label', defaultMessage: 'Emoji style' }),
    description: defineMessage({
      id: 'settings.emojiset.description',
      defaultMessage: 'How emoji are drawn.',
    }),
    default: 'google',
    choices: [
      {
        value: 'google',
        label: defineMessage({ id: 'settings.emojiset.choice.google', defaultMessage: 'Modern' }),
      },
      {
        value: 'google-blob',
        label: defineMessage({ id: 'settings.emojiset.choice.google_blob', defaultMessage: 'Classic blobs' }),
      },
      {
        value: 'twitter',
        label: defineMessage({ id: 'settings.emojiset.choice.twitter', defaultMessage: 'Social' }),
      },
      {
        value: 'text',
        label: defineMessage({ id: 'settings.emojiset.choice.text', defaultMessage: 'Plain text' }),
      },
    ],
  },
  {
    name: 'translate_emoticons',
    section: 'display',
    kind: 'boolean',
    label: defineMessage({
      id: 'settings.translate_emoticons.label',
      defaultMessage: 'Turn emoticons into emoji',
    }),
    description: defineMessage({
      id: 'settings.translate_emoticons.description',
      defaultMessage: 'Replace typed :) and similar with the matching emoji when sending.',
    }),
    default: false,
  },
  {
    name: 'display_emoji_reaction_users',
    section: 'display',
    kind: 'boolean',
    label: defineMessage({
      id: 'settings.display_emoji_reaction_users.label',
      defaultMessage: 'Name who reacted',
    }),
    description: defineMessage({
      id: 'settings.display_emoji_reaction_users.description',
      defaultMessage: 'Show the names of the people on small emoji reactions instead of a count.',
    }),
    default: true,
    minFeatureLevel: 125,
  },
  {
    name: 'web_animate_image_previews',
    section: 'display',
    kind: 'string-choice',
    label: defineMessage({
      id: 'settings.web_animate_image_previews.label',
      defaultMessage: 'Play animated images',
    }),
    description: defineMessage({
      id: 'settings.web_animate_image_previews.description',
      defaultMessage: 'When animated image previews move.',
    }),
    default: 'on_hover',
    choices: [
      {
        value: 'always',
        label: defineMessage({
          id: 'settings.web_animate_image_previews.choice.always',
          defaultMessage: 'Always',
        }),
      },
      {
        value: 'on_hover',
        label: defineMessage({
          id: 'settings.web_animate_image_previews.choice.on_hover',
          defaultMessage: 'When the pointer is over them',
        }),
      },
      {
        value: 'never',
        label: defineMessage({
          id: 'settings.web_animate_image_previews.choice.never',
          defaultMessage: 'Only when opened',
        }),
      },
    ],
    minFeatureLevel: 275,
  },
] as const satisfies readonly SettingEntry[];
