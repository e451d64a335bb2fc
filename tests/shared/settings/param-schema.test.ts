// The wire schemas of PATCH /settings parameters, on their own and through the shared decoder.
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineOperation, emptyResponse } from '../../../shared/api/operation';
import { decodeParams } from '../../../shared/api/wire';
import { SETTING_NAMES, settingParamSchema, settingParamsShape } from '../../../shared/settings';

describe('settingParamSchema', () => {
  it('types booleans, integers and strings by kind', () => {
    expect(settingParamSchema('enter_sends').safeParse(true).success).toBe(true);
    expect(settingParamSchema('enter_sends').safeParse('true').success).toBe(false);
    expect(settingParamSchema('web_font_size_px').safeParse(16).success).toBe(true);
    expect(settingParamSchema('web_font_size_px').safeParse(16.5).success).toBe(false);
    expect(settingParamSchema('default_language').safeParse('de').success).toBe(true);
    expect(settingParamSchema('timezone').safeParse(3).success).toBe(false);
    expect(settingParamSchema('full_name').safeParse('Ada').success).toBe(true);
  });

  it('leaves choice ranges to validateSettingValue', () => {
    expect(settingParamSchema('color_scheme').safeParse(7).success).toBe(true);
    expect(settingParamSchema('emojiset').safeParse('apple').success).toBe(true);
  });

  it('refuses names it does not know', () => {
    expect(() => settingParamSchema('dense_mode' as never)).toThrow(/unknown setting/);
  });
});

describe('settingParamsShape through decodeParams', () => {
  const op = defineOperation({
    name: 'updateSettings',
    method: 'PATCH',
    path: '/settings',
    params: z.object(settingParamsShape()),
    response: emptyResponse,
    summary: 'test operation',
  });

  it('covers every setting, all optional', () => {
    expect(Object.keys(op.params.shape).sort()).toEqual([...SETTING_NAMES].sort());
    expect(op.params.safeParse({}).success).toBe(true);
  });

  it('JSON-decodes booleans and integers and keeps strings raw', () => {
    const decoded = decodeParams(op, {
      enter_sends: 'true',
      color_scheme: '2',
      default_language: 'de',
      timezone: 'Europe/Berlin',
      full_name: '123',
      target_users: '{}',
    });
    expect(decoded).toEqual({
      ok: true,
      params: {
        enter_sends: true,
        color_scheme: 2,
        default_language: 'de',
        timezone: 'Europe/Berlin',
        full_name: '123',
      },
      ignored: ['target_users'],
    });
  });

  it('refuses a non-boolean for a boolean setting', () => {
    const decoded = decodeParams(op, { enter_sends: '"yes"' });
    expect(decoded.ok).toBe(false);
  });
});
