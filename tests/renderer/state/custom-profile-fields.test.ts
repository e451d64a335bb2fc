import { expect, it } from 'vitest';
import { findProfileField } from '../../../renderer/src/state/custom-profile-fields';
import { event } from '../support/factories';
import { storeFrom } from '../support/store-fixture';

const field = (id: number, order: number, extra: Record<string, unknown> = {}) => ({
  id,
  type: 1,
  order,
  name: `Field ${id}`,
  hint: '',
  field_data: '',
  ...extra,
});

it('keeps the definitions in display order, unknown types and fields included', () => {
  const f = storeFrom({ custom_profile_fields: [field(2, 1), field(1, 0), { id: 'bad' }] });
  expect(f.s().customProfileFields.fields.map((x) => x.id)).toEqual([1, 2]);
  f.apply(
    event('custom_profile_fields', {
      fields: [
        field(3, 2, { type: 42, colour: 'teal' }),
        field(1, 1),
        field(4, 0, { type: 3, field_data: '{}' }),
      ],
    }),
  );
  const fields = f.s().customProfileFields;
  expect(fields.fields.map((x) => x.id)).toEqual([4, 1, 3]);
  expect(findProfileField(fields, 3)).toMatchObject({ type: 42, colour: 'teal' });
  expect(findProfileField(fields, 2)).toBeUndefined();
});

it('a repeat of the current definitions changes nothing', () => {
  const f = storeFrom({ custom_profile_fields: [field(1, 0)] });
  const before = f.s().customProfileFields;
  f.apply(event('custom_profile_fields', { fields: [field(1, 0)] }));
  expect(f.s().customProfileFields).toBe(before);
});
