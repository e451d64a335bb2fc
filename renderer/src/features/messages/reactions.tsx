// The reaction chips under a message. Clicking one toggles your own reaction with that emoji; the
// change shows when the server's reaction event arrives.
import { useMutation } from '@tanstack/react-query';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useShallow } from 'zustand/react/shallow';
import { errorMessage } from '../../bridge/call-api';
import type { StoredMessage } from '../../state/messages';
import { useAppStore } from '../../state/selectors';
import { findUser } from '../../state/users';
import { useMessageDialogs } from '../message-actions/message-dialogs-store';
import { useUserSetting } from '../settings/use-user-setting';
import { Emoji } from './emoji';
import {
  groupReactions,
  MAX_REACTIONS_WITH_NAMES,
  reactorNames,
  type ReactionGroup,
} from './reaction-groups';
import { useAccount } from '../../state/account-scope';
import { nameMessages } from './names';

const messages = defineMessages<{
  label: { emoji: string; count: number };
  reactedWith: { who: 'you' | 'other'; count: number; names: string; emoji: string };
  add: NoMessageValues;
}>({
  label: { id: 'messages.reaction.label', defaultMessage: '{emoji}: {count, number}' },
  reactedWith: {
    id: 'messages.reaction.reacted_with',
    defaultMessage:
      '{who, select, you {You reacted with :{emoji}:} other {{count, plural, one {{names} reacted with :{emoji}:} other {{names} reacted with :{emoji}:}}}}',
  },
  add: { id: 'messages.reaction.add', defaultMessage: 'Add reaction' },
});

/** The add button's mark (a symbol, not a word; the button is named by its label). */
const ADD_MARK = '+';

export function Reactions({ message }: { message: StoredMessage }) {
  const intl = useIntl();
  const { api } = useAccount();
  const ownUserId = useAppStore((s) => s.realm.ownUserId);
  const showNames = useUserSetting('display_emoji_reaction_users');
  const groups = groupReactions(message.reactions, ownUserId);
  const reactorIds = [...new Set(groups.flatMap((g) => g.userIds))];
  const names = useAppStore(useShallow((s) => reactorIds.map((id) => findUser(s.users, id)?.full_name)));
  const nameOf = (id: number) =>
    names[reactorIds.indexOf(id)] ?? intl.formatMessage(nameMessages.unknownPerson);
  const toggle = useMutation({
    mutationFn: (group: ReactionGroup) => {
      const params = {
        message_id: message.id,
        emoji_name: group.emojiName,
        emoji_code: group.emojiCode,
        reaction_type: group.reactionType,
      };
      return group.mine ? api('removeReaction', params) : api('addReaction', params);
    },
  });
  const openDialog = useMessageDialogs((s) => s.openDialog);
  if (groups.length === 0) return null;
  const inline = showNames && message.reactions.length <= MAX_REACTIONS_WITH_NAMES;
  return (
    <div className="reactions">
      {groups.map((group) => {
        const who = reactorNames(intl, group, nameOf, ownUserId);
        const count = group.userIds.length;
        const onlyYou = group.mine && count === 1;
        const description = intl.formatMessage(messages.reactedWith, {
          who: onlyYou ? 'you' : 'other',
          count,
          names: who,
          emoji: group.emojiName,
        });
        return (
          <button
            key={group.key}
            type="button"
            className={`reaction${group.mine ? ' is-mine' : ''}`}
            aria-pressed={group.mine}
            aria-label={intl.formatMessage(messages.label, { emoji: group.emojiName, count })}
            aria-description={description}
            title={description}
            disabled={toggle.isPending}
            onClick={() => toggle.mutate(group)}
          >
            <Emoji name={group.emojiName} code={group.emojiCode} type={group.reactionType} />
            <span className="reaction-count">{inline ? who : intl.formatNumber(count)}</span>
          </button>
        );
      })}
      <button
        type="button"
        className="reaction reaction-add"
        aria-label={intl.formatMessage(messages.add)}
        title={intl.formatMessage(messages.add)}
        data-testid="add-reaction"
        onClick={(event) =>
          openDialog({ kind: 'emoji', messageId: message.id, returnFocus: event.currentTarget })
        }
      >
        <span aria-hidden="true">{ADD_MARK}</span>
      </button>
      {toggle.isError && (
        <span role="alert" className="reaction-error">
          {errorMessage(toggle.error, intl)}
        </span>
      )}
    </div>
  );
}
