// Pure helpers of the people list and profile card: how a person is searched for, how a role and an
// address read, and what time it is where someone lives.
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { User } from '../../../../shared/objects';
import { ROLE } from '../../state/users';

export type RoleKey = 'owner' | 'administrator' | 'moderator' | 'member' | 'guest';

const roleMessages: Record<RoleKey, MessageDescriptor> = defineMessages({
  owner: { id: 'people.role.owner', defaultMessage: 'Owner' },
  administrator: { id: 'people.role.administrator', defaultMessage: 'Administrator' },
  moderator: { id: 'people.role.moderator', defaultMessage: 'Moderator' },
  member: { id: 'people.role.member', defaultMessage: 'Member' },
  guest: { id: 'people.role.guest', defaultMessage: 'Guest' },
});

/** Which role a role number is (the badge's class name; not shown). */
export function roleKey(role: number): RoleKey {
  if (role <= ROLE.owner) return 'owner';
  if (role <= ROLE.administrator) return 'administrator';
  if (role <= ROLE.moderator) return 'moderator';
  if (role >= ROLE.guest) return 'guest';
  return 'member';
}

/** The badge text of a role; members have none. */
export function roleLabel(role: number): MessageDescriptor | null {
  const key = roleKey(role);
  return key === 'member' ? null : roleMessages[key];
}

/** The role as the profile card names it, members included. */
export function roleName(role: number): MessageDescriptor {
  return roleMessages[roleKey(role)];
}

/**
 * The address to show: the real one when the server shares it, else the API email unless it is one
 * of the placeholder addresses servers hand out when real ones are hidden.
 */
export function visibleEmail(user: User): string | null {
  if (typeof user.delivery_email === 'string' && user.delivery_email !== '') return user.delivery_email;
  return /^user\d+@/i.test(user.email) ? null : user.email;
}

/** Lower case without accents ("Tomás" → "tomas"); plain ASCII skips the costly normalizing. */
export function foldText(text: string): string {
  // eslint-disable-next-line no-control-regex -- the test is for "anything beyond ASCII"
  if (!/[^\u0000-\u007f]/.test(text)) return text.toLowerCase();
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** What a people search matches against: the folded name and visible address (on separate lines). */
export function searchKey(user: User): string {
  return `${foldText(user.full_name)}\n${foldText(visibleEmail(user) ?? '')}`;
}

/** Up to two initials for an avatar without a picture. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => [...(word as string)][0]?.toUpperCase() ?? '').join('') || '?';
}

/**
 * "14:05" or "2:05 PM" (as twenty_four_hour_time asks) in the person's time zone, in the window's
 * language; null when the zone is unknown to this machine.
 */
export function localTime(
  intl: IntlShape,
  timezone: string,
  now: Date,
  twentyFourHour: boolean,
): string | null {
  if (timezone === '') return null;
  const options = {
    timeZone: timezone,
    hour: twentyFourHour ? '2-digit' : 'numeric',
    minute: '2-digit',
    hourCycle: twentyFourHour ? 'h23' : 'h12',
  } as const;
  try {
    // formatTime reports a bad zone and answers with the date as text; the (cached) formatter throws.
    intl.formatters.getDateTimeFormat(intl.locale, options);
  } catch {
    return null;
  }
  return intl.formatTime(now, options);
}
