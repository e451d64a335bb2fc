// validateSettingValue and settingsDefaults: what the reference server answers PATCH /settings with.
import { describe, expect, it } from 'vitest';
import {
  SETTINGS_CATALOG,
  SETTING_NAMES,
  USER_SETTING_NAMES,
  settingsDefaults,
  validateSettingValue,
} from '../../../shared/settings';

function rejection(name: string, value: unknown): string {
  const result = validateSettingValue(name, value);
  if (result.ok) throw new Error(`${name}=${JSON.stringify(value)} was accepted`);
  return result.msg;
}

describe('settingsDefaults', () => {
  it('is the user_settings object of a new user: every setting, no account field', () => {
    const defaults = settingsDefaults();
    expect(Object.keys(defaults).sort()).toEqual([...USER_SETTING_NAMES].sort());
    for (const name of ['full_name', 'email', 'old_password', 'new_password'])
      expect(defaults).not.toHaveProperty(name);
    expect(SETTING_NAMES.length).toBe(USER_SETTING_NAMES.length + 4);
  });

  it("holds the real server's defaults", () => {
    expect(settingsDefaults()).toMatchObject({
      web_home_view: 'inbox',
      default_language: 'en',
      timezone: '',
      notification_sound: 'zulip',
      emojiset: 'google',
      color_scheme: 1,
      web_font_size_px: 16,
      web_line_height_percent: 140,
      user_list_style: 3,
      email_notifications_batching_period_seconds: 120,
      automatically_follow_topics_policy: 3,
      automatically_unmute_topics_in_muted_streams_policy: 2,
      resolved_topic_notice_auto_read_policy: 'except_followed',
      enable_stream_desktop_notifications: false,
      enable_followed_topic_desktop_notifications: true,
      allow_private_data_export: false,
    });
  });

  it('validates every default unchanged', () => {
    for (const [name, value] of Object.entries(settingsDefaults())) {
      expect(validateSettingValue(name, value), name).toEqual({ ok: true, value });
    }
  });

  it('returns a fresh object each time', () => {
    const first = settingsDefaults();
    first.enter_sends = true;
    expect(settingsDefaults().enter_sends).toBe(false);
  });
});

describe('validateSettingValue accepts', () => {
  it('every choice of every choice setting', () => {
    for (const entry of SETTINGS_CATALOG) {
      for (const choice of entry.choices ?? []) {
        expect(validateSettingValue(entry.name, choice.value), entry.name).toEqual({
          ok: true,
          value: choice.value,
        });
      }
    }
  });

  it('the spec spelling "recent" as the canonical "recent_topics"', () => {
    expect(validateSettingValue('web_home_view', 'recent')).toEqual({ ok: true, value: 'recent_topics' });
    expect(validateSettingValue('web_home_view', 'recent_topics')).toEqual({
      ok: true,
      value: 'recent_topics',
    });
  });

  it('integers at both bounds', () => {
    expect(validateSettingValue('web_font_size_px', 12)).toEqual({ ok: true, value: 12 });
    expect(validateSettingValue('web_font_size_px', 24)).toEqual({ ok: true, value: 24 });
    expect(validateSettingValue('email_notifications_batching_period_seconds', 604800).ok).toBe(true);
  });

  it('time zones, the empty one and UTC', () => {
    for (const tz of ['', 'UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo']) {
      expect(validateSettingValue('timezone', tz), tz).toEqual({ ok: true, value: tz });
    }
  });

  it('a trimmed full name, and account fields', () => {
    expect(validateSettingValue('full_name', '  Ada Lovelace ')).toEqual({ ok: true, value: 'Ada Lovelace' });
    expect(validateSettingValue('email', 'ada@example.com')).toEqual({ ok: true, value: 'ada@example.com' });
    expect(validateSettingValue('new_password', 'correct horse').ok).toBe(true);
  });
});

describe('validateSettingValue rejects', () => {
  it('out-of-range integers with a readable range', () => {
    expect(rejection('web_font_size_px', 11)).toBe('Font size must be between 12 and 24 px');
    expect(rejection('web_font_size_px', 25)).toBe('Font size must be between 12 and 24 px');
    expect(rejection('web_line_height_percent', 200)).toBe('Line height must be between 122 and 158 percent');
    expect(rejection('email_notifications_batching_period_seconds', 0)).toMatch(
      /between 1 and 604,800 seconds/,
    );
    expect(rejection('email_notifications_batching_period_seconds', 604801)).toMatch(/between/);
  });

  it('values of the wrong type', () => {
    expect(rejection('enter_sends', 'true')).toBe('Enter sends must be true or false');
    expect(rejection('enter_sends', 1)).toMatch(/true or false/);
    expect(rejection('web_font_size_px', '16')).toMatch(/whole number/);
    expect(rejection('web_font_size_px', 16.5)).toMatch(/whole number/);
    expect(rejection('color_scheme', '2')).toMatch(/whole number/);
    expect(rejection('emojiset', 1)).toMatch(/must be text/);
    expect(rejection('default_language', null)).toMatch(/must be text/);
    expect(rejection('timezone', 0)).toMatch(/must be text/);
    expect(rejection('full_name', 42)).toMatch(/must be text/);
  });

  it('unknown choices, naming the allowed ones', () => {
    expect(rejection('color_scheme', 4)).toBe('4 is not a valid choice for Theme (allowed: 1, 2, 3)');
    expect(rejection('color_scheme', 0)).toMatch(/not a valid choice/);
    expect(rejection('emojiset', 'apple')).toMatch(/"apple" is not a valid choice for Emoji style/);
    expect(rejection('web_home_view', 'recent_conversations')).toMatch(/not a valid choice/);
    expect(rejection('web_animate_image_previews', 'sometimes')).toMatch(/not a valid choice/);
    expect(rejection('email_address_visibility', 6)).toMatch(/not a valid choice/);
  });

  it('unknown languages and sounds', () => {
    expect(rejection('default_language', 'xx')).toBe('Unknown language: xx');
    expect(rejection('default_language', '')).toBe('Unknown language: ');
    expect(rejection('notification_sound', 'trumpet')).toBe('Unknown notification sound: trumpet');
  });

  it('bad time zones', () => {
    for (const tz of ['Mars/Olympus_Mons', 'utc', 'europe/berlin', '+01:00', 'Not a zone', ' UTC']) {
      expect(rejection('timezone', tz), tz).toBe(`Unknown time zone: ${tz}`);
    }
  });

  it('empty, short, long or ill-formed full names', () => {
    expect(rejection('full_name', '')).toBe("Full name can't be empty");
    expect(rejection('full_name', '   ')).toBe("Full name can't be empty");
    expect(rejection('full_name', 'A')).toMatch(/at least 2 characters/);
    expect(rejection('full_name', 'x'.repeat(101))).toMatch(/longer than 100 characters/);
    expect(rejection('full_name', 'Ada @ home')).toMatch(/can't contain/);
    expect(rejection('full_name', 'Ada\u0007')).toMatch(/can't contain/);
  });

  it('empty or short passwords and malformed email addresses', () => {
    expect(rejection('old_password', '')).toBe("Current password can't be empty");
    expect(rejection('new_password', 'abc')).toBe('New password must be at least 6 characters');
    expect(rejection('email', 'not-an-address')).toBe('Invalid email address: not-an-address');
    expect(rejection('email', ' ')).toBe("Email can't be empty");
  });

  it('names the catalogue does not know', () => {
    expect(rejection('dense_mode', true)).toBe('Unknown setting: dense_mode');
    expect(rejection('target_users', {})).toBe('Unknown setting: target_users');
  });
});
