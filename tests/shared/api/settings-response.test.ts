import { describe, expect, it } from 'vitest';
import { interpretResponse } from '../../../electron/core/api/interpret-response';
import { updateSettings } from '../../../shared/api/settings';

const raw = (body: unknown) => ({ status: 200, headers: new Headers(), text: JSON.stringify(body) });

describe('updateSettings response', () => {
  it('keeps ignored_parameters_unsupported, which the settings UI needs to tell saved from ignored', () => {
    const body = { result: 'success', msg: '', ignored_parameters_unsupported: ['color_scheme'] };
    expect(interpretResponse(updateSettings, raw(body))).toEqual({
      ignored_parameters_unsupported: ['color_scheme'],
    });
    expect(interpretResponse(updateSettings, raw({ result: 'success', msg: '' }))).toEqual({});
  });
});
