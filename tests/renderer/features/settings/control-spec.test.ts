import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  NOTIFICATION_SOUNDS,
  SETTINGS_CATALOG,
  type CatalogEntry,
} from '../../../../shared/settings/catalog';
import {
  controlSpecFor,
  runtimeTimeZones,
  type ControlContext,
} from '../../../../renderer/src/features/settings/control-spec';
import {
  entriesForSection,
  pageFor,
  sectionOf,
  SECTIONS,
} from '../../../../renderer/src/features/settings/sections';
import { testIntl } from '../../../support/intl';

const zones = runtimeTimeZones();
const english = testIntl('en');
const context: ControlContext = {
  featureLevel: 1000,
  availableNotificationSounds: [],
  timeZones: zones,
  intl: english,
};

/** The control each kind must get: the rule the settings view is built on, restated. */
const EXPECTED_CONTROL: Record<CatalogEntry['kind'], string> = {
  boolean: 'switch',
  'integer-choice': 'select',
  'string-choice': 'select',
  integer: 'number',
  language: 'select',
  sound: 'select',
  timezone: 'select',
  string: 'text',
  email: 'email',
  password: 'password',
};

describe('controlSpecFor: every catalogue entry', () => {
  it.each(SETTINGS_CATALOG.map((entry) => [entry.name, entry] as const))('%s', (_name, entry) => {
    const spec = controlSpecFor(entry, context);
    expect(spec.control).toBe(EXPECTED_CONTROL[entry.kind]);
    if (spec.control === 'select' && (entry.kind === 'integer-choice' || entry.kind === 'string-choice')) {
      // Every named value is an option, with its label, in catalogue order.
      expect(spec.options).toEqual(
        entry.choices?.map((c) => ({ value: c.value, label: c.label.defaultMessage })),
      );
      expect(spec.numeric).toBe(entry.kind === 'integer-choice');
    }
    if (spec.control === 'number') {
      expect(spec).toMatchObject({ min: entry.min, max: entry.max, unit: entry.unit });
      expect(entry.unit).toBeDefined();
    }
    if (spec.control === 'text') expect(spec).toMatchObject({ minLength: entry.min, maxLength: entry.max });
  });

  it('offers LANGUAGES for the language picker', () => {
    const entry = SETTINGS_CATALOG.find((e) => e.kind === 'language')!;
    const spec = controlSpecFor(entry, context);
    expect(spec.control === 'select' && spec.options.map((o) => o.value)).toEqual(
      LANGUAGES.map((l) => l.code),
    );
  });

  it("names each language in its own words, and in the interface's language beside it", () => {
    const entry = SETTINGS_CATALOG.find((e) => e.kind === 'language')!;
    const labels = (locale: 'en' | 'de' | 'es') => {
      const spec = controlSpecFor(entry, { ...context, intl: testIntl(locale) });
      if (spec.control !== 'select') throw new Error('not a select');
      return Object.fromEntries(spec.options.map((o) => [o.value, o.label]));
    };
    const inEnglish = labels('en');
    expect(inEnglish.en).toBe('English');
    expect(inEnglish.de).toBe('Deutsch (German)');
    expect(inEnglish.es).toBe('español (Spanish)');
    expect(inEnglish.ja).toBe('日本語 (Japanese)');
    const inGerman = labels('de');
    expect(inGerman.de).toBe('Deutsch');
    expect(inGerman.en).toBe('English (Englisch)');
    expect(inGerman.es).toBe('español (Spanisch)');
    expect(labels('es').es).toBe('español');
  });

  it("offers the server's sounds plus none, falling back to NOTIFICATION_SOUNDS", () => {
    const entry = SETTINGS_CATALOG.find((e) => e.kind === 'sound')!;
    const fallback = controlSpecFor(entry, context);
    expect(fallback.control === 'select' && fallback.options.map((o) => o.value)).toEqual([
      ...NOTIFICATION_SOUNDS,
    ]);
    const offered = controlSpecFor(entry, {
      ...context,
      availableNotificationSounds: ['ding', 'chime-bell', 'new-sound'],
    });
    expect(offered.control === 'select' && offered.options).toEqual([
      { value: 'none', label: 'None (silent)' },
      { value: 'ding', label: 'Ding' },
      { value: 'chime-bell', label: 'Chime bell' },
      // A sound only the server knows is named from its file name.
      { value: 'new-sound', label: 'New sound' },
    ]);
    const german = controlSpecFor(entry, { ...context, intl: testIntl('de') });
    expect(german.control === 'select' && german.options.slice(0, 3).map((o) => o.label)).toEqual([
      'Keiner (stumm)',
      'Zulip',
      'Glockenspiel',
    ]);
  });

  it('offers "Not set" and every runtime zone for the time zone', () => {
    const entry = SETTINGS_CATALOG.find((e) => e.kind === 'timezone')!;
    const spec = controlSpecFor(entry, context);
    if (spec.control !== 'select') throw new Error('not a select');
    expect(spec.options[0]).toEqual({ value: '', label: 'Not set' });
    const spanish = controlSpecFor(entry, { ...context, intl: testIntl('es') });
    expect(spanish.control === 'select' && spanish.options[0]).toEqual({ value: '', label: 'Sin definir' });
    expect(spec.options.slice(1).map((o) => o.value)).toEqual(zones);
    expect(zones).toContain('UTC');
    expect(zones).toContain('Europe/Berlin');
  });

  it('keeps a current value the lists do not have, so it is never hidden', () => {
    const entry = SETTINGS_CATALOG.find((e) => e.kind === 'timezone')!;
    const spec = controlSpecFor(entry, { ...context, current: 'Europe/Kyiv' });
    expect(spec.control === 'select' && spec.options.at(-1)).toEqual({
      value: 'Europe/Kyiv',
      label: 'Europe/Kyiv (current)',
    });
    const scheme = SETTINGS_CATALOG.find((e) => e.name === 'color_scheme')!;
    const known = controlSpecFor(scheme, { ...context, current: 2 });
    expect(known.control === 'select' && known.options).toHaveLength(3);
  });

  it('hides choices that need a newer server', () => {
    const entry: CatalogEntry = {
      ...SETTINGS_CATALOG.find((e) => e.name === 'color_scheme')!,
      choices: [
        { value: 1, label: { id: 'test.old', defaultMessage: 'Old' } },
        { value: 2, label: { id: 'test.new', defaultMessage: 'New' }, minFeatureLevel: 500 },
      ],
    };
    const spec = controlSpecFor(entry, { ...context, featureLevel: 499 });
    expect(spec.control === 'select' && spec.options.map((o) => o.value)).toEqual([1]);
  });
});

