// Promise-returning wrappers for React Query: IPC failures become thrown ApiCallErrors, API results are
// typed from the operation table in shared/api. Only operations opted in with `renderer: true` can be
// named here (RendererOperationName); main's router refuses the rest. errorText says what to show for
// a failure: main's and the server's words as they came (main words its own in the window's language,
// the server's `msg` stays as the server sent it), the bridge's own and the fallback as a catalogue
// text (state/ui-text.ts) that the view words with its intl, so they follow a language switch.
import { defineMessages, type IntlShape } from 'react-intl';
import type { Operations, ParamsOf, RendererOperationName, ResponseOf } from '../../../shared/api';
import type {
  IpcCallName,
  IpcError,
  IpcParams,
  IpcResults,
  RendererApiCall,
  ThreadlineBridge,
} from '../../../shared/ipc';
import { bridgeErrorMessage } from './bridge-errors';
import { getBridge } from './get-bridge';
import { type ShownText, formatPhrase, phrase } from '../../../shared/i18n/phrase';

const messages = defineMessages({
  unknown: { id: 'bridge.error.unknown', defaultMessage: 'Something went wrong. Please try again.' },
});

export type { RendererOperationName };

export class ApiCallError extends Error {
  readonly kind: IpcError['kind'];
  readonly code: string | null;
  readonly status: number | undefined;
  readonly retryAfterSeconds: number | undefined;
  /** Extra scalar fields of the server's error body. */
  readonly data: NonNullable<IpcError['data']>;

  constructor(
    readonly ipcError: IpcError,
    /** The IPC call or API operation that failed, for logs. */
    readonly call: string,
  ) {
    super(ipcError.message);
    this.name = 'ApiCallError';
    this.kind = ipcError.kind;
    this.code = ipcError.code ?? null;
    this.status = ipcError.status;
    this.retryAfterSeconds = ipcError.retryAfterSeconds;
    this.data = ipcError.data ?? {};
  }
}

/** Runs one IPC call; resolves with its value or throws ApiCallError. */
export async function callIpc<N extends IpcCallName>(
  name: N,
  params: IpcParams<N>,
  bridge: ThreadlineBridge = getBridge(),
): Promise<IpcResults[N]> {
  const result = await bridge.invoke(name, params);
  if (!result.ok) throw new ApiCallError(result.error, name);
  return result.value;
}

/**
 * Runs one API operation as `accountId` (the account of the view that asks, never "whichever is
 * active by then"); main validated the response against its schema. Views use their account's
 * handle (state/account-scope.tsx), which fills in the account.
 */
export async function callApi<N extends RendererOperationName>(
  accountId: string,
  op: N,
  params: ParamsOf<Operations[N]>,
  bridge: ThreadlineBridge = getBridge(),
): Promise<ResponseOf<Operations[N]>> {
  // TypeScript cannot tie the generic pair to its member of the union; N and its params are one.
  const result = await bridge.invoke('api', { accountId, op, params } as RendererApiCall);
  if (!result.ok) throw new ApiCallError(result.error, op);
  return result.value as ResponseOf<Operations[N]>;
}

/**
 * What to show for any failure a call can produce: the words main or the server sent, or, for the
 * bridge's own failures and anything without words, a catalogue text worded where it is shown.
 * Stores keep this (not a string) so a language switch rewords what is on screen.
 */
export function errorText(error: unknown): ShownText {
  if (error instanceof ApiCallError) {
    const own = bridgeErrorMessage(error.code);
    return own !== undefined ? phrase(own, phraseValues(error.data)) : error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return phrase(messages.unknown);
}

/** An error's data as a message's values (a flag or a null is shown as its word). */
function phraseValues(data: ApiCallError['data']): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(data).map(([name, value]) => [name, typeof value === 'number' ? value : String(value)]),
  );
}

/** errorText worded in intl's language (views pass useIntl()). */
export function errorMessage(error: unknown, intl: IntlShape): string {
  return formatPhrase(intl, errorText(error));
}
