// The window's screens: starting, signing in, Diagnostics before signing in, or the signed-in layout
// of the shown account, with what shows over every screen (the link notice) and runs for every
// account (notifiers, the badge).
import { defineMessages, useIntl } from 'react-intl';
import { useNetworkEvents } from './features/connection/use-network-events';
import { LinkNotice } from './features/desktop/link-notice';
import { DiagnosticsView } from './features/diagnostics/diagnostics-view';
import { MainLayout } from './features/layout/main-layout';
import { StartupScreen } from './features/layout/startup-screen';
import { NotificationsProvider } from './features/notifications/notifications-context';
import { SignInScreen } from './features/sign-in/sign-in-screen';
import { AccountWatchers } from './features/accounts/account-watchers';
import { useRoute } from './routing/use-route';
import { AccountScope } from './state/account-scope';
import { useSessionOverview } from './state/selectors';
import { useUiStore } from './state/ui';

const messages = defineMessages({
  backToSignIn: { id: 'app.diagnostics.back_to_sign_in', defaultMessage: 'Back to signing in' },
});

export function App() {
  // Links from outside can be refused on any screen, the sign-in screen included.
  return (
    <NotificationsProvider>
      <LinkNotice />
      <AccountWatchers />
      <Screens />
    </NotificationsProvider>
  );
}

function Screens() {
  const { loaded, activeAccountId } = useSessionOverview();
  const addingAccount = useUiStore((s) => s.addingAccount);
  const route = useRoute();
  useNetworkEvents();
  if (!loaded) return <StartupScreen />;
  // Help → Diagnostics works before signing in too: sign-in problems are what it is most for.
  if (activeAccountId === null && route.name === 'diagnostics') return <StandaloneDiagnostics />;
  if (activeAccountId === null || addingAccount) return <SignInScreen />;
  // Keyed: a switch mounts the other account's views afresh, on its own store and query cache.
  return (
    <AccountScope key={activeAccountId} accountId={activeAccountId}>
      <MainLayout />
    </AccountScope>
  );
}

function StandaloneDiagnostics() {
  const intl = useIntl();
  return (
    <main className="main-pane standalone-pane">
      <a href="#/">{intl.formatMessage(messages.backToSignIn)}</a>
      <DiagnosticsView />
    </main>
  );
}
