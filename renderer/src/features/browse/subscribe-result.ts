// What a POST /users/me/subscriptions answer means, in lines a person can read. The maps are keyed
// by user-ID strings from feature level 289 and by API emails before, so keys are resolved both ways.
// The summary is data (who, which channels); subscribeLineText words it in the window's language.
import { defineMessages, type IntlShape } from 'react-intl';
import type { Operations, ResponseOf } from '../../../../shared/api';
import type { CompareNames } from '../../i18n/name-order';

export type SubscribeResponse = ResponseOf<Operations['subscribe']>;

/** One person's channels: "You: #design, #api" or "Ada Lovelace: #design". */
export interface SubscribeLine {
  /** The signed-in user. */
  you: boolean;
  /** The person's name, or the map key itself when nobody here has it. */
  name: string;
  channels: string[];
}

export interface SubscribeSummary {
  subscribed: SubscribeLine[];
  alreadySubscribed: SubscribeLine[];
  /** Channels the server refused (only with authorization_errors_fatal=false). */
  refused: string[];
}

export interface PersonLookup {
  /** The display name for a map key (a user-ID string or an email), or undefined when unknown. */
  nameOf(key: string): string | undefined;
  ownUserId: number | null;
  ownEmail: string;
}

const messages = defineMessages<{ you: { channels: string }; person: { name: string; channels: string } }>({
  you: { id: 'browse.result.line_you', defaultMessage: 'You: {channels}' },
  person: { id: 'browse.result.line_person', defaultMessage: '{name}: {channels}' },
});

function lineOf(key: string, channels: string[], lookup: PersonLookup): SubscribeLine {
  const you = key === String(lookup.ownUserId) || (lookup.ownEmail !== '' && key === lookup.ownEmail);
  return { you, name: you ? '' : (lookup.nameOf(key) ?? key), channels };
}

function lines(
  map: Record<string, string[]>,
  lookup: PersonLookup,
  compareNames: CompareNames,
): SubscribeLine[] {
  return Object.entries(map)
    .filter(([, names]) => names.length > 0)
    .map(([key, names]) => lineOf(key, names, lookup))
    .sort((a, b) => (a.you ? -1 : b.you ? 1 : compareNames(a.name, b.name)));
}

/** The answer as lines, you first, then people by name as the window's language sorts them. */
export function summarizeSubscribe(
  response: SubscribeResponse,
  lookup: PersonLookup,
  compareNames: CompareNames,
): SubscribeSummary {
  return {
    subscribed: lines(response.subscribed, lookup, compareNames),
    alreadySubscribed: lines(response.already_subscribed, lookup, compareNames),
    refused: [...(response.unauthorized ?? [])],
  };
}

/** A line as shown: who, then their channels as the language lists them ("#a, #b"). */
export function subscribeLineText(intl: IntlShape, line: SubscribeLine): string {
  const channels = intl.formatList(
    line.channels.map((name) => `#${name}`),
    { type: 'unit', style: 'short' },
  );
  return line.you
    ? intl.formatMessage(messages.you, { channels })
    : intl.formatMessage(messages.person, { name: line.name, channels });
}
