// The account half of PATCH /settings: name, email and password. These change the account itself,
// so they are only ever the caller's own, and they are checked in full before anything is stored.
import type { SettingValue } from '../../../shared/settings';
import { ApiFailure, badRequest } from '../../http/failure';
import type { Realm } from '../../realm/realm';
import type { UserRecord } from '../../realm/types';
import { emitPersonUpdate } from './audience';

/**
 * Addresses waiting for confirmation. The real server mails a link to the new address and changes
 * nothing until it is opened; the reference server has no mail, so the request is only recorded
 * (and a later request replaces it). Nothing confirms it, so the address never changes here.
 */
const pendingEmails = new WeakMap<UserRecord, string>();

export function pendingEmailChange(user: UserRecord): string | undefined {
  return pendingEmails.get(user);
}

export interface AccountPlan {
  fullName?: string;
  email?: string;
  password?: string;
}

/** Checks the account fields of a request; `ignore` names the ones that would change nothing. */
export function planAccountChanges(
  realm: Realm,
  user: UserRecord,
  values: Map<string, SettingValue>,
  ignore: (name: string) => void,
): AccountPlan {
  const plan: AccountPlan = {};
  const fullName = values.get('full_name');
  if (fullName !== undefined) {
    if (fullName === user.full_name) ignore('full_name');
    else plan.fullName = String(fullName);
  }
  const email = values.get('email');
  if (email !== undefined) {
    const address = String(email);
    const holder = realm.userByEmail(address);
    if (holder === user) ignore('email');
    else if (holder) throw badRequest(`Email '${address}' already in use`);
    else plan.email = address;
  }
  const newPassword = values.get('new_password');
  if (newPassword !== undefined) {
    const oldPassword = values.get('old_password');
    if (oldPassword === undefined) {
      throw new ApiFailure(400, 'REQUEST_VARIABLE_MISSING', "Missing 'old_password' argument", {
        var_name: 'old_password',
      });
    }
    if (oldPassword !== user.password) throw badRequest('Wrong password!');
    plan.password = String(newPassword);
  }
  return plan;
}

export function applyAccountChanges(realm: Realm, user: UserRecord, plan: AccountPlan): void {
  if (plan.fullName !== undefined) {
    user.full_name = plan.fullName;
    emitPersonUpdate(realm, user, { full_name: plan.fullName });
  }
  if (plan.email !== undefined) pendingEmails.set(user, plan.email);
  // The API key stays: changing the password does not sign other clients out.
  if (plan.password !== undefined) user.password = plan.password;
}
