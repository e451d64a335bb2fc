// Components that read an account's store need the window's runtime and an account scope around
// them, as the app gives them (app.tsx). This wraps a node in both, with fresh stores.
import type { QueryClient } from '@tanstack/react-query';
import { QueryClient as RealQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AccountScope } from '../../../renderer/src/state/account-scope';
import { createAccountStores } from '../../../renderer/src/state/account-stores';
import { RuntimeProvider, type AppRuntime } from '../../../renderer/src/state/app-runtime';
import { createShellStore } from '../../../renderer/src/state/shell-store';

export function testRuntime(newQueryClient: () => QueryClient = () => new RealQueryClient()): AppRuntime {
  return { shell: createShellStore(), accounts: createAccountStores({ newQueryClient }) };
}

/** `node` as the view of account `accountId` (its store made empty unless the runtime has one). */
export function inAccount(node: ReactNode, runtime: AppRuntime = testRuntime(), accountId = 'a1'): ReactNode {
  return (
    <RuntimeProvider runtime={runtime}>
      <AccountScope accountId={accountId}>{node}</AccountScope>
    </RuntimeProvider>
  );
}
