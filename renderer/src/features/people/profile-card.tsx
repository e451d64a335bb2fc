// A person's profile card: name, presence and when last active, status, address, role, local time,
// bot owner and the organization's custom fields.
import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useModalDialog } from '../common/use-modal-dialog';
import { useAppStore } from '../../state/selectors';
import { findUser } from '../../state/users';
import { useUserSetting } from '../settings/use-user-setting';
import { lastActive, lastActiveText } from './last-active';
import { localTime, roleName, visibleEmail } from './people-model';
import { usePresenceStatus, useProfileFields, useUserStatus } from './people-selectors';
import { PersonAvatar } from './person-avatar';
import { PersonStatus } from './person-status';
import { PresenceDot } from './presence-dot';
import { ProfileFields } from './profile-fields';

const messages = defineMessages({
  email: { id: 'people.profile.email', defaultMessage: 'Email' },
  role: { id: 'people.profile.role', defaultMessage: 'Role' },
  timeZone: { id: 'people.profile.time_zone', defaultMessage: 'Time zone' },
  botOwner: { id: 'people.profile.bot_owner', defaultMessage: 'Bot owner' },
});

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
          <h2 id={titleId}>
            <FormattedMessage id="people.profile.gone" defaultMessage="This person is no longer available." />
          </h2>
        ) : (
          <ProfileDetails userId={userId} titleId={titleId} nowMs={nowMs} />
        )}
        <button type="button" className="button button-small profile-close" onClick={onClose}>
          <FormattedMessage id="people.profile.close" defaultMessage="Close" />
        </button>
      </div>
    </dialog>
  );
}

function ProfileDetails({ userId, titleId, nowMs }: { userId: number; titleId: string; nowMs: number }) {
  const intl = useIntl();
  const user = useAppStore((s) => findUser(s.users, userId));
  const presence = usePresenceStatus(userId, nowMs);
  const seen = useAppStore((s) => s.presence.byUser.get(userId));
  const twentyFourHour = useUserSetting('twenty_four_hour_time');
  const status = useUserStatus(userId);
  const fields = useProfileFields();
  const owner = useAppStore((s) => {
    const ownerId = findUser(s.users, userId)?.bot_owner_id;
    return typeof ownerId === 'number' ? findUser(s.users, ownerId) : undefined;
  });
  if (user === undefined) return null;
  const email = visibleEmail(user);
  const time = localTime(intl, user.timezone, new Date(nowMs), twentyFourHour);
  const last = user.is_bot ? null : lastActive(seen, presence, nowMs);
  return (
    <>
      <header className="profile-card-header">
        <PersonAvatar user={user} size="large" />
        <div className="profile-card-title">
          <h2 id={titleId}>{user.full_name}</h2>
          <div className="profile-card-badges">
            {!user.is_bot && <PresenceDot status={presence} />}
            {user.is_bot && (
              <span className="badge">
                <FormattedMessage id="people.profile.bot_badge" defaultMessage="Bot" />
              </span>
            )}
            {!user.is_active && (
              <span className="badge">
                <FormattedMessage id="people.profile.deactivated_badge" defaultMessage="Deactivated" />
              </span>
            )}
          </div>
          {last !== null && <p className="profile-last-active">{lastActiveText(intl, last)}</p>}
          <PersonStatus status={status} />
        </div>
      </header>
      <dl className="profile-facts">
        {email !== null && <Fact term={intl.formatMessage(messages.email)}>{email}</Fact>}
        <Fact term={intl.formatMessage(messages.role)}>{intl.formatMessage(roleName(user.role))}</Fact>
        {user.timezone !== '' && (
          <Fact term={intl.formatMessage(messages.timeZone)}>
            {time === null ? (
              user.timezone
            ) : (
              <FormattedMessage
                id="people.profile.time_zone_with_time"
                defaultMessage="{zone}<muted> · {time} local time</muted>"
                values={{
                  zone: user.timezone,
                  time,
                  muted: (chunks) => <span className="profile-local-time">{chunks}</span>,
                }}
              />
            )}
          </Fact>
        )}
        {owner !== undefined && <Fact term={intl.formatMessage(messages.botOwner)}>{owner.full_name}</Fact>}
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
