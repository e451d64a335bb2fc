// Settings → This computer: what the app keeps on this computer rather than on a server. Each part
// of the desktop app adds its own panel here.
import { useDesktopPreferences } from './desktop-preferences';
import { UpdatesPanel } from './updates-panel';

export function DesktopSection() {
  const preferences = useDesktopPreferences();
  if (preferences === null) return <p className="settings-loading">Loading this computer's settings…</p>;
  return (
    <div className="desktop-section">
      <UpdatesPanel preference={preferences.updates} />
    </div>
  );
}
