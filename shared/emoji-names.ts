// Unicode emoji names as Zulip servers use them. Zulip names its emoji after Google's set, and some
// of those names differ from emoji-datasource's (`smile` is 🙂 on Zulip, 😄 in the package), so the
// reference server's Markdown and the client's picker both start from the package's names and let
// Zulip's win: a name Zulip gives to another emoji is taken off this one, and Zulip's are added.
// A real server's own list (register's server_emoji_data_url) is better still where a client has it.

/** Zulip names that differ from emoji-datasource's (from Zulip's Markdown test cases and emoji names). */
export const ZULIP_EMOJI_NAMES: Readonly<Record<string, string>> = {
  smile: '1f642',
  slight_smile: '1f642',
  big_smile: '1f604',
  frown: '1f641',
  thumbs_up: '1f44d',
  thumbs_down: '1f44e',
  check: '2705',
  check_mark: '2714',
  cross_mark: '274c',
  working_on_it: '1f6e0',
  hundred: '1f4af',
  thinking: '1f914',
  robot: '1f916',
  cat: '1f408',
  dog: '1f415',
  rabbit: '1f407',
  up: '2b06',
  division: '2797',
  gold: '1f947',
  kiwi: '1f95d',
  holiday_tree: '1f384',
  woman_shrugging: '1f937-200d-2640',
  time_ticking: '23f2',
  octopus: '1f419',
};

/** Zulip's emoji_code for a datasource `unified` value: lower case, FE0F dropped ("2764-FE0F" → "2764"). */
export function zulipEmojiCode(unified: string): string {
  return unified
    .toLowerCase()
    .split('-')
    .filter((part) => part !== 'fe0f')
    .join('-');
}

const CODE_OF_ZULIP_NAME = new Map(Object.entries(ZULIP_EMOJI_NAMES));
const ZULIP_NAMES_OF_CODE = new Map<string, string[]>();
for (const [name, code] of CODE_OF_ZULIP_NAME)
  ZULIP_NAMES_OF_CODE.set(code, [...(ZULIP_NAMES_OF_CODE.get(code) ?? []), name]);

/** The names a Zulip server knows an emoji by, given its code and the package's names. */
export function zulipEmojiNames(code: string, packageNames: readonly string[]): string[] {
  const own = ZULIP_NAMES_OF_CODE.get(code) ?? [];
  const kept = packageNames.filter(
    (name) => !own.includes(name) && (CODE_OF_ZULIP_NAME.get(name) ?? code) === code,
  );
  return [...kept, ...own];
}
