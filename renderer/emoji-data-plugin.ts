// Vite plugin: the module `virtual:emoji-data`, emoji-datasource's emoji.json reduced at build time
// to what the emoji catalog uses (compactEmojiRecords: about a tenth of the 1.3 MB file), so the
// lazily loaded emoji chunk is small and quick to parse. Used by the renderer build and by Vitest.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { compactEmojiRecords, type EmojiRecord } from './src/features/emoji/emoji-catalog';

const ID = 'virtual:emoji-data';
const RESOLVED = `\0${ID}`;

export function emojiData(): Plugin {
  return {
    name: 'threadline:emoji-data',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const file = createRequire(import.meta.url).resolve('emoji-datasource/emoji.json');
      this.addWatchFile(file);
      const records = JSON.parse(readFileSync(file, 'utf8')) as EmojiRecord[];
      // JSON.parse of a string literal parses faster than the same data as an object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compactEmojiRecords(records)))});`;
    },
  };
}
