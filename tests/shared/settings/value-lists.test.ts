// The open-ended value sets: languages, sounds and time zones.
import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  NOTIFICATION_SOUNDS,
  NOTIFICATION_SOUND_CHOICES,
  isValidTimeZone,
} from '../../../shared/settings';

describe('isValidTimeZone', () => {
  it('accepts not-set, UTC and canonical IANA names', () => {
    for (const tz of ['', 'UTC', 'Europe/Paris', 'America/Argentina/Salta', 'Pacific/Auckland']) {
      expect(isValidTimeZone(tz), tz).toBe(true);
    }
  });

  it('accepts IANA links the runtime list leaves out but the server stores', () => {
    for (const tz of ['Europe/Kyiv', 'Asia/Kolkata', 'US/Eastern', 'Etc/GMT+5']) {
      expect(isValidTimeZone(tz), tz).toBe(true);
    }
  });

  it('refuses made-up names, wrong case, offsets and stray spaces', () => {
    for (const tz of [
      'Mars/Base',
      'Europe/Atlantis',
      'utc',
      'europe/paris',
      'EUROPE/PARIS',
      '+02:00',
      'UTC ',
      '/',
    ]) {
      expect(isValidTimeZone(tz), tz).toBe(false);
    }
  });
});

describe('languages and sounds', () => {
  it("lists distinct language codes, each named in its own language (as Zulip's language_list), English first", () => {
    expect(LANGUAGES[0]).toEqual({ code: 'en', name: 'English' });
    expect(new Set(LANGUAGES.map((l) => l.code)).size).toBe(LANGUAGES.length);
    expect(LANGUAGES.find((l) => l.code === 'zh-hans')?.name).toBe('简体中文');
    expect(LANGUAGES.find((l) => l.code === 'de')?.name).toBe('Deutsch');
  });

  it('offers "none" and the default "zulip" among readable sound labels', () => {
    expect(NOTIFICATION_SOUNDS).toContain('none');
    expect(NOTIFICATION_SOUNDS).toContain('zulip');
    expect(NOTIFICATION_SOUND_CHOICES.find((c) => c.value === 'chime-bell')?.label).toEqual({
      id: 'settings.notification_sound.choice.chime_bell',
      defaultMessage: 'Chime bell',
    });
  });
});
