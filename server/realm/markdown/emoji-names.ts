// Unicode emoji by name → Zulip's emoji_code (lower-case code points joined by '-', FE0F dropped).
// Names come from emoji-datasource's short_names; where Zulip's own names differ (Zulip names
// emoji after Google's set: `smile` is 🙂, `cat` is 🐈), the common Zulip names win (shared/emoji-names.ts).
import { createRequire } from 'node:module';
import { zulipEmojiCode, zulipEmojiNames } from '../../../shared/emoji-names';

interface DatasourceRecord {
  unified: string;
  short_names: readonly string[];
}

function buildIndex(records: readonly DatasourceRecord[]): ReadonlyMap<string, string> {
  const index = new Map<string, string>();
  for (const record of records) {
    const code = zulipEmojiCode(record.unified);
    for (const name of zulipEmojiNames(code, record.short_names)) index.set(name, code);
  }
  return index;
}

// Read with require: the bundles for plain node (web host, Electron main) would drop a JSON
// import's `with { type: 'json' }`, which node insists on.
const emojiData = createRequire(import.meta.url)(
  'emoji-datasource/emoji.json',
) as readonly DatasourceRecord[];

/** Built once at load; never changed afterwards. */
export const UNICODE_EMOJI: ReadonlyMap<string, string> = buildIndex(emojiData);
