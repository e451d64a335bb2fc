// Renderer entry: obtain the bridge (browser mode first trades its launch token for a session
// secret), connect the store to main, then render; a refused launch link gets a page saying so.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { getBridge, prepareBridge } from './bridge/get-bridge';
import { listenForOpenTargets } from './features/desktop/use-open-targets';
import { listenForBrowserSignIn } from './features/sign-in/browser-sign-in-listener';
import { exposeStoreForTests } from './debug/test-hooks';
import { connectBridge } from './state/connect-bridge';
import { appStore } from './state/store';
import './styles/base.css';
import './styles/sign-in.css';
import './styles/layout.css';
import './styles/sidebar.css';
import './styles/account-menu.css';
import './styles/rendered-content.css';

// Server truth arrives as events, so reads are not refetched on focus; failures surface at once.
const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 }, mutations: { retry: false } },
});

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');
const root = createRoot(container);

void prepareBridge().then((access) => {
  if (!access.ok) {
    root.render(
      <main className="sign-in-page">
        <h1>Threadline</h1>
        <p role="alert">{access.message}</p>
      </main>,
    );
    return;
  }
  connectBridge(getBridge());
  listenForOpenTargets(getBridge());
  listenForBrowserSignIn(getBridge());
  // Only in `--mode test-hooks` builds (benchmarks, chaos soak); folded away in production.
  if (import.meta.env.MODE === 'test-hooks') exposeStoreForTests(appStore);
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </StrictMode>,
  );
});
