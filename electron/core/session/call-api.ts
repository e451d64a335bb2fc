// The `api` IPC call: one operation from the shared table, as the active account. Operations main
// runs itself (the event queue, the password exchange) are refused, as are names not in the table.
import type { z } from 'zod';
import { OPERATIONS } from '../../../shared/api';
import type { AnyOperation } from '../../../shared/api/operation';
import { MAIN_ONLY_OPERATIONS } from '../../../shared/ipc';
import type { AccountConnection } from './account-connection';
import { IpcFailure, invalidRequest } from './ipc-failure';
import { describeZodError } from './to-ipc-error';

/** The operation the renderer may call under this name; throws an invalid-request failure otherwise. */
export function rendererOperation(name: string): AnyOperation {
  const op = OPERATIONS.get(name);
  if (!op) throw invalidRequest(`Unknown operation "${name.slice(0, 100)}"`);
  if (MAIN_ONLY_OPERATIONS.has(name)) throw invalidRequest(`The operation "${name}" is not available here`);
  return op;
}

export async function callOperation(
  connection: Pick<AccountConnection, 'client' | 'featureLevel'> | undefined,
  name: string,
  params: unknown,
): Promise<unknown> {
  const op = rendererOperation(name);
  const parsed = (op.params as z.ZodType).safeParse(params ?? {});
  if (!parsed.success) throw invalidRequest(`${name}: ${describeZodError(parsed.error)}`);
  if (!connection) throw new IpcFailure({ kind: 'not-signed-in', message: 'Sign in to an account first' });
  const featureLevel = connection.featureLevel();
  if (featureLevel !== undefined && featureLevel < op.minFeatureLevel) {
    throw invalidRequest(
      `${name} needs a newer server (feature level ${op.minFeatureLevel}; this one has ${featureLevel})`,
    );
  }
  return connection.client.call(op, parsed.data as Record<string, unknown>);
}
