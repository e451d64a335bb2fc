import { useNetworkEvents } from './features/connection/use-network-events';
import { LinkNotice } from './features/desktop/link-notice';
import { MainLayout } from './features/layout/main-layout';
import { StartupScreen } from './features/layout/startup-screen';
import { SignInScreen } from './features/sign-in/sign-in-screen';
import { useSessionOverview } from './state/selectors';
import { useUiStore } from './state/ui';

function Screen() {
  const { loaded, activeAccountId } = useSessionOverview();
  const addingAccount = useUiStore((s) => s.addingAccount);
  useNetworkEvents();
  if (!loaded) return <StartupScreen />;
  if (activeAccountId === null || addingAccount) return <SignInScreen />;
  return <MainLayout />;
}

export function App() {
  // Links from outside can be refused on any screen, the sign-in screen included.
  return (
    <>
      <LinkNotice />
      <Screen />
    </>
  );
}
