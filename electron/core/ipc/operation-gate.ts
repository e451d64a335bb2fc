// The `api` call's gate: the renderer may run only the operations whose definition opts in with
// `renderer: true` (shared/api). Main's own operations, those no screen needs and names outside the
// table are refused here, before the session sees the call.
import { OPERATIONS, RENDERER_OPERATIONS } from '../../../shared/api';
import type { IpcError } from '../../../shared/ipc';

export interface RefusedOperation {
  error: IpcError;
  /** Safe to log: the operation's name from the table, or 'unknown' (never a renderer's own text). */
  operation: string;
}

/** Why the renderer may not run `op`, or undefined when it may. */
export function refuseOperation(op: string): RefusedOperation | undefined {
  if (RENDERER_OPERATIONS.has(op)) return undefined;
  if (!OPERATIONS.has(op)) {
    return { operation: 'unknown', error: { kind: 'invalid-request', message: 'Unknown operation' } };
  }
  const message = `The operation "${op}" is not available here`;
  return { operation: op, error: { kind: 'invalid-request', message } };
}
