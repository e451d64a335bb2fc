// One row of the people list: avatar, presence, name, status and role badges.
import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { User } from '../../../../shared/objects';
import { PersonAvatar } from './person-avatar';
import { PersonStatus } from './person-status';
import { PresenceDot } from './presence-dot';
import { roleKey, roleLabel } from './people-model';
import { usePresenceStatus, useUserStatus } from './people-selectors';

interface PersonRowProps {
  user: User;
  /** 1 compact, 2 with status, 3 with avatar and status. */
  listStyle: number;
  nowMs: number;
  /** The row in the tab order (the list's roving focus). */
  tabbable: boolean;
  onOpen(userId: number, trigger: HTMLElement): void;
}

/**
 * One person in the list; the whole row opens their profile card. Memoized: a scroll re-renders the
 * list, and only rows coming into view need rendering. Its store reads touch this person alone.
 */
export const PersonRow = memo(function PersonRow({
  user,
  listStyle,
  nowMs,
  tabbable,
  onOpen,
}: PersonRowProps) {
  const intl = useIntl();
  const presence = usePresenceStatus(user.user_id, nowMs);
  const status = useUserStatus(user.user_id);
  const role = roleLabel(user.role);
  return (
    <button
      type="button"
      className="person-row"
      aria-haspopup="dialog"
      tabIndex={tabbable ? 0 : -1}
      onClick={(event) => onOpen(user.user_id, event.currentTarget)}
    >
      {listStyle >= 3 && <PersonAvatar user={user} />}
      {/* Bots have no presence. */}
      {user.is_bot ? (
        <span className="presence-dot presence-none" aria-hidden="true" />
      ) : (
        <PresenceDot status={presence} />
      )}
      <span className="person-main">
        <span className="person-name">{user.full_name}</span>
        {listStyle >= 2 && <PersonStatus status={status} />}
      </span>
      <span className="person-badges">
        {role !== null && (
          <span className={`badge role-badge role-${roleKey(user.role)}`}>{intl.formatMessage(role)}</span>
        )}
        {user.is_bot && (
          <span className="badge">
            <FormattedMessage id="people.row.bot_badge" defaultMessage="Bot" />
          </span>
        )}
      </span>
    </button>
  );
});
