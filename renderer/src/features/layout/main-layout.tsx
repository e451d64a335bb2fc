import { useEffect } from 'react';
import { useRoute } from '../../routing/use-route';
import { useAppStore, useRealmName } from '../../state/selectors';
import { AccountMenu } from '../account/account-menu';
import { Sidebar } from '../channels/sidebar';
import { RealmIcon } from '../common/realm-icon';
import { ConnectionBanner } from '../connection/connection-banner';
import { RoutePane } from './route-pane';

/** The signed-in window: header, connection banner, channel sidebar and the main pane. */
export function MainLayout() {
  const route = useRoute();
  const realmName = useRealmName();
  const currentStreamId = route.name === 'channel' || route.name === 'topic' ? route.streamId : null;

  useEffect(() => {
    document.title = realmName ? `${realmName} · Threadline` : 'Threadline';
  }, [realmName]);

  return (
    <div className="app-shell">
      <AppHeader realmName={realmName} />
      <ConnectionBanner />
      <div className="app-body">
        <Sidebar currentStreamId={currentStreamId} />
        <main className="main-pane">
          <RoutePane route={route} />
        </main>
      </div>
    </div>
  );
}

function AppHeader({ realmName }: { realmName: string }) {
  const iconUrl = useAppStore((s) => s.realm.iconUrl);
  const realmUrl = useAppStore((s) => s.realm.url);
  return (
    <header className="app-header">
      <div className="app-header-realm">
        {realmName && <RealmIcon name={realmName} iconUrl={iconUrl} realmUrl={realmUrl} size="small" />}
        <span className="app-header-title">{realmName || 'Threadline'}</span>
      </div>
      <AccountMenu />
    </header>
  );
}
