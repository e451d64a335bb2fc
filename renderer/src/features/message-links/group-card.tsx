// A group mention's card: the group's name, description and direct members, from the user-groups
// slice (no request). A group that no longer exists says so instead of failing.
import { useAppStore } from '../../state/selectors';
import { findUser } from '../../state/users';
import { ModalDialog } from '../common/modal-dialog';

export function GroupCard({ groupId, onClose }: { groupId: number; onClose(): void }) {
  const group = useAppStore((s) => s.userGroups.byId.get(groupId));
  const users = useAppStore((s) => s.users);
  const names = (group?.members ?? []).map((id) => findUser(users, id)?.full_name ?? `User ${id}`);
  return (
    <ModalDialog title={group === undefined ? 'Unknown group' : `@${group.name}`} onClose={onClose}>
      {group === undefined ? (
        <p className="dialog-text">This group no longer exists.</p>
      ) : (
        <>
          {group.description && <p className="dialog-text">{group.description}</p>}
          <p className="dialog-text is-muted">
            {names.length === 1 ? '1 member' : `${names.length} members`}
          </p>
          <ul className="group-card-members" aria-label="Members">
            {names
              .sort((a, b) => a.localeCompare(b))
              .map((name, i) => (
                <li key={`${name}-${i}`}>{name}</li>
              ))}
          </ul>
        </>
      )}
    </ModalDialog>
  );
}
