// The signed-in window's frame: the header, the banners under it, the account switcher, the channel
// sidebar and the main pane.
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useRoute } from '../../routing/use-route';
import { useAppStore, useRealmName } from '../../state/selectors';
import { AccountMenu } from '../account/account-menu';
import { KeyStorageBanner } from '../account/key-storage-warning';
import { Sidebar } from '../channels/sidebar';
import { RealmIcon } from '../common/realm-icon';
import { ConnectionBanner } from '../connection/connection-banner';
import { OfflineBanner } from '../connection/offline-banner';
import { DoNotDisturbControl, PauseBanner } from '../desktop/do-not-disturb-control';
import { useAppCommands } from '../desktop/use-app-commands';
import { UpdateBanner } from '../desktop/update-banner';
import { KeyboardLayer } from '../keyboard/keyboard-layer';
import { NotificationPermissionPrompt } from '../notifications/permission-prompt';
import { MessageEditDialogs } from '../message-edit/message-edit-layer';
import { PeopleLink } from '../people/people-link';
import { SearchBox } from '../search/search-box';
import { SettingsButton } from '../settings/settings-button';
import { useSettingsShortcut } from '../settings/settings-navigation';
import { useApplyDisplaySettings } from '../settings/use-display-settings';
import { MessageAnnouncer } from '../announcements/message-announcer';
import { AccountSwitcher } from '../accounts/account-switcher';
import { resetAccountViewState } from '../accounts/account-view-reset';
import { SignedOutNotice } from '../accounts/signed-out-notice';
import { useShell } from '../../state/app-runtime';
import { useUiStore } from '../../state/ui';
import { PRODUCT_NAME } from './product-name';
import { RoutePane } from './route-pane';

const messages = defineMessages({
  home: { id: 'layout.header.home', defaultMessage: 'Go to the home view' },
});

/** The signed-in window: header, connection banner, channel sidebar and the main pane. */
export function MainLayout() {
  const route = useRoute();
  const realmName = useRealmName();
  const currentStreamId = route.name === 'channel' || route.name === 'topic' ? route.streamId : null;

  // The window title and the badge add up every account (accounts/account-watchers.tsx).
  useApplyDisplaySettings();
  // What the window's UI stores hold about this account's messages ends with its views.
  useEffect(() => resetAccountViewState, []);
  useSettingsShortcut();
  useAppCommands();
  const sidebarHidden = useUiStore((s) => s.sidebarHidden);
  const keyStorageWarning = useShell((s) => s.session.keyStorageWarning);

  return (
    <div className="app-shell">
      <MessageEditDialogs />
      <KeyboardLayer />
      <AppHeader realmName={realmName} />
      <ConnectionBanner />
      <OfflineBanner />
      <SignedOutNotice />
      <PauseBanner />
      <KeyStorageBanner warning={keyStorageWarning} />
      <UpdateBanner />
      <NotificationPermissionPrompt />
      <MessageAnnouncer />
      <div className="app-body">
        <AccountSwitcher />
        {!sidebarHidden && <Sidebar currentStreamId={currentStreamId} />}
        <main className="main-pane">
          <RoutePane route={route} />
        </main>
      </div>
    </div>
  );
}

function AppHeader({ realmName }: { realmName: string }) {
  const intl = useIntl();
  const iconUrl = useAppStore((s) => s.realm.iconUrl);
  const realmUrl = useAppStore((s) => s.realm.url);
  return (
    <header className="app-header">
      <a href="#/" className="app-header-realm" title={intl.formatMessage(messages.home)}>
        {realmName && <RealmIcon name={realmName} iconUrl={iconUrl} realmUrl={realmUrl} size="small" />}
        <span className="app-header-title">{realmName || PRODUCT_NAME}</span>
      </a>
      <SearchBox />
      <PeopleLink />
      <DoNotDisturbControl />
      <SettingsButton />
      <AccountMenu />
    </header>
  );
}
