// The server's Unicode emoji names as a public static file, as real Zulip servers (feature level
// 140+) publish them and name them in register's `server_emoji_data_url`: `{"code_to_names":
// {"1f600": ["grinning", …]}}`, canonical name first. The names are the ones this server's Markdown
// and reactions accept (markdown/emoji-names.ts), so a client that uses them is never refused.
import { UNICODE_EMOJI_NAMES } from './markdown/emoji-names';

/** Real servers add a content hash to the name; this file never changes while the server runs. */
export const EMOJI_API_PATH = '/static/generated/emoji/emoji_api.json';

/** register's server_emoji_data_url for a realm at `baseUrl` (absolute, as real servers give it). */
export function serverEmojiDataUrl(baseUrl: string): string {
  return new URL(EMOJI_API_PATH, baseUrl).href;
}

/** The file's body, built once at load. */
export const EMOJI_API_JSON: string = JSON.stringify({
  code_to_names: Object.fromEntries(UNICODE_EMOJI_NAMES),
});
