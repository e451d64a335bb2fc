// Custom profile fields slice: the organization's field definitions, in display order. The values
// each person filled in travel with the users (profile_data), not here.
import type { EventOfKind } from '../../../shared/events';
import type { CustomProfileField } from '../../../shared/objects';
import { sameJson } from './same-json';
import { readList, type Snapshot } from './snapshot-read';

export interface CustomProfileFieldsState {
  /** Sorted by `order`. */
  fields: readonly CustomProfileField[];
}

export const initialCustomProfileFields: CustomProfileFieldsState = { fields: [] };

const byOrder = (a: CustomProfileField, b: CustomProfileField) => a.order - b.order || a.id - b.id;

export function customProfileFieldsFromSnapshot(snapshot: Snapshot): CustomProfileFieldsState {
  const fields = readList<CustomProfileField>(
    snapshot,
    'custom_profile_fields',
    (item) => typeof item.id === 'number' && typeof item.type === 'number' && typeof item.name === 'string',
  );
  return { fields: fields.sort(byOrder) };
}

export function findProfileField(
  state: CustomProfileFieldsState,
  fieldId: number,
): CustomProfileField | undefined {
  return state.fields.find((field) => field.id === fieldId);
}

/** The event carries every field definition; one added, edited, removed or reordered changes it. */
export function handleCustomProfileFields(
  state: CustomProfileFieldsState,
  event: EventOfKind<'custom_profile_fields'>,
): CustomProfileFieldsState {
  const fields = [...event.fields].sort(byOrder);
  return sameJson(state.fields, fields) ? state : { fields };
}
