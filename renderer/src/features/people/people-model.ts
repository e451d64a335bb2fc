// Pure helpers of the people list and profile card: how a person is searched for, how a role and an
// address read, and what time it is where someone lives.
import type { User } from '../../../../shared/objects';
import { ROLE } from '../../state/users';

/** The badge text of a role; members have none. */
export function roleLabel(role: number): string | null {
  if (role <= ROLE.owner) return 'Owner';
  if (role <= ROLE.administrator) return 'Administrator';
  if (role <= ROLE.moderator) return 'Moderator';
  if (role >= ROLE.guest) return 'Guest';
  return null;
}

/** The role as the profile card names it, members included. */
export function roleName(role: number): string {
  return roleLabel(role) ?? 'Member';
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

/** "14:05" in the person's time zone, or null when the zone is unknown to this machine. */
export function localTime(timezone: string, now: Date): string | null {
  if (timezone === '') return null;
  try {
    return new Intl.DateTimeFormat(undefined, {
      timeZone: timezone,
      hour: 'numeric',
      minute: '2-digit',
    }).format(now);
  } catch {
    return null;
  }
}
