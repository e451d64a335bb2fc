// The keys filter of the bot-storage viewer: names separated by commas or new lines. An empty
// filter asks for everything (GET /bot_storage without keys).
export function parseKeysFilter(text: string): string[] | null {
  const keys = [
    ...new Set(
      text
        .split(/[,\n]/)
        .map((key) => key.trim())
        .filter((key) => key !== ''),
    ),
  ];
  return keys.length === 0 ? null : keys;
}

/** Entries sorted by key, so the table reads the same every time. */
export function storageEntries(storage: Readonly<Record<string, string>>): [string, string][] {
  return Object.entries(storage).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
