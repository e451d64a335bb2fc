import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { useModalDialog } from '../common/use-modal-dialog';
import { useAppStore } from '../../state/selectors';
import { findUser } from '../../state/users';
import { localTime, roleName, visibleEmail } from './people-model';
import { usePresenceStatus, useProfileFields, useUserStatus } from './people-selectors';
import { PersonAvatar } from './person-avatar';
import { PersonStatus } from './person-status';
import { PresenceDot } from './presence-dot';
import { ProfileFields } from './profile-fields';

interface ProfileCardProps {
  userId: number;
  nowMs: number;
  onClose(): void;
}

/**
 * A modal card about one person: a native <dialog> (the inert background and Escape) with the app's
 * focus trap and focus return (useModalDialog); a click on the backdrop also closes it.
 */
export function ProfileCard({ userId, nowMs, onClose }: ProfileCardProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const user = useAppStore((s) => findUser(s.users, userId));

  useModalDialog(dialogRef);

  function onBackdropClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) onClose();
  }

  return (
    <dialog
      ref={dialogRef}
      className="profile-card"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={onBackdropClick}
    >
      <div className="profile-card-body">
        {user === undefined ? (
          <h2 id={titleId}>This person is no longer available.</h2>
        ) : (
          <ProfileDetails userId={userId} titleId={titleId} nowMs={nowMs} />
        )}
        <button type="button" className="button button-small profile-close" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}

function ProfileDetails({ userId, titleId, nowMs }: { userId: number; titleId: string; nowMs: number }) {
  const user = useAppStore((s) => findUser(s.users, userId));
  const presence = usePresenceStatus(userId, nowMs);
  const status = useUserStatus(userId);
  const fields = useProfileFields();
  const owner = useAppStore((s) => {
    const ownerId = findUser(s.users, userId)?.bot_owner_id;
    return typeof ownerId === 'number' ? findUser(s.users, ownerId) : undefined;
  });
  if (user === undefined) return null;
  const email = visibleEmail(user);
  const time = localTime(user.timezone, new Date(nowMs));
  return (
    <>
      <header className="profile-card-header">
        <PersonAvatar user={user} size="large" />
        <div className="profile-card-title">
          <h2 id={titleId}>{user.full_name}</h2>
          <div className="profile-card-badges">
            {!user.is_bot && <PresenceDot status={presence} />}
            {user.is_bot && <span className="badge">Bot</span>}
            {!user.is_active && <span className="badge">Deactivated</span>}
          </div>
          <PersonStatus status={status} />
        </div>
      </header>
      <dl className="profile-facts">
        {email !== null && <Fact term="Email">{email}</Fact>}
        <Fact term="Role">{roleName(user.role)}</Fact>
        {user.timezone !== '' && (
          <Fact term="Time zone">
            {user.timezone}
            {time !== null && <span className="profile-local-time"> · {time} local time</span>}
          </Fact>
        )}
        {owner !== undefined && <Fact term="Bot owner">{owner.full_name}</Fact>}
      </dl>
      <ProfileFields fields={fields} data={user.profile_data} />
    </>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="profile-fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
