// A group mention's card: the group's name, description and direct members, from the user-groups
// slice (no request). A group that no longer exists says so instead of failing.
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useAppStore } from '../../state/selectors';
import { ModalDialog } from '../common/modal-dialog';
import { userName } from '../messages/names';

const messages = defineMessages<{
  unknown: NoMessageValues;
  gone: NoMessageValues;
  title: { name: string };
  members: { count: number };
  list: NoMessageValues;
}>({
  unknown: { id: 'links.group.unknown', defaultMessage: 'Unknown group' },
  gone: { id: 'links.group.gone', defaultMessage: 'This group no longer exists.' },
  title: { id: 'links.group.title', defaultMessage: '@{name}' },
  members: {
    id: 'links.group.member_count',
    defaultMessage: '{count, plural, one {# member} other {# members}}',
  },
  list: { id: 'links.group.members', defaultMessage: 'Members' },
});

export function GroupCard({ groupId, onClose }: { groupId: number; onClose(): void }) {
  const intl = useIntl();
  const group = useAppStore((s) => s.userGroups.byId.get(groupId));
  const users = useAppStore((s) => s.users);
  const names = (group?.members ?? []).map((id) => userName(intl, users, id));
  const title =
    group === undefined
      ? intl.formatMessage(messages.unknown)
      : intl.formatMessage(messages.title, { name: group.name });
  return (
    <ModalDialog title={title} onClose={onClose}>
      {group === undefined ? (
        <p className="dialog-text">{intl.formatMessage(messages.gone)}</p>
      ) : (
        <>
          {group.description && <p className="dialog-text">{group.description}</p>}
          <p className="dialog-text is-muted">
            {intl.formatMessage(messages.members, { count: names.length })}
          </p>
          <ul className="group-card-members" aria-label={intl.formatMessage(messages.list)}>
            {names
              .sort((a, b) => a.localeCompare(b, intl.locale))
              .map((name, i) => (
                <li key={`${name}-${i}`}>{name}</li>
              ))}
          </ul>
        </>
      )}
    </ModalDialog>
  );
}
