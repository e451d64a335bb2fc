// The shape of one entry of the user-settings catalogue. One entry describes one parameter of
// PATCH /settings: how the reference server validates it and which control the settings UI draws.
// Its words are MessageDescriptors (the English text and a catalogue id), formatted where shown.
import type { MessageDescriptor } from '@formatjs/intl';

/** Where the settings UI shows the control. */
export type SettingSection = 'account' | 'preferences' | 'display' | 'notifications' | 'advanced';

/**
 * What kind of value the setting takes, and so which control renders it:
 * boolean → switch; integer-choice / string-choice → select or radio group; integer → number
 * field with bounds; string → text field; timezone / language / sound → pickers over their own
 * lists; password / email → the account forms.
 */
export type SettingKind =
  | 'boolean'
  | 'integer-choice'
  | 'string-choice'
  | 'integer'
  | 'string'
  | 'timezone'
  | 'language'
  | 'sound'
  | 'password'
  | 'email';

export type SettingValue = boolean | number | string;

export type SettingUnit = 'px' | '%' | 'seconds';

export interface SettingChoice {
  readonly value: number | string;
  readonly label: MessageDescriptor;
  /** Set when only newer servers accept this value; the UI hides it on older ones. */
  readonly minFeatureLevel?: number;
}

export interface SettingEntry {
  /** The PATCH /settings parameter name (also the key in `user_settings`). */
  readonly name: string;
  readonly section: SettingSection;
  readonly kind: SettingKind;
  /** Short control label, in our own words. */
  readonly label: MessageDescriptor;
  /** One line of help text, in our own words. */
  readonly description: MessageDescriptor;
  /** The real server's value for a new user. Absent only on account-only entries. */
  readonly default?: SettingValue;
  /**
   * True for the account fields (name, email, passwords): PATCH /settings accepts them, but they
   * are not part of the `user_settings` object and have no default.
   */
  readonly accountOnly?: boolean;
  /**
   * The accepted values of a choice setting (and the offered sounds), in UI order. Languages have
   * none: their names come from Intl.DisplayNames, each in its own language (value-lists.ts).
   */
  readonly choices?: readonly SettingChoice[];
  /** Other spellings the server also accepts, mapped to the value it stores. */
  readonly aliases?: Readonly<Record<string, string>>;
  /** For `integer`: the value bounds. For `string` and `password`: the length bounds. */
  readonly min?: number;
  readonly max?: number;
  readonly unit?: SettingUnit;
  /** The lowest `zulip_feature_level` at which the server knows the setting. */
  readonly minFeatureLevel?: number;
}
