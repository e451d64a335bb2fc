// What a POST /users/me/subscriptions answer means, in lines a person can read. The maps are keyed
// by user-ID strings from feature level 289 and by API emails before, so keys are resolved both ways.
import type { Operations, ResponseOf } from '../../../../shared/api';

export type SubscribeResponse = ResponseOf<Operations['subscribe']>;

export interface SubscribeSummary {
  /** "Ada Lovelace: #design, #general". */
  subscribed: string[];
  alreadySubscribed: string[];
  /** Channels the server refused (only with authorization_errors_fatal=false). */
  refused: string[];
}

export interface PersonLookup {
  /** The display name for a map key (a user-ID string or an email), or undefined when unknown. */
  nameOf(key: string): string | undefined;
  ownUserId: number | null;
  ownEmail: string;
}

function describeKey(key: string, lookup: PersonLookup): string {
  if (key === String(lookup.ownUserId) || (lookup.ownEmail !== '' && key === lookup.ownEmail)) return 'You';
  return lookup.nameOf(key) ?? key;
}

function lines(map: Record<string, string[]>, lookup: PersonLookup): string[] {
  return Object.entries(map)
    .filter(([, names]) => names.length > 0)
    .map(([key, names]) => `${describeKey(key, lookup)}: ${names.map((n) => `#${n}`).join(', ')}`)
    .sort((a, b) => (a.startsWith('You:') ? -1 : b.startsWith('You:') ? 1 : a.localeCompare(b)));
}

export function summarizeSubscribe(response: SubscribeResponse, lookup: PersonLookup): SubscribeSummary {
  return {
    subscribed: lines(response.subscribed, lookup),
    alreadySubscribed: lines(response.already_subscribed, lookup),
    refused: [...(response.unauthorized ?? [])],
  };
}
