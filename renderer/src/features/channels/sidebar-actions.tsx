// The sidebar's header: "Browse channels" opens the channel browser, "Create channel" the form.
import { FormattedMessage } from 'react-intl';
import { routeHref } from '../../routing/route';
import '../../styles/channels.css';
import { CreateChannelDialog } from '../browse/create-channel-dialog';
import { useSidebarUi } from './sidebar-ui-store';

export function SidebarActions() {
  const creating = useSidebarUi((s) => s.creatingChannel);
  const setCreating = useSidebarUi((s) => s.setCreatingChannel);
  return (
    <div className="sidebar-actions">
      <button
        type="button"
        className="button button-small sidebar-action"
        onClick={() => {
          window.location.hash = routeHref({ name: 'browse' });
        }}
      >
        <FormattedMessage id="channels.sidebar.browse" defaultMessage="Browse channels" />
      </button>
      <button type="button" className="button button-small sidebar-action" onClick={() => setCreating(true)}>
        <FormattedMessage id="channels.sidebar.create" defaultMessage="Create channel" />
      </button>
      {creating && <CreateChannelDialog onClose={() => setCreating(false)} />}
    </div>
  );
}
