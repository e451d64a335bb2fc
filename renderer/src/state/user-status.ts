// User status slice: each person's status text and emoji. Entries are kept in the form register
// gives them (empty values left out, users without a status absent), so applying events ends in the
// same state a fresh register would produce.
import type { EventOfKind } from '../../../shared/events';
import type { UserStatusFields } from '../../../shared/objects';
import { Map as ImmutableMap } from 'immutable';
import type { Snapshot } from './snapshot-read';

export interface UserStatusState {
  byUser: ImmutableMap<number, UserStatusFields>;
}

export const initialUserStatus: UserStatusState = { byUser: ImmutableMap() };

const TEXT_KEYS = ['status_text', 'emoji_name', 'emoji_code', 'reaction_type'] as const;

/** A value register or an event sets; "" clears it. */
const isSet = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * Drops cleared values; an emoji without a name is no emoji. Null when nothing is left. Builds only
 * what it keeps, in the keys' usual order, as register holds hundreds of statuses.
 */
export function normalizeStatus(raw: Record<string, unknown>): UserStatusFields | null {
  const status: UserStatusFields = {};
  let empty = true;
  if (isSet(raw.status_text)) {
    status.status_text = raw.status_text;
    empty = false;
  }
  if (isSet(raw.emoji_name)) {
    status.emoji_name = raw.emoji_name;
    if (isSet(raw.emoji_code)) status.emoji_code = raw.emoji_code;
    if (isSet(raw.reaction_type)) status.reaction_type = raw.reaction_type;
    empty = false;
  }
  if (raw.away === true) {
    status.away = true;
    empty = false;
  }
  return empty ? null : status;
}

export function userStatusFromSnapshot(snapshot: Snapshot): UserStatusState {
  const value = snapshot.user_status;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return initialUserStatus;
  const record = value as Record<string, unknown>;
  const byUser = ImmutableMap<number, UserStatusFields>().asMutable();
  for (const key of Object.keys(record)) {
    const userId = Number(key);
    const raw = record[key];
    if (!Number.isInteger(userId) || typeof raw !== 'object' || raw === null) continue;
    const status = normalizeStatus(raw as Record<string, unknown>);
    if (status === null) continue;
    byUser.set(userId, status);
  }
  return { byUser: byUser.asImmutable() };
}

function sameStatus(a: UserStatusFields | undefined, b: UserStatusFields | null): boolean {
  if (a === undefined || b === null) return a === undefined && b === null;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (a[key] !== b[key]) return false;
  return true;
}

/** Only the changed keys are present; "" clears a key. Unknown keys are ignored. */
export function handleUserStatus(state: UserStatusState, event: EventOfKind<'user_status'>): UserStatusState {
  const current = state.byUser.get(event.user_id);
  const merged: Record<string, unknown> = { ...current };
  for (const key of TEXT_KEYS) if (event[key] !== undefined) merged[key] = event[key];
  if (event.away !== undefined) merged.away = event.away;
  const next = normalizeStatus(merged);
  if (sameStatus(current, next)) return state;
  return {
    byUser: next === null ? state.byUser.delete(event.user_id) : state.byUser.set(event.user_id, next),
  };
}
