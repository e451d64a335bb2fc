// The emoji of a status. The real server knows every Unicode emoji name; the reference server has a
// small table for names sent without a code, and otherwise trusts a well-formed code it is given.
import { ReactionType } from '../../../shared/objects';
import { badRequest } from '../../http/failure';

/** Common status emoji by name → dash-separated code points. */
const KNOWN_EMOJI: Readonly<Record<string, string>> = {
  smile: '1f604',
  slight_smile: '1f642',
  thumbs_up: '1f44d',
  heart: '2764',
  tada: '1f389',
  rocket: '1f680',
  check: '2705',
  eyes: '1f440',
  thinking: '1f914',
  coffee: '2615',
  calendar: '1f4c6',
  palm_tree: '1f334',
  house: '1f3e0',
  headphones: '1f3a7',
  face_with_thermometer: '1f912',
  car: '1f697',
  airplane: '2708',
  sleeping: '1f634',
  hamburger: '1f354',
  books: '1f4da',
  speech_bubble: '1f4ac',
  octopus: '1f419',
};

export interface StatusEmoji {
  emoji_name: string;
  emoji_code: string;
  reaction_type: string;
}

export const NO_EMOJI: StatusEmoji = { emoji_name: '', emoji_code: '', reaction_type: '' };

/** The emoji a request asks for; an empty name clears it. Throws when it cannot be used. */
export function resolveStatusEmoji(
  name: string,
  code: string | undefined,
  type: string | undefined,
): StatusEmoji {
  if (name === '') return NO_EMOJI;
  const reactionType = type ?? ReactionType.Unicode;
  if (reactionType === ReactionType.Unicode) {
    const emojiCode = code ?? KNOWN_EMOJI[name];
    if (emojiCode === undefined) throw badRequest(`Emoji '${name}' does not exist`);
    if (!/^[0-9a-f]{4,6}(-[0-9a-f]{4,6})*$/.test(emojiCode)) throw badRequest('Invalid emoji code.');
    if (code !== undefined && KNOWN_EMOJI[name] !== undefined && KNOWN_EMOJI[name] !== code) {
      throw badRequest('Invalid emoji name.');
    }
    return { emoji_name: name, emoji_code: emojiCode, reaction_type: reactionType };
  }
  if (reactionType === ReactionType.ZulipExtra) {
    // The one extra emoji is the server's logo, named and coded "zulip".
    if (name !== 'zulip' || (code !== undefined && code !== 'zulip')) throw badRequest('Invalid emoji name.');
    return { emoji_name: name, emoji_code: 'zulip', reaction_type: reactionType };
  }
  // The reference server's organization has no custom emoji.
  throw badRequest('Invalid custom emoji.');
}
