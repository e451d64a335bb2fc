// The `api` IPC call: one operation from the renderer's allow-list (`renderer: true` on its
// definition), as the active account. Every other operation, main's own first (the event queue, the
// password exchange), is refused, as are names not in the table.
// The answer is redacted before the renderer gets it (creating a bot, for one, answers with its key).
import { defineMessages } from '@formatjs/intl';
import type { z } from 'zod';
import { OPERATIONS, RENDERER_OPERATIONS } from '../../../shared/api';
import type { AnyOperation } from '../../../shared/api/operation';
import type { AccountConnection } from './account-connection';
import { invalidRequest, userFailure } from './ipc-failure';

const messages = defineMessages({
  signInFirst: { id: 'main.session.sign_in_first', defaultMessage: 'Sign in to an account first' },
});
import { describeZodError } from './to-ipc-error';
import { phrase } from '../../../shared/i18n/phrase';

/** The operation the renderer may call under this name; throws an invalid-request failure otherwise. */
export function rendererOperation(name: string): AnyOperation {
  const op = RENDERER_OPERATIONS.get(name);
  if (op) return op;
  if (!OPERATIONS.has(name)) throw invalidRequest(`Unknown operation "${name.slice(0, 100)}"`);
  throw invalidRequest(`The operation "${name}" is not available here`);
}

export async function callOperation(
  connection: Pick<AccountConnection, 'client' | 'featureLevel' | 'queueId' | 'redact'> | undefined,
  name: string,
  params: unknown,
): Promise<unknown> {
  const op = rendererOperation(name);
  const parsed = (op.params as z.ZodType).safeParse(params ?? {});
  if (!parsed.success) throw invalidRequest(`${name}: ${describeZodError(parsed.error)}`);
  if (!connection) throw userFailure('not-signed-in', phrase(messages.signInFirst));
  const featureLevel = connection.featureLevel();
  if (featureLevel !== undefined && featureLevel < op.minFeatureLevel) {
    throw invalidRequest(
      `${name} needs a newer server (feature level ${op.minFeatureLevel}; this one has ${featureLevel})`,
    );
  }
  const answer: unknown = await connection.client.call(
    op,
    withQueueId(name, parsed.data as Record<string, unknown>, connection),
  );
  connection.redact(answer);
  return answer;
}

/**
 * A send with a local_id names main's event queue, which the renderer does not know, so that the
 * queue's message event carries local_message_id back. Whatever queue_id the renderer gave is replaced.
 */
function withQueueId(
  name: string,
  params: Record<string, unknown>,
  connection: Pick<AccountConnection, 'queueId'>,
): Record<string, unknown> {
  if (name !== 'sendMessage' || params.local_id === undefined) return params;
  const { queue_id: _ignored, ...rest } = params;
  const queueId = connection.queueId();
  return queueId === undefined ? rest : { ...rest, queue_id: queueId };
}
