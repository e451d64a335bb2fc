// Which control draws each catalogue entry, and with which options or bounds. Pure, so the mapping
// of every setting to its control is unit-tested without a DOM; the option texts are formatted with
// the intl object it is given, so they are in the user's language.
import { defineMessages, type IntlShape, type NoMessageValues } from 'react-intl';
import {
  LANGUAGES,
  NOTIFICATION_SOUNDS,
  type CatalogEntry,
  type NotificationSound,
  type SettingUnit,
  type SettingValue,
} from '../../../../shared/settings/catalog';
import { SOUND_NAMES } from '../../../../shared/settings/value-lists';
import { languageOptionLabel } from './language-names';

const messages = defineMessages<{
  notSet: NoMessageValues;
  current: { value: string };
  seconds: NoMessageValues;
}>({
  notSet: { id: 'settings.timezone.not_set', defaultMessage: 'Not set' },
  current: { id: 'settings.control.current_value', defaultMessage: '{value} (current)' },
  seconds: { id: 'settings.unit.seconds', defaultMessage: 'seconds' },
});

export interface ControlOption {
  value: string | number;
  label: string;
}

export type ControlSpec =
  | { control: 'switch' }
  | { control: 'select'; options: readonly ControlOption[]; numeric: boolean }
  | { control: 'number'; min: number | undefined; max: number | undefined; unit: SettingUnit | undefined }
  | { control: 'text'; minLength: number | undefined; maxLength: number | undefined }
  | { control: 'email' }
  | { control: 'password'; minLength: number | undefined };

/** What the server said about the open-ended lists; empty lists mean "not said". */
export interface ControlContext {
  featureLevel: number;
  availableNotificationSounds: readonly string[];
  /** The zones this runtime knows (Intl.supportedValuesOf), in display order. */
  timeZones: readonly string[];
  /** The current value: kept as an option when a list does not contain it, so it is never hidden. */
  current?: SettingValue;
  /** Formats the option texts in the interface's language. */
  intl: IntlShape;
}

/** The symbols are the same in every language we ship; "seconds" is a word. */
export function unitLabel(unit: SettingUnit, intl: IntlShape): string {
  return unit === 'seconds' ? intl.formatMessage(messages.seconds) : unit;
}

function isKnownSound(sound: string): sound is NotificationSound {
  return (NOTIFICATION_SOUNDS as readonly string[]).includes(sound);
}

/**
 * Our name for a sound we know ("chime-bell" → "Chime bell"); a sound only the server knows is
 * named from its file name, as the server gives it.
 */
export function soundLabel(sound: string, intl: IntlShape): string {
  if (isKnownSound(sound)) return intl.formatMessage(SOUND_NAMES[sound]);
  return sound.charAt(0).toUpperCase() + sound.slice(1).replaceAll('-', ' ');
}

export function controlSpecFor(entry: CatalogEntry, context: ControlContext): ControlSpec {
  switch (entry.kind) {
    case 'boolean':
      return { control: 'switch' };
    case 'integer-choice':
    case 'string-choice': {
      const options = (entry.choices ?? [])
        .filter(
          (choice) => choice.minFeatureLevel === undefined || choice.minFeatureLevel <= context.featureLevel,
        )
        .map((choice) => ({ value: choice.value, label: context.intl.formatMessage(choice.label) }));
      return {
        control: 'select',
        options: withCurrent(options, context),
        numeric: entry.kind === 'integer-choice',
      };
    }
    case 'integer':
      return { control: 'number', min: entry.min, max: entry.max, unit: entry.unit };
    case 'language':
      return {
        control: 'select',
        options: withCurrent(
          LANGUAGES.map((language) => ({
            value: language.code,
            label: languageOptionLabel(context.intl, language.code, language.name),
          })),
          context,
        ),
        numeric: false,
      };
    case 'sound': {
      const offered =
        context.availableNotificationSounds.length > 0
          ? context.availableNotificationSounds
          : NOTIFICATION_SOUNDS.filter((sound) => sound !== 'none');
      // "none" (silence) is always accepted next to the server's sound files.
      const names = ['none', ...offered.filter((sound) => sound !== 'none')];
      return {
        control: 'select',
        options: withCurrent(
          names.map((sound) => ({ value: sound, label: soundLabel(sound, context.intl) })),
          context,
        ),
        numeric: false,
      };
    }
    case 'timezone':
      return {
        control: 'select',
        options: withCurrent(
          [
            { value: '', label: context.intl.formatMessage(messages.notSet) },
            ...context.timeZones.map((zone) => ({ value: zone, label: zone })),
          ],
          context,
        ),
        numeric: false,
      };
    case 'string':
      return { control: 'text', minLength: entry.min, maxLength: entry.max };
    case 'email':
      return { control: 'email' };
    case 'password':
      return { control: 'password', minLength: entry.min };
  }
}

function withCurrent(options: ControlOption[], { current, intl }: ControlContext): ControlOption[] {
  if (current === undefined || typeof current === 'boolean') return options;
  if (options.some((option) => option.value === current)) return options;
  return [
    ...options,
    { value: current, label: intl.formatMessage(messages.current, { value: String(current) }) },
  ];
}

/** The runtime's IANA zones, plus UTC, which some runtimes leave out of the list. */
export function runtimeTimeZones(): string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return listed.includes('UTC') ? [...listed] : ['UTC', ...listed];
}