describe('sections', () => {
  it('places every user setting on exactly one page, and the account fields in forms', () => {
    const placed = SECTIONS.flatMap((section) => entriesForSection(section.key).map((e) => e.name));
    const userSettings = SETTINGS_CATALOG.filter((e) => !e.accountOnly).map((e) => e.name);
    expect([...placed].sort()).toEqual([...userSettings].sort());
    expect(entriesForSection('administrators')).toEqual([]);
    const accountOnly = SETTINGS_CATALOG.filter((e) => e.accountOnly).map((e) => e.name);
    expect(accountOnly.sort()).toEqual(['email', 'full_name', 'new_password', 'old_password']);
  });

  it('puts draft synchronization with the account, the rest where the catalogue says', () => {
    const drafts = SETTINGS_CATALOG.find((e) => e.name === 'enable_drafts_synchronization')!;
    expect(sectionOf(drafts)).toBe('account');
    const scheme = SETTINGS_CATALOG.find((e) => e.name === 'color_scheme')!;
    expect(sectionOf(scheme)).toBe('display');
  });

  it('falls back to the account page for unknown sections and for non-admins asking for admin', () => {
    expect(pageFor('display', false)).toBe('display');
    expect(pageFor('nonsense', true)).toBe('account');
    expect(pageFor('administrators', false)).toBe('account');
    expect(pageFor('administrators', true)).toBe('administrators');
  });
});
