// Which control draws each catalogue entry, and with which options or bounds. Pure, so the mapping
// of every setting to its control is unit-tested without a DOM.
import {
  LANGUAGES,
  NOTIFICATION_SOUNDS,
  type CatalogEntry,
  type SettingUnit,
  type SettingValue,
} from '../../../../shared/settings/catalog';

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
}

const UNIT_LABELS: Record<SettingUnit, string> = { px: 'px', '%': '%', seconds: 'seconds' };

export function unitLabel(unit: SettingUnit): string {
  return UNIT_LABELS[unit];
}

/** "chime-bell" → "Chime bell". */
export function soundLabel(sound: string): string {
  if (sound === 'none') return 'None (silent)';
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
        .map((choice) => ({ value: choice.value, label: choice.label }));
      return {
        control: 'select',
        options: withCurrent(options, context.current),
        numeric: entry.kind === 'integer-choice',
      };
    }
    case 'integer':
      return { control: 'number', min: entry.min, max: entry.max, unit: entry.unit };
    case 'language':
      return {
        control: 'select',
        options: withCurrent(
          LANGUAGES.map((language) => ({ value: language.code, label: language.name })),
          context.current,
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
          names.map((sound) => ({ value: sound, label: soundLabel(sound) })),
          context.current,
        ),
        numeric: false,
      };
    }
    case 'timezone':
      return {
        control: 'select',
        options: withCurrent(
          [
            { value: '', label: 'Not set' },
            ...context.timeZones.map((zone) => ({ value: zone, label: zone })),
          ],
          context.current,
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

function withCurrent(options: ControlOption[], current: SettingValue | undefined): ControlOption[] {
  if (current === undefined || typeof current === 'boolean') return options;
  if (options.some((option) => option.value === current)) return options;
  return [...options, { value: current, label: `${String(current)} (current)` }];
}

/** The runtime's IANA zones, plus UTC, which some runtimes leave out of the list. */
export function runtimeTimeZones(): string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return listed.includes('UTC') ? [...listed] : ['UTC', ...listed];
}
