// The organization's custom profile fields a person filled in, each shown as its type asks.
import type { MouseEvent } from 'react';
import { defineMessages, FormattedDate, useIntl } from 'react-intl';
import { useShallow } from 'zustand/react/shallow';
import type { CustomProfileField, ProfileData } from '../../../../shared/objects';
import { useAppStore } from '../../state/selectors';
import { findUser } from '../../state/users';
import { RenderedHtml } from '../common/rendered-html';
import { displayProfileField, PROFILE_DATE_FORMAT, type FieldDisplay } from './profile-field-display';

const messages = defineMessages<{ unknownUser: { id: string } }>({
  unknownUser: { id: 'people.fields.unknown_user', defaultMessage: 'Unknown user {id}' },
});

// Links leave the app: Electron hands window.open to the system browser for http(s) only.
function openOutside(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  window.open(event.currentTarget.href, '_blank', 'noopener,noreferrer');
}

function UserNames({ userIds }: { userIds: readonly number[] }) {
  const intl = useIntl();
  const names = useAppStore(useShallow((s) => userIds.map((id) => findUser(s.users, id)?.full_name ?? null)));
  const shown = names.map(
    (name, i) => name ?? intl.formatMessage(messages.unknownUser, { id: String(userIds[i]) }),
  );
  return <>{intl.formatList(shown, { type: 'unit', style: 'short' })}</>;
}

function FieldValue({ display }: { display: FieldDisplay }) {
  switch (display.kind) {
    case 'html':
      return <RenderedHtml className="rendered profile-field-html" html={display.html} />;
    case 'link':
      return (
        <a href={display.url} target="_blank" rel="noopener noreferrer" onClick={openOutside}>
          {display.text}
        </a>
      );
    case 'users':
      return <UserNames userIds={display.userIds} />;
    case 'date':
      return <FormattedDate value={display.date} {...PROFILE_DATE_FORMAT} />;
    default:
      return <>{display.text}</>;
  }
}

/** The organization's custom fields this person filled in, in the organization's order. */
export function ProfileFields({
  fields,
  data,
}: {
  fields: readonly CustomProfileField[];
  data: ProfileData | undefined;
}) {
  const rows = fields
    .map((field) => ({ field, display: displayProfileField(field, data?.[String(field.id)]) }))
    .filter((row): row is { field: CustomProfileField; display: FieldDisplay } => row.display !== null);
  if (rows.length === 0) return null;
  return (
    <dl className="profile-facts profile-custom-fields">
      {rows.map(({ field, display }) => (
        <div key={field.id} className="profile-fact">
          <dt>{field.name}</dt>
          <dd>
            <FieldValue display={display} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
