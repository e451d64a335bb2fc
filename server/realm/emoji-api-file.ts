// The server's Unicode emoji names as a public static file, as real Zulip servers (feature level
// 140+) publish them and name them in register's `server_emoji_data_url`: `{"code_to_names":
// {"1f600": ["grinning", …]}}`, canonical name first. The names are the ones this server's reactions
// accept (realm.unicodeEmoji: by default its Markdown's, markdown/emoji-names.ts), so a client that
// uses them is never refused.

/** Real servers add a content hash to the name; here the realm's names decide what it holds. */
export const EMOJI_API_PATH = '/static/generated/emoji/emoji_api.json';

/** register's server_emoji_data_url for a realm at `baseUrl` (absolute, as real servers give it). */
export function serverEmojiDataUrl(baseUrl: string): string {
  return new URL(EMOJI_API_PATH, baseUrl).href;
}

/** Code → names, each name under its one code, in the map's order (canonical first). */
export function namesByCode(byName: ReadonlyMap<string, string>): Map<string, string[]> {
  const byCode = new Map<string, string[]>();
  for (const [name, code] of byName) byCode.set(code, [...(byCode.get(code) ?? []), name]);
  return byCode;
}

/** The file's body for a realm's names. */
export function emojiApiJson(byName: ReadonlyMap<string, string>): string {
  return JSON.stringify({ code_to_names: Object.fromEntries(namesByCode(byName)) });
}
