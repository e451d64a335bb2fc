// Renderer entry: connect the store to main, then render.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { getBridge } from './bridge/get-bridge';
import { exposeStoreForTests } from './debug/test-hooks';
import { connectBridge } from './state/connect-bridge';
import { appStore } from './state/store';
import './styles/base.css';
import './styles/sign-in.css';
import './styles/layout.css';
import './styles/sidebar.css';
import './styles/account-menu.css';

connectBridge(getBridge());
// Only in `--mode test-hooks` builds (benchmarks, chaos soak); folded away in production.
if (import.meta.env.MODE === 'test-hooks') exposeStoreForTests(appStore);

// Server truth arrives as events, so reads are not refetched on focus; failures surface at once.
const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 }, mutations: { retry: false } },
});

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);
