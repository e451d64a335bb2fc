// What Help → Diagnostics says about each signed-in account: its server's version and feature level
// once its connection has registered, and the connection's state, with error texts cleared of that
// account's key and of anything else that looks like a secret.
import { scrubSecrets } from '../../../shared/diagnostics/scrub-secrets';
import type { Account } from '../vault';
import type { AccountConnection } from './account-connection';
import type { AccountDiagnostics } from './types';

export function accountDiagnosticsOf(
  accounts: readonly Account[],
  activeId: string | null,
  connectionOf: (accountId: string) => AccountConnection | undefined,
): AccountDiagnostics[] {
  return accounts.map((account) => {
    const entry: AccountDiagnostics = {
      id: account.id,
      realmUrl: account.realmUrl,
      email: account.email,
      active: account.id === activeId,
    };
    const connection = connectionOf(account.id);
    if (connection === undefined) return entry;
    const info = connection.serverInfo();
    const { lastError, ...connectionState } = connection.state();
    return {
      ...entry,
      ...(info?.version === undefined ? {} : { zulipVersion: info.version }),
      ...(info === undefined ? {} : { featureLevel: info.featureLevel }),
      connection: {
        ...connectionState,
        ...(lastError === undefined ? {} : { lastError: scrubSecrets(connection.withoutKey(lastError)) }),
      },
    };
  });
}
