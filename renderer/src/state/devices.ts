// Devices slice: the user's registered push devices (feature level 468+). A device is announced by
// ID alone and its push registration details arrive in later updates, so every detail is optional.
import type { EventOfKind } from '../../../shared/events';
import type { Device } from '../../../shared/objects';
import { putEntry, withoutEntries, type ById } from './by-id-map';
import { patched } from './same-json';
import { isRecord, type Snapshot } from './snapshot-read';
import { Map as ImmutableMap } from 'immutable';

export type DeviceRecord = Pick<Device, 'device_id'> & Partial<Omit<Device, 'device_id'>>;

export interface DevicesState {
  byId: ById<DeviceRecord>;
}

export const initialDevices: DevicesState = { byId: ImmutableMap() };

/** `devices` is an object keyed by device ID; a list of devices is read as well. */
export function devicesFromSnapshot(snapshot: Snapshot): DevicesState {
  const value = snapshot.devices;
  const entries = Array.isArray(value) ? value : isRecord(value) ? Object.entries(value) : [];
  const byId: [number, DeviceRecord][] = [];
  for (const entry of entries) {
    const [key, item] = Array.isArray(entry) ? (entry as [string, unknown]) : [undefined, entry];
    if (!isRecord(item)) continue;
    const id = typeof item.device_id === 'number' ? item.device_id : Number(key);
    if (Number.isInteger(id)) byId.push([id, { ...item, device_id: id } as DeviceRecord]);
  }
  return { byId: ImmutableMap(byId) };
}

export function handleDeviceAdd(state: DevicesState, event: EventOfKind<'device/add'>): DevicesState {
  if (state.byId.has(event.device_id)) return state;
  return { byId: putEntry(state.byId, event.device_id, { device_id: event.device_id }) };
}

export function handleDeviceRemove(state: DevicesState, event: EventOfKind<'device/remove'>): DevicesState {
  const byId = withoutEntries(state.byId, [event.device_id]);
  return byId === state.byId ? state : { byId };
}

// Envelope fields of the event, which are not details of the device.
const ENVELOPE = new Set(['id', 'type', 'op', 'kind', 'device_id']);

/** Only the changed details are present; unknown ones are kept under their own names. */
export function handleDeviceUpdate(state: DevicesState, event: EventOfKind<'device/update'>): DevicesState {
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(event)) if (!ENVELOPE.has(key)) patch[key] = value;
  const held = state.byId.get(event.device_id);
  const next = patched(held ?? { device_id: event.device_id }, patch);
  return next === held ? state : { byId: state.byId.set(event.device_id, next) };
}
