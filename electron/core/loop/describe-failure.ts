// The connection state's `lastError`: what went wrong, written for the person using the app (the
// banner shows it under "Reconnecting…"), with the server's own words or the details in brackets, in
// the window's language (the intl given). Logs keep the technical message (recovery.ts's
// describeError); this is only what people read.
import { defineMessages, type IntlShape } from '@formatjs/intl';
import { ApiError, type ApiErrorDetail } from '../api/errors';
import { TextError } from '../i18n/text-error';
import { type Phrase, formatPhrase, phrase } from '../../../shared/i18n/phrase';

const messages = defineMessages({
  applyFailed: {
    id: 'main.connection.apply_failed',
    defaultMessage: 'Threadline could not apply what the server sent ({detail}); loading everything again.',
  },
  redirect: {
    id: 'main.connection.redirect',
    defaultMessage: 'The server answered with a redirect, which Threadline does not follow ({said}).',
  },
  keyRefused: {
    id: 'main.connection.key_refused',
    defaultMessage: "The server no longer accepts this account's key ({said}).",
  },
  slowDown: {
    id: 'main.connection.slow_down',
    defaultMessage: 'The server asked Threadline to slow down ({said}).',
  },
  trouble: { id: 'main.connection.trouble', defaultMessage: 'The server is having trouble ({said}).' },
  refused: { id: 'main.connection.refused', defaultMessage: 'The server refused the request ({said}).' },
  unreachable: {
    id: 'main.connection.unreachable',
    defaultMessage: 'Could not reach the server ({detail}).',
  },
  tls: {
    id: 'main.connection.tls',
    defaultMessage: "The server's certificate is not trusted ({code}: {detail}).",
  },
  timeoutMs: {
    id: 'main.connection.timeout_ms',
    defaultMessage: 'The server did not answer within {ms, number} ms.',
  },
  timeoutSeconds: {
    id: 'main.connection.timeout_seconds',
    defaultMessage: 'The server did not answer within {seconds, number} s.',
  },
  malformed: {
    id: 'main.connection.malformed',
    defaultMessage: "The server's answer was not understood ({detail}).",
  },
  cancelled: { id: 'main.connection.cancelled', defaultMessage: 'The request was cancelled.' },
});

/** What our own checks of the server's answers found (event-loop.ts). */
export const SHAPE_MESSAGES = defineMessages({
  noQueue: {
    id: 'main.connection.no_queue',
    defaultMessage: "The server's answer lacks queue_id or last_event_id.",
  },
  unreadableEvents: {
    id: 'main.connection.unreadable_events',
    defaultMessage: 'The server sent events that cannot be read ({problem}).',
  },
});

/** Our own check of a well-formed HTTP answer found a shape the loop cannot use (said to people). */
export class ServerShapeError extends TextError {
  override readonly name = 'ServerShapeError';
}

export function describeFailure(err: unknown, intl: IntlShape): string {
  return formatPhrase(intl, failureText(err));
}

export function failureText(err: unknown): Phrase {
  if (err instanceof ApiError) return apiFailureText(err.detail);
  if (err instanceof ServerShapeError) return err.text;
  const detail = err instanceof Error ? err.message : String(err);
  // A callback threw on a good answer: a bug of ours, which a fresh register works around.
  return phrase(messages.applyFailed, { detail });
}

function apiFailureText(detail: ApiErrorDetail): Phrase {
  switch (detail.kind) {
    case 'http': {
      const { status } = detail;
      // What the server said, as it said it: its status, code and (translated by it) message.
      const said = `HTTP ${status}${detail.code ? ` ${detail.code}` : ''}${
        detail.msg && detail.msg !== `HTTP ${status}` ? `: ${detail.msg}` : ''
      }`;
      if (status >= 300 && status < 400) return phrase(messages.redirect, { said });
      if (status === 401) return phrase(messages.keyRefused, { said });
      if (status === 429) return phrase(messages.slowDown, { said });
      if (status >= 500) return phrase(messages.trouble, { said });
      return phrase(messages.refused, { said });
    }
    case 'network':
      return phrase(messages.unreachable, { detail: detail.description });
    case 'tls':
      return phrase(messages.tls, { code: detail.causeCode, detail: detail.description });
    case 'timeout':
      return detail.timeoutMs < 1000
        ? phrase(messages.timeoutMs, { ms: detail.timeoutMs })
        : phrase(messages.timeoutSeconds, { seconds: Number((detail.timeoutMs / 1000).toFixed(1)) });
    case 'malformed':
      return phrase(messages.malformed, { detail: detail.description });
    case 'aborted':
      return phrase(messages.cancelled);
  }
}
