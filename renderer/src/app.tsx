import { useNetworkEvents } from './features/connection/use-network-events';
import { useOpenTargets } from './features/desktop/use-open-targets';
import { MainLayout } from './features/layout/main-layout';
import { StartupScreen } from './features/layout/startup-screen';
import { SignInScreen } from './features/sign-in/sign-in-screen';
import { useSessionOverview } from './state/selectors';
import { useUiStore } from './state/ui';

export function App() {
  const { loaded, activeAccountId } = useSessionOverview();
  const addingAccount = useUiStore((s) => s.addingAccount);
  useOpenTargets();
  useNetworkEvents();
  if (!loaded) return <StartupScreen />;
  if (activeAccountId === null || addingAccount) return <SignInScreen />;
  return <MainLayout />;
}
