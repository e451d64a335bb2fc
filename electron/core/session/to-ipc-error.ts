// Translates anything main can throw into the IpcError the renderer shows. Messages are written for
// people; the server's own message wins for HTTP errors because it says what the server objected to.
import { z } from 'zod';
import type { IpcError } from '../../../shared/ipc';
import { ApiError } from '../api/errors';
import { VaultCorruptError, VaultKeyError } from '../vault/vault';
import { IpcFailure } from './ipc-failure';

export function toIpcError(error: unknown): IpcError {
  if (error instanceof IpcFailure) return { ...error.error };
  if (error instanceof ApiError) return fromApiError(error);
  if (error instanceof z.ZodError) return { kind: 'invalid-request', message: describeZodError(error) };
  // The vault's messages are already addressed to the user ("… sign in again").
  if (error instanceof VaultKeyError || error instanceof VaultCorruptError) {
    return { kind: 'internal', message: error.message };
  }
  const detail = error instanceof Error ? error.message : String(error);
  return { kind: 'internal', message: `Something went wrong inside Threadline (${detail})` };
}

function fromApiError(error: ApiError): IpcError {
  const { detail } = error;
  switch (detail.kind) {
    case 'http':
      return {
        kind: 'http',
        message: detail.msg || `The server answered with HTTP ${detail.status}`,
        code: detail.code,
        status: detail.status,
        ...(detail.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: detail.retryAfterSeconds }),
        ...scalarData(detail.extra),
      };
    case 'network':
      return {
        kind: 'network',
        message: `Could not reach the server (${detail.description}). Check your network connection.`,
      };
    case 'tls':
      return {
        kind: 'tls',
        message: detail.certificate
          ? `The server's certificate is not trusted. ${detail.certificate.problem}`
          : `The server's certificate is not trusted (${detail.causeCode}).`,
        ...(detail.certificate ? { certificate: detail.certificate } : {}),
      };
    case 'timeout':
      return {
        kind: 'timeout',
        message: `The server did not answer within ${Math.round(detail.timeoutMs / 1000)} seconds.`,
      };
    case 'malformed':
      return {
        kind: 'malformed',
        message: `The server's answer was not understood (${detail.description}).`,
        ...(detail.status === undefined ? {} : { status: detail.status }),
      };
    case 'aborted':
      return { kind: 'network', message: 'The request was cancelled.' };
  }
}

/** Extra fields of an error body that are plain values; the renderer explains errors with them. */
function scalarData(extra: Record<string, unknown>): Pick<IpcError, 'data'> {
  const data: NonNullable<IpcError['data']> = {};
  for (const [key, value] of Object.entries(extra)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      data[key] = value as string | number | boolean | null;
    }
  }
  return Object.keys(data).length > 0 ? { data } : {};
}

/** The first few issues as "path: message"; never the offending values, which may be passwords. */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
