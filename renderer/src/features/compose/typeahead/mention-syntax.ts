// The Markdown each typeahead pick inserts, in the forms the Zulip server parses: `@**Name**` (with
// `|id` when another person has the same name, or the name reads as a wildcard, as the web app
// does), `@_**Name**` silent, `@*group*`, `@**all**`, `#**channel**`, `#**channel>topic**`, `:emoji:`.

const WILDCARD_NAMES = new Set(['all', 'everyone', 'stream', 'channel', 'topic']);

export function userMention(
  fullName: string,
  userId: number,
  silent: boolean,
  duplicateNames: ReadonlySet<string>,
): string {
  const lower = fullName.toLowerCase();
  const needsId = duplicateNames.has(lower) || WILDCARD_NAMES.has(lower);
  return `@${silent ? '_' : ''}**${needsId ? `${fullName}|${userId}` : fullName}**`;
}

export function groupMention(name: string, silent: boolean): string {
  return `@${silent ? '_' : ''}*${name}*`;
}

export function wildcardMention(name: string, silent: boolean): string {
  return `@${silent ? '_' : ''}**${name}**`;
}

export function channelLink(name: string): string {
  return `#**${name}**`;
}

export function topicLink(channel: string, topic: string): string {
  return `#**${channel}>${topic}**`;
}

export function emojiMarkup(name: string): string {
  return `:${name}:`;
}
