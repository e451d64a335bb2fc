// Unicode emoji by name → Zulip's emoji_code (lower-case code points joined by '-', FE0F dropped).
// Names come from emoji-datasource's short_names; where Zulip's own names differ (Zulip names
// emoji after Google's set: `smile` is 🙂, `cat` is 🐈), the common Zulip names win.
import { createRequire } from 'node:module';

interface DatasourceRecord {
  unified: string;
  short_names: readonly string[];
}

/** Zulip names that differ from emoji-datasource's (from Zulip's markdown test fixtures and emoji names). */
const ZULIP_NAMES: Readonly<Record<string, string>> = {
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

export function zulipEmojiCode(unified: string): string {
  return unified
    .toLowerCase()
    .split('-')
    .filter((part) => part !== 'fe0f')
    .join('-');
}

function buildIndex(records: readonly DatasourceRecord[]): ReadonlyMap<string, string> {
  const index = new Map<string, string>();
  for (const record of records) {
    for (const name of record.short_names) index.set(name, zulipEmojiCode(record.unified));
  }
  for (const [name, code] of Object.entries(ZULIP_NAMES)) index.set(name, code);
  return index;
}

// Read with require: the bundles for plain node (web host, Electron main) would drop a JSON
// import's `with { type: 'json' }`, which node insists on.
const emojiData = createRequire(import.meta.url)(
  'emoji-datasource/emoji.json',
) as readonly DatasourceRecord[];

/** Built once at load; never changed afterwards. */
export const UNICODE_EMOJI: ReadonlyMap<string, string> = buildIndex(emojiData);
