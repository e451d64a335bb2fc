// Renderer entry: obtain the bridge (browser mode first trades its launch token for a session
// secret), make the shell store and the account stores and connect them to main, then render; a
// refused launch link gets a page saying so, in the system's language.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { LanguageProvider } from './i18n/language-provider';
import { getBridge, prepareBridge } from './bridge/get-bridge';
import { listenForOpenTargets } from './features/desktop/use-open-targets';
import { listenForBrowserSignIn } from './features/sign-in/browser-sign-in-listener';
import { watchLiveInvalidation } from './features/live-queries/live-invalidation';
import { showLaunchRefused } from './features/layout/launch-refused-page';
import { exposeStoreForTests } from './debug/test-hooks';
import { createAccountStores } from './state/account-stores';
import { RuntimeProvider, type AppRuntime } from './state/app-runtime';
import { connectBridge } from './state/connect-bridge';
import { createShellStore } from './state/shell-store';
import './styles/base.css';
import './styles/sign-in.css';
import './styles/layout.css';
import './styles/sidebar.css';
import './styles/account-menu.css';
import './styles/rendered-content.css';
import './styles/zoomed-window.css';

// Server truth arrives as events, so reads are not refetched on focus; failures surface at once.
// The window's own client serves what is no account's (signing in, this computer's settings);
// each account has its own (account-stores.ts), so no read of one account is shown as another's.
const newQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 }, mutations: { retry: false } },
  });
const queryClient = newQueryClient();

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');
const root = createRoot(container);

void prepareBridge().then((access) => {
  if (!access.ok) return showLaunchRefused(root, access.message, navigator.languages);
  const runtime: AppRuntime = {
    shell: createShellStore(),
    accounts: createAccountStores({ newQueryClient }),
  };
  connectBridge(getBridge(), runtime);
  listenForOpenTargets(getBridge(), runtime);
  listenForBrowserSignIn(getBridge(), runtime);
  watchLiveInvalidation(getBridge(), runtime.accounts);
  // Only in `--mode test-hooks` builds (benchmarks, chaos soak); folded away in production.
  if (import.meta.env.MODE === 'test-hooks') {
    exposeStoreForTests(() => {
      const shown = runtime.shell.getState().session.activeAccountId;
      return shown === null ? undefined : runtime.accounts.get(shown)?.store;
    }, getBridge());
  }
  root.render(
    <StrictMode>
      <RuntimeProvider runtime={runtime}>
        <LanguageProvider onLocale={(locale) => void getBridge().invoke('app.setLocale', { locale })}>
          <QueryClientProvider client={queryClient}>
            <App />
          </QueryClientProvider>
        </LanguageProvider>
      </RuntimeProvider>
    </StrictMode>,
  );
});
