// Which emoji a reaction names. The reference server knows a small set of Unicode emoji by name
// (enough for the demo and tests); any well-formed codepoint sequence is accepted with a code.
import { badRequest } from '../../http/failure';

const UNICODE_BY_NAME: Record<string, string> = {
  '+1': '1f44d',
  thumbs_up: '1f44d',
  '-1': '1f44e',
  thumbs_down: '1f44e',
  heart: '2764',
  smile: '1f642',
  slight_smile: '1f642',
  grinning: '1f600',
  joy: '1f602',
  laughing: '1f606',
  tada: '1f389',
  eyes: '1f440',
  rocket: '1f680',
  check: '2714',
  check_mark: '2714',
  octopus: '1f419',
  fire: '1f525',
  thinking: '1f914',
  clap: '1f44f',
  pray: '1f64f',
  wave: '1f44b',
  sparkles: '2728',
  star: '2b50',
  working_on_it: '1f6e0',
  cross_mark: '274c',
  hundred: '1f4af',
};

const CODEPOINTS = /^[0-9a-f]{2,6}(-[0-9a-f]{2,6})*$/;

export interface EmojiRef {
  emoji_name: string;
  emoji_code: string;
  reaction_type: string;
}

/** The organization's custom emoji, as resolveEmoji needs them. */
export interface CustomEmojiLookup {
  emoji: ReadonlyMap<string, { id: string; name: string; deactivated: boolean }>;
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
      const emojiCode = code ?? (name !== undefined ? UNICODE_BY_NAME[name] : undefined);
      if (emojiCode === undefined) throw badRequest('Invalid emoji name.');
      if (!CODEPOINTS.test(emojiCode)) throw badRequest('Invalid emoji code.');
      return { emoji_name: name ?? nameOf(emojiCode), emoji_code: emojiCode, reaction_type: type };
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

function nameOf(code: string): string {
  return Object.entries(UNICODE_BY_NAME).find(([, c]) => c === code)?.[0] ?? code;
}
