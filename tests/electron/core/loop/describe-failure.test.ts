import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorDetail } from '../../../../electron/core/api/errors';
import {
  describeFailure,
  SHAPE_MESSAGES,
  ServerShapeError,
} from '../../../../electron/core/loop/describe-failure';
import { plainIntl } from '../../../support/intl';
import { phrase } from '../../../../shared/i18n/phrase';

const http = (status: number, code: string | null, msg: string): ApiErrorDetail => ({
  kind: 'http',
  status,
  code,
  msg,
  extra: {},
});

describe('describeFailure', () => {
  it.each<[ApiErrorDetail, string]>([
    [http(502, null, 'HTTP 502'), 'The server is having trouble (HTTP 502).'],
    [
      http(400, 'BAD_REQUEST', 'Invalid narrow'),
      'The server refused the request (HTTP 400 BAD_REQUEST: Invalid narrow).',
    ],
    [
      http(401, 'INVALID_API_KEY', 'Invalid API key'),
      "The server no longer accepts this account's key (HTTP 401 INVALID_API_KEY: Invalid API key).",
    ],
    [
      http(429, 'RATE_LIMIT_HIT', 'API usage exceeded rate limit'),
      'The server asked Threadline to slow down (HTTP 429 RATE_LIMIT_HIT: API usage exceeded rate limit).',
    ],
    [
      http(301, null, 'redirected to https://x.example/; use the final server address'),
      'The server answered with a redirect, which Threadline does not follow (HTTP 301: redirected to https://x.example/; use the final server address).',
    ],
    [{ kind: 'network', description: 'ECONNREFUSED' }, 'Could not reach the server (ECONNREFUSED).'],
    [
      { kind: 'tls', causeCode: 'CERT_HAS_EXPIRED', description: 'certificate has expired' },
      "The server's certificate is not trusted (CERT_HAS_EXPIRED: certificate has expired).",
    ],
    [{ kind: 'timeout', timeoutMs: 95_000 }, 'The server did not answer within 95 s.'],
    [{ kind: 'timeout', timeoutMs: 250 }, 'The server did not answer within 250 ms.'],
    [
      { kind: 'malformed', description: 'response is not JSON' },
      "The server's answer was not understood (response is not JSON).",
    ],
  ])('%j', (detail, expected) => {
    expect(describeFailure(new ApiError(detail, 'getEvents'), plainIntl())).toBe(expected);
  });

  it('passes our own shape checks through, and names a bug of ours as such', () => {
    const shape = new ServerShapeError(phrase(SHAPE_MESSAGES.unreadableEvents, { problem: 'x' }));
    expect(describeFailure(shape, plainIntl())).toBe('The server sent events that cannot be read (x).');
    expect(describeFailure(shape, plainIntl('de'))).toBe(
      'Der Server hat Ereignisse gesendet, die nicht gelesen werden können (x).',
    );
    expect(describeFailure(new TypeError('cannot read id'), plainIntl())).toBe(
      'Threadline could not apply what the server sent (cannot read id); loading everything again.',
    );
  });
});
