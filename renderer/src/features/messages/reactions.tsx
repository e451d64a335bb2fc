// The reaction chips under a message. Clicking one toggles your own reaction with that emoji; the
// change shows when the server's reaction event arrives.
import { useMutation } from '@tanstack/react-query';
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

export function Reactions({ message }: { message: StoredMessage }) {
  const { api } = useAccount();
  const ownUserId = useAppStore((s) => s.realm.ownUserId);
  const showNames = useUserSetting('display_emoji_reaction_users');
  const groups = groupReactions(message.reactions, ownUserId);
  const reactorIds = [...new Set(groups.flatMap((g) => g.userIds))];
  const names = useAppStore(
    useShallow((s) => reactorIds.map((id) => findUser(s.users, id)?.full_name ?? 'Unknown user')),
  );
  const nameOf = (id: number) => names[reactorIds.indexOf(id)] ?? 'Unknown user';
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
        const who = reactorNames(group, nameOf, ownUserId);
        const count = group.userIds.length;
        return (
          <button
            key={group.key}
            type="button"
            className={`reaction${group.mine ? ' is-mine' : ''}`}
            aria-pressed={group.mine}
            aria-label={`${group.emojiName}: ${count}`}
            aria-description={`${who} reacted with :${group.emojiName}:`}
            title={`${who} reacted with :${group.emojiName}:`}
            disabled={toggle.isPending}
            onClick={() => toggle.mutate(group)}
          >
            <Emoji name={group.emojiName} code={group.emojiCode} type={group.reactionType} />
            <span className="reaction-count">{inline ? who : count}</span>
          </button>
        );
      })}
      <button
        type="button"
        className="reaction reaction-add"
        aria-label="Add reaction"
        title="Add reaction"
        data-testid="add-reaction"
        onClick={(event) =>
          openDialog({ kind: 'emoji', messageId: message.id, returnFocus: event.currentTarget })
        }
      >
        <span aria-hidden="true">+</span>
      </button>
      {toggle.isError && (
        <span role="alert" className="reaction-error">
          {errorMessage(toggle.error)}
        </span>
      )}
    </div>
  );
}
