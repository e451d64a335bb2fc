// Settings → This computer: what the app keeps on this computer rather than on a server. Each part
// of the desktop app adds its own panel here.
import { getBridge } from '../../bridge/get-bridge';
import { ProxyPanel } from '../network/proxy-panel';
import { TrustedCertificatesPanel } from '../network/trusted-certificates-panel';
import { useDesktopPreferences } from './desktop-preferences';

export function DesktopSection() {
  const preferences = useDesktopPreferences();
  if (preferences === null) return <p className="settings-loading">Loading this computer's settings…</p>;
  return (
    <div className="desktop-section">
      <ProxyPanel current={preferences.proxy} host={getBridge().host} />
      <TrustedCertificatesPanel />
    </div>
  );
}
