// A message's reactions as the UI shows them: one chip per emoji, in the order each emoji was
// first used, with who reacted and whether you did.
import { defineMessages, type IntlShape } from 'react-intl';
import type { Reaction } from '../../../../shared/objects';

const messages = defineMessages({
  you: { id: 'messages.reaction.you', defaultMessage: 'You' },
});

export interface ReactionGroup {
  /** reaction_type + emoji_code: how the server tells emoji apart (names can be aliases). */
  key: string;
  emojiName: string;
  emojiCode: string;
  reactionType: string;
  userIds: number[];
  mine: boolean;
}

/** Names instead of counts when a message has at most this many reactions in all. */
export const MAX_REACTIONS_WITH_NAMES = 3;

export function groupReactions(reactions: readonly Reaction[], ownUserId: number | null): ReactionGroup[] {
  const groups = new Map<string, ReactionGroup>();
  for (const reaction of reactions) {
    const key = `${reaction.reaction_type}:${reaction.emoji_code}`;
    let group = groups.get(key);
    if (group === undefined) {
      group = {
        key,
        emojiName: reaction.emoji_name,
        emojiCode: reaction.emoji_code,
        reactionType: reaction.reaction_type,
        userIds: [],
        mine: false,
      };
      groups.set(key, group);
    }
    if (group.userIds.includes(reaction.user_id)) continue;
    group.userIds.push(reaction.user_id);
    if (reaction.user_id === ownUserId) group.mine = true;
  }
  return [...groups.values()];
}

/** "You, Ada Lovelace, and Alan Turing": you first, then the others in reaction order, as a list. */
export function reactorNames(
  intl: Pick<IntlShape, 'formatMessage' | 'formatList'>,
  group: ReactionGroup,
  nameOf: (userId: number) => string,
  ownUserId: number | null,
): string {
  const names = [
    ...(group.mine ? [intl.formatMessage(messages.you)] : []),
    ...group.userIds.filter((id) => id !== ownUserId).map(nameOf),
  ];
  return intl.formatList(names);
}
