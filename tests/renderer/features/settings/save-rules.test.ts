import { describe, expect, it } from 'vitest';
import { SETTINGS_CATALOG } from '../../../../shared/settings/catalog';
import { validateSettingValue } from '../../../../shared/settings/validate';
import { outcomeOfSave, unavailableReason } from '../../../../renderer/src/features/settings/availability';
import {
  onServerValue,
  shownValue,
  statusText,
  type SaveStatus,
} from '../../../../renderer/src/features/settings/save-status';
import { testIntl } from '../../../support/intl';
import { type Phrase, formatPhrase } from '../../../../shared/i18n/phrase';

const english = testIntl('en');
const german = testIntl('de');
const say = (text: Phrase | undefined) => (text ? formatPhrase(english, text) : undefined);

const entry = (name: string) => SETTINGS_CATALOG.find((e) => e.name === name)!;
const none = new Set<string>();

describe('unavailableReason', () => {
  it('names the feature level a setting needs when the server is older', () => {
    const reason = unavailableReason(entry('web_font_size_px'), {
      featureLevel: 200,
      reported: true,
      ignored: none,
    });
    expect(say(reason)).toContain('feature level 245');
    expect(say(reason)).toContain('has 200');
    expect(reason && formatPhrase(german, reason)).toBe(
      'Auf diesem Server nicht verfügbar: Dafür ist Funktionsstufe 245 nötig, dieser Server hat 200.',
    );
    expect(
      unavailableReason(entry('web_font_size_px'), { featureLevel: 245, reported: true, ignored: none }),
    ).toBeUndefined();
  });

  it('marks settings the server ignored, and ones it does not report', () => {
    const ignored = new Set(['color_scheme']);
    expect(
      say(unavailableReason(entry('color_scheme'), { featureLevel: 470, reported: true, ignored })),
    ).toMatch(/ignored/);
    expect(
      say(unavailableReason(entry('color_scheme'), { featureLevel: 470, reported: false, ignored: none })),
    ).toMatch(/does not report/);
    // Account fields are never in user_settings, so "not reported" does not apply to them.
    expect(
      unavailableReason(entry('full_name'), { featureLevel: 470, reported: false, ignored: none }),
    ).toBeUndefined();
  });
});

describe('outcomeOfSave', () => {
  it('is saved unless the server listed the setting as ignored', () => {
    expect(outcomeOfSave('color_scheme', 2, 1, undefined)).toBe('saved');
    expect(outcomeOfSave('color_scheme', 2, 1, ['other'])).toBe('saved');
  });

  it('tells an unchanged value from an unsupported setting', () => {
    expect(outcomeOfSave('color_scheme', 2, 2, ['color_scheme'])).toBe('unchanged');
    expect(outcomeOfSave('color_scheme', 2, 1, ['color_scheme'])).toBe('unsupported');
  });
});

describe('save status', () => {
  it('shows the value in flight, and the server value otherwise', () => {
    expect(shownValue({ kind: 'saving', value: 3 }, 1)).toBe(3);
    expect(shownValue({ kind: 'confirming', value: 3, baseline: 1 }, 1)).toBe(3);
    expect(shownValue({ kind: 'failed', reason: 'no' }, 1)).toBe(1);
    expect(shownValue({ kind: 'unsupported' }, 1)).toBe(1);
  });

  it('is saved once the store holds the value, or a newer one from elsewhere', () => {
    const confirming: SaveStatus = { kind: 'confirming', value: 3, baseline: 1 };
    expect(onServerValue(confirming, 1)).toBe(confirming);
    expect(onServerValue(confirming, 3)).toEqual({ kind: 'saved' });
    expect(onServerValue(confirming, 2)).toEqual({ kind: 'saved' });
    const failed: SaveStatus = { kind: 'failed', reason: 'x' };
    expect(onServerValue(failed, 3)).toBe(failed);
  });

  it('says why a save failed', () => {
    expect(statusText({ kind: 'failed', reason: 'Wrong password!' }, english)).toBe(
      'Not saved: Wrong password!',
    );
    expect(statusText({ kind: 'saving', value: 1 }, english)).toBe('Saving…');
    expect(statusText({ kind: 'saved' }, english)).toBe('Saved');
  });

  it("says it in the user's language, leaving the server's own words as they came", () => {
    expect(statusText({ kind: 'failed', reason: 'Wrong password!' }, german)).toBe(
      'Nicht gespeichert: Wrong password!',
    );
    expect(statusText({ kind: 'saved' }, german)).toBe('Gespeichert');
    const refused = validateSettingValue('full_name', '');
    if (refused.ok) throw new Error('an empty name was accepted');
    const invalid: SaveStatus = { kind: 'invalid', reason: refused.problem };
    expect(statusText(invalid, english)).toBe("Full name can't be empty");
    expect(statusText(invalid, german)).toBe('Vollständiger Name darf nicht leer sein');
  });
});
