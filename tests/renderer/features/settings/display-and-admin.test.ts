import { describe, expect, it } from 'vitest';
import { SETTINGS_TARGET_USERS_FEATURE_LEVEL } from '../../../../shared/api/settings';
import {
  TARGET_USERS_FEATURE_LEVEL,
  bulkOutcome,
  bulkParams,
  bulkSettings,
  bulkUnavailableReason,
  groupLabel,
  pickableGroup,
} from '../../../../renderer/src/features/settings/admin-model';
import { emojiAsText, rootDisplay } from '../../../../renderer/src/features/settings/display-settings';
import { isSettingsShortcut } from '../../../../renderer/src/features/settings/settings-navigation';
import { testIntl } from '../../../support/intl';
import { type Phrase, formatPhrase } from '../../../../shared/i18n/phrase';

const english = testIntl('en');
const german = testIntl('de');
const say = (text: Phrase | undefined) => (text ? formatPhrase(english, text) : undefined);

describe('rootDisplay', () => {
  it('leaves the scheme to the system on Automatic and defaults the rest', () => {
    const display = rootDisplay({});
    expect(display.attributes['data-color-scheme']).toBeNull();
    expect(display.attributes['data-high-contrast']).toBeNull();
    expect(display.variables).toEqual({
      '--message-font-size': '16px',
      '--message-line-height': '1.4',
      '--content-max-width': '1000px',
    });
  });

  it('applies scheme, contrast, text size, line height and width', () => {
    const display = rootDisplay({
      color_scheme: 2,
      high_contrast_mode: true,
      web_font_size_px: 20,
      web_line_height_percent: 122,
      fluid_layout_width: true,
      emojiset: 'text',
      left_side_userlist: true,
    });
    expect(display.attributes).toEqual({
      'data-color-scheme': 'dark',
      'data-high-contrast': 'true',
      'data-fluid-layout': 'true',
      'data-emojiset': 'text',
      'data-user-list-side': 'left',
    });
    expect(display.variables).toEqual({
      '--message-font-size': '20px',
      '--message-line-height': '1.22',
      '--content-max-width': 'none',
    });
    expect(rootDisplay({ color_scheme: 3 }).attributes['data-color-scheme']).toBe('light');
  });

  it('draws emoji as text only for the text set', () => {
    expect(emojiAsText('text')).toBe(true);
    expect(emojiAsText('google')).toBe(false);
  });
});

describe('administrator bulk update', () => {
  it('keeps its feature level in step with the API definition', () => {
    expect(TARGET_USERS_FEATURE_LEVEL).toBe(SETTINGS_TARGET_USERS_FEATURE_LEVEL);
    expect(say(bulkUnavailableReason(443))).toContain('needs feature level 444 and it has 443');
    expect(bulkUnavailableReason(444)).toBeUndefined();
  });

  it('offers user settings only, and only those the server knows', () => {
    const names = bulkSettings(470).map((e) => e.name);
    expect(names).toContain('color_scheme');
    expect(names).not.toContain('full_name');
    expect(bulkSettings(100).map((e) => e.name)).not.toContain('web_font_size_px');
  });

  it('builds target_users and refuses empty targets and bad values before sending', () => {
    expect(
      bulkParams({ name: 'color_scheme', value: 2, userIds: [5], groupIds: [], skipIfAlreadyEdited: true }),
    ).toEqual({
      ok: true,
      params: { color_scheme: 2, target_users: { user_ids: [5], skip_if_already_edited: true } },
    });
    expect(
      bulkParams({
        name: 'enter_sends',
        value: true,
        userIds: [],
        groupIds: [9],
        skipIfAlreadyEdited: false,
      }),
    ).toEqual({
      ok: true,
      params: { enter_sends: true, target_users: { group_ids: [9], skip_if_already_edited: false } },
    });
    expect(
      bulkParams({ name: 'color_scheme', value: 2, userIds: [], groupIds: [], skipIfAlreadyEdited: false }),
    ).toMatchObject({
      ok: false,
      reason: { message: { defaultMessage: 'Choose at least one person or group.' } },
    });
    const tooBig = bulkParams({
      name: 'web_font_size_px',
      value: 99,
      userIds: [1],
      groupIds: [],
      skipIfAlreadyEdited: false,
    });
    expect(tooBig.ok === false && say(tooBig.reason)).toMatch(/between 12 and 24/);
  });

  it('names role groups plainly and leaves out the ones nobody can be in', () => {
    expect(groupLabel({ name: 'role:members', isSystemGroup: true }, english)).toBe('All members');
    expect(groupLabel({ name: 'role:members', isSystemGroup: true }, german)).toBe('Alle Mitglieder');
    // A group's own name is the organization's, never translated.
    expect(groupLabel({ name: 'Support', isSystemGroup: false }, german)).toBe('Support');
    expect(pickableGroup({ name: 'role:nobody', isSystemGroup: true, deactivated: false })).toBe(false);
    expect(pickableGroup({ name: 'Old team', isSystemGroup: false, deactivated: true })).toBe(false);
    expect(pickableGroup({ name: 'Support', isSystemGroup: false, deactivated: false })).toBe(true);
  });

  it('reports an ignored bulk update as nobody changed', () => {
    expect(say(bulkOutcome('color_scheme', ['color_scheme']))).toMatch(/Nobody/);
    expect(say(bulkOutcome('color_scheme', undefined))).toMatch(/Applied/);
  });
});

describe('isSettingsShortcut', () => {
  const key = (over: Partial<KeyboardEvent>) => ({
    key: ',',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...over,
  });
  it('is Ctrl+, elsewhere and Cmd+, on macOS', () => {
    expect(isSettingsShortcut(key({ ctrlKey: true }), false)).toBe(true);
    expect(isSettingsShortcut(key({ metaKey: true }), false)).toBe(false);
    expect(isSettingsShortcut(key({ metaKey: true }), true)).toBe(true);
    expect(isSettingsShortcut(key({ ctrlKey: true }), true)).toBe(false);
    expect(isSettingsShortcut(key({ ctrlKey: true, shiftKey: true }), false)).toBe(false);
    expect(isSettingsShortcut(key({ key: '.', ctrlKey: true }), false)).toBe(false);
  });
});
