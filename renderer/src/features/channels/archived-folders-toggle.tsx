// "Show archived folders": archived channel folders appear in the sidebar only when asked for.
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from '../../bridge/call-api';
import { useAppStore } from '../../state/selectors';
import { useSidebarUi } from './sidebar-ui-store';
import { CHANNEL_FOLDERS_LEVEL, useArchivedFoldersQuery } from './use-sidebar-sections';

export function ArchivedFoldersToggle() {
  const intl = useIntl();
  const featureLevel = useAppStore((s) => s.realm.featureLevel);
  const show = useSidebarUi((s) => s.showArchivedFolders);
  const setShow = useSidebarUi((s) => s.setShowArchivedFolders);
  const archived = useArchivedFoldersQuery();
  if (featureLevel < CHANNEL_FOLDERS_LEVEL) return null;
  return (
    <div className="sidebar-archived-toggle">
      <label>
        <input type="checkbox" checked={show} onChange={(event) => setShow(event.target.checked)} />
        <FormattedMessage
          id="channels.sidebar.show_archived_folders"
          defaultMessage="Show archived folders"
        />
      </label>
      {show && archived.isError && (
        <p role="alert" className="sidebar-topics-note is-error">
          {errorMessage(archived.error, intl)}
        </p>
      )}
    </div>
  );
}
