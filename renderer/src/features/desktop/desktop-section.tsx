// Settings → This computer: what the app keeps on this computer rather than on a server. Each part
// of the desktop app adds its own panel here.
import { defineMessages, useIntl } from 'react-intl';
import { getBridge } from '../../bridge/get-bridge';
import { ProxyPanel } from '../network/proxy-panel';
import { TrustedCertificatesPanel } from '../network/trusted-certificates-panel';
import { OfflineDataPanel } from '../offline/offline-data-panel';
import { useDesktopPreferences } from './desktop-preferences';
import { PauseSetting } from './pause-setting';
import { ShellSwitch } from './shell-settings';
import { SpellcheckSetting } from './spellcheck-setting';
import { UpdatesPanel } from './updates-panel';
import { useDesktopCapabilities } from './use-desktop-save';
import '../../styles/desktop.css';

const messages = defineMessages({
  loading: { id: 'desktop.section.loading', defaultMessage: "Loading this computer's settings…" },
  desktopApp: { id: 'desktop.section.desktop_app', defaultMessage: 'The desktop app' },
});

export function DesktopSection() {
  const intl = useIntl();
  const preferences = useDesktopPreferences();
  const capabilities = useDesktopCapabilities();
  if (preferences === null) return <p className="settings-loading">{intl.formatMessage(messages.loading)}</p>;
  const shell = { preferences, capabilities };
  return (
    <div className="desktop-section">
      <div className="setting-list">
        <PauseSetting />
      </div>
      <h3 className="settings-subheading">{intl.formatMessage(messages.desktopApp)}</h3>
      <div className="setting-list">
        <ShellSwitch name="closeToTray" {...shell} />
        <ShellSwitch name="startAtLogin" {...shell} />
        <SpellcheckSetting {...shell} />
      </div>
      <ProxyPanel current={preferences.proxy} host={getBridge().host} />
      <TrustedCertificatesPanel />
      <OfflineDataPanel preferences={preferences} />
      <UpdatesPanel preference={preferences.updates} />
    </div>
  );
}
