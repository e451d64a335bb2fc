// The catalogue's internal consistency: what the settings UI and the reference server rely on.
import { describe, expect, it } from 'vitest';
import type { MessageDescriptor } from '@formatjs/intl';
import {
  LANGUAGES,
  NOTIFICATION_SOUNDS,
  SETTINGS_CATALOG,
  SETTING_SECTIONS,
  findSetting,
  isSettingName,
  settingsInSection,
} from '../../../shared/settings';

const CHOICE_KINDS = new Set(['integer-choice', 'string-choice', 'sound']);

/** A catalogue message: an id of the settings area and English text. */
function expectMessage(message: MessageDescriptor, what: string): void {
  expect(message.id, what).toMatch(/^settings\.[a-z0-9_.]+$/);
  expect(String(message.defaultMessage).trim(), what).not.toBe('');
}

describe('settings catalogue entries', () => {
  it('gives every choice setting a labelled, duplicate-free list of choices', () => {
    const choiceEntries = SETTINGS_CATALOG.filter((entry) => CHOICE_KINDS.has(entry.kind));
    expect(choiceEntries.length).toBeGreaterThan(10);
    for (const entry of choiceEntries) {
      const choices = entry.choices ?? [];
      expect(choices.length, entry.name).toBeGreaterThan(1);
      for (const choice of choices) expectMessage(choice.label, `${entry.name} ${choice.value}`);
      expect(new Set(choices.map((c) => c.value)).size, entry.name).toBe(choices.length);
      const valueType = entry.kind === 'integer-choice' ? 'number' : 'string';
      for (const choice of choices) expect(typeof choice.value, entry.name).toBe(valueType);
    }
  });

  it('offers every sound as a choice, and leaves languages to LANGUAGES', () => {
    expect(findSetting('notification_sound')?.choices?.map((c) => c.value)).toEqual([...NOTIFICATION_SOUNDS]);
    // Language names come from Intl.DisplayNames in the UI; the accepted codes are LANGUAGES'.
    expect(findSetting('default_language')?.choices).toBeUndefined();
    expect(LANGUAGES.map((l) => l.code)).toContain(findSetting('default_language')?.default);
  });

  it('labels and describes every entry on one line, with ids of its own', () => {
    const ids = new Set<string>();
    for (const entry of SETTINGS_CATALOG) {
      expectMessage(entry.label, entry.name);
      expectMessage(entry.description, entry.name);
      expect(entry.label.id).toBe(`settings.${entry.name}.label`);
      expect(entry.description.id).toBe(`settings.${entry.name}.description`);
      expect(entry.description.defaultMessage, entry.name).not.toContain('\n');
      for (const id of [entry.label.id, entry.description.id]) {
        expect(ids.has(String(id)), String(id)).toBe(false);
        ids.add(String(id));
      }
    }
  });

  it('gives defaults to settings and none to account fields', () => {
    const accountOnly = SETTINGS_CATALOG.filter((e) => e.accountOnly).map((e) => e.name);
    expect(accountOnly.sort()).toEqual(['email', 'full_name', 'new_password', 'old_password']);
    for (const entry of SETTINGS_CATALOG) {
      if (entry.accountOnly) expect(entry.default, entry.name).toBeUndefined();
      else expect(entry.default, entry.name).toBeDefined();
    }
  });

  it('gives bounds to every integer setting, with the default inside them', () => {
    for (const entry of SETTINGS_CATALOG.filter((e) => e.kind === 'integer')) {
      expect(entry.min, entry.name).toBeTypeOf('number');
      expect(entry.max, entry.name).toBeTypeOf('number');
      expect(entry.unit, entry.name).toBeDefined();
      expect(entry.default as number).toBeGreaterThanOrEqual(entry.min as number);
      expect(entry.default as number).toBeLessThanOrEqual(entry.max as number);
    }
  });

  it('names the sizes and enums the brief asks for', () => {
    expect(findSetting('web_font_size_px')).toMatchObject({ min: 12, max: 24, unit: 'px' });
    expect(findSetting('web_line_height_percent')).toMatchObject({ min: 122, max: 158, unit: '%' });
    expect(findSetting('color_scheme')?.choices?.map((c) => [c.value, c.label.defaultMessage])).toEqual([
      [1, 'Automatic'],
      [2, 'Dark'],
      [3, 'Light'],
    ]);
    expect(findSetting('emojiset')?.choices?.map((c) => c.value)).toEqual([
      'google',
      'google-blob',
      'twitter',
      'text',
    ]);
    expect(
      findSetting('web_home_view')
        ?.choices?.map((c) => c.value)
        .sort(),
    ).toEqual(['all_messages', 'inbox', 'recent_topics']);
    expect(findSetting('web_channel_default_view')?.choices?.map((c) => c.value)).toEqual([1, 2, 3, 4]);
    expect(findSetting('desktop_icon_count_display')?.choices?.map((c) => c.value)).toEqual([1, 2, 3, 4]);
  });

  it('puts every entry in a known section and finds each by name', () => {
    const total = SETTING_SECTIONS.reduce((sum, section) => sum + settingsInSection(section).length, 0);
    expect(total).toBe(SETTINGS_CATALOG.length);
    for (const section of SETTING_SECTIONS)
      expect(settingsInSection(section).length, section).toBeGreaterThan(0);
    for (const entry of SETTINGS_CATALOG) {
      expect(findSetting(entry.name)).toBe(entry);
      expect(isSettingName(entry.name)).toBe(true);
    }
    expect(findSetting('dense_mode')).toBeUndefined();
    expect(isSettingName('target_users')).toBe(false);
  });

  it('keeps feature levels plausible', () => {
    for (const entry of SETTINGS_CATALOG) {
      if (entry.minFeatureLevel === undefined) continue;
      expect(Number.isInteger(entry.minFeatureLevel), entry.name).toBe(true);
      expect(entry.minFeatureLevel, entry.name).toBeGreaterThan(0);
      expect(entry.minFeatureLevel, entry.name).toBeLessThan(1000);
    }
  });
});
