// Translates anything main can throw into the IpcError the renderer shows, in the window's language
// (`intl`, the host's: core/i18n). Messages are written for people; the server's own message wins for
// HTTP errors because it says what the server objected to (the server translates it itself).
import type { IntlShape } from '@formatjs/intl';
import { defineMessages } from '@formatjs/intl';
import { z } from 'zod';
import type { IpcError } from '../../../shared/ipc';
import { certificateProblemMessage } from '../../../shared/certificate-problems';
import { ApiError } from '../api/errors';
import { TextError } from '../i18n/text-error';
import { IpcFailure } from './ipc-failure';
import { plainMessages } from '../../../shared/plain-messages';
import { formatPhrase } from '../../../shared/i18n/phrase';

const messages = plainMessages(
  defineMessages({
    internal: {
      id: 'main.error.internal',
      defaultMessage: 'Something went wrong inside Threadline ({detail})',
    },
    http: { id: 'main.error.http', defaultMessage: 'The server answered with HTTP {status}' },
    network: {
      id: 'main.error.network',
      defaultMessage: 'Could not reach the server ({detail}). Check your network connection.',
    },
    tlsCertificate: {
      id: 'main.error.tls_certificate',
      defaultMessage: "The server's certificate is not trusted. {problem}",
    },
    tls: { id: 'main.error.tls', defaultMessage: "The server's certificate is not trusted ({code})." },
    timeout: {
      id: 'main.error.timeout',
      defaultMessage:
        '{seconds, plural, one {The server did not answer within # second.} other {The server did not answer within # seconds.}}',
    },
    malformed: {
      id: 'main.error.malformed',
      defaultMessage: "The server's answer was not understood ({detail}).",
    },
    cancelled: { id: 'main.error.cancelled', defaultMessage: 'The request was cancelled.' },
  }),
);

export function toIpcError(error: unknown, intl: IntlShape): IpcError {
  if (error instanceof IpcFailure) {
    return error.text ? { ...error.error, message: formatPhrase(intl, error.text) } : { ...error.error };
  }
  if (error instanceof ApiError) return fromApiError(error, intl);
  if (error instanceof z.ZodError) return { kind: 'invalid-request', message: describeZodError(error) };
  // The vault's messages are addressed to the user ("… sign in again").
  if (error instanceof TextError) return { kind: 'internal', message: formatPhrase(intl, error.text) };
  const detail = error instanceof Error ? error.message : String(error);
  return { kind: 'internal', message: intl.formatMessage(messages.internal, { detail }) };
}

function fromApiError(error: ApiError, intl: IntlShape): IpcError {
  const { detail } = error;
  switch (detail.kind) {
    case 'http':
      return {
        kind: 'http',
        message: detail.msg || intl.formatMessage(messages.http, { status: detail.status }),
        code: detail.code,
        status: detail.status,
        ...(detail.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: detail.retryAfterSeconds }),
        ...scalarData(detail.extra),
      };
    case 'network':
      return {
        kind: 'network',
        message: intl.formatMessage(messages.network, { detail: detail.description }),
      };
    case 'tls':
      return {
        kind: 'tls',
        message: detail.certificate
          ? intl.formatMessage(messages.tlsCertificate, {
              problem: intl.formatMessage(certificateProblemMessage(detail.certificate.reason)),
            })
          : intl.formatMessage(messages.tls, { code: detail.causeCode }),
        ...(detail.certificate ? { certificate: detail.certificate } : {}),
      };
    case 'timeout':
      return {
        kind: 'timeout',
        message: intl.formatMessage(messages.timeout, { seconds: Math.round(detail.timeoutMs / 1000) }),
      };
    case 'malformed':
      return {
        kind: 'malformed',
        message: intl.formatMessage(messages.malformed, { detail: detail.description }),
        ...(detail.status === undefined ? {} : { status: detail.status }),
      };
    case 'aborted':
      return { kind: 'network', message: intl.formatMessage(messages.cancelled) };
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

/**
 * The first few issues as "path: message"; never the offending values, which may be passwords. For
 * developers: the renderer checks what people type before it calls, so people do not see these.
 */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
