// Which emoji a reaction names, checked as a real server checks it (zerver/lib/emoji.py): a Unicode
// emoji by a name this server knows (the names its Markdown and its server_emoji_data_url file use),
// with a code, if given, that the name belongs to. Anything else is refused with the real wording.
import { badRequest } from '../../http/failure';
import { UNICODE_EMOJI } from '../../realm/markdown/emoji-names';

export interface EmojiRef {
  emoji_name: string;
  emoji_code: string;
  reaction_type: string;
}

/** The organization's emoji, as resolveEmoji needs them: custom ones, and its Unicode names. */
export interface CustomEmojiLookup {
  emoji: ReadonlyMap<string, { id: string; name: string; deactivated: boolean }>;
  /** Name → code (realm.unicodeEmoji); the Markdown's names when absent. */
  unicodeEmoji?: ReadonlyMap<string, string>;
}

/** The emoji a request names; throws the real server's errors for unknown names, codes and types. */
export function resolveEmoji(
  name: string | undefined,
  code: string | undefined,
  type: string,
  custom?: CustomEmojiLookup,
): EmojiRef {
  switch (type) {
    case 'unicode_emoji': {
      const byName = custom?.unicodeEmoji ?? UNICODE_EMOJI;
      if (code === undefined) {
        const known = byName.get(name ?? '');
        if (name === undefined || known === undefined)
          throw badRequest(`Emoji '${name ?? ''}' does not exist`);
        return { emoji_name: name, emoji_code: known, reaction_type: type };
      }
      const canonical = [...byName].find(([, c]) => c === code)?.[0];
      if (canonical === undefined) throw badRequest('Invalid emoji code.');
      if (name !== undefined && byName.get(name) !== code) throw badRequest('Invalid emoji name.');
      return { emoji_name: name ?? canonical, emoji_code: code, reaction_type: type };
    }
    case 'zulip_extra_emoji':
      // The only extra emoji is :zulip:, whose code is its name.
      if ((code ?? name) !== 'zulip') throw badRequest('Invalid emoji code.');
      return { emoji_name: 'zulip', emoji_code: 'zulip', reaction_type: type };
    case 'realm_emoji': {
      // By id (emoji_code), else by name among the active ones; a deactivated emoji can still be
      // removed but not added, as on a real server (the caller decides which).
      const all = [...(custom?.emoji.values() ?? [])];
      const found =
        code !== undefined ? custom?.emoji.get(code) : all.find((e) => e.name === name && !e.deactivated);
      if (found === undefined) throw badRequest('Invalid custom emoji.');
      if (name !== undefined && found.name !== name) throw badRequest('Invalid custom emoji name.');
      return { emoji_name: found.name, emoji_code: found.id, reaction_type: type };
    }
    default:
      throw badRequest('Invalid emoji type.');
  }
}
