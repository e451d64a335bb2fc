import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../../../electron/core/api/errors';
import { IpcFailure, toIpcError } from '../../../../electron/core/session';
import { VaultKeyError } from '../../../../electron/core/vault';
import { userFailure } from '../../../../electron/core/session/ipc-failure';
import { plainIntl } from '../../../support/intl';
import { phrase } from '../../../../shared/i18n/phrase';

describe('toIpcError', () => {
  it("keeps the server's message, code, status and retry-after for HTTP errors", () => {
    const err = new ApiError(
      {
        kind: 'http',
        status: 429,
        code: 'RATE_LIMIT_HIT',
        msg: 'API usage exceeded rate limit',
        extra: {},
        retryAfterSeconds: 2.5,
      },
      'sendMessage',
    );
    expect(toIpcError(err, plainIntl())).toEqual({
      kind: 'http',
      message: 'API usage exceeded rate limit',
      code: 'RATE_LIMIT_HIT',
      status: 429,
      retryAfterSeconds: 2.5,
    });
  });

  it("passes the error body's plain extra fields on, not nested ones", () => {
    const err = new ApiError(
      {
        kind: 'http',
        status: 400,
        code: 'MOVE_MESSAGES_TIME_LIMIT_EXCEEDED',
        msg: 'You only have permission to move the 2/3 most recent messages in this topic.',
        extra: {
          first_message_id_allowed_to_move: 12,
          total_messages_allowed_to_move: 2,
          total_messages_in_topic: 3,
          nested: { a: 1 },
        },
      },
      'updateMessage',
    );
    expect(toIpcError(err, plainIntl()).data).toEqual({
      first_message_id_allowed_to_move: 12,
      total_messages_allowed_to_move: 2,
      total_messages_in_topic: 3,
    });
  });

  it('writes human messages for failures without a server answer', () => {
    expect(
      toIpcError(new ApiError({ kind: 'network', description: 'ECONNREFUSED' }), plainIntl()),
    ).toMatchObject({
      kind: 'network',
      message: expect.stringMatching(/^Could not reach the server \(ECONNREFUSED\)/),
    });
    expect(
      toIpcError(new ApiError({ kind: 'tls', causeCode: 'CERT_HAS_EXPIRED', description: 'x' }), plainIntl())
        .kind,
    ).toBe('tls');
    expect(toIpcError(new ApiError({ kind: 'timeout', timeoutMs: 30_000 }), plainIntl()).message).toBe(
      'The server did not answer within 30 seconds.',
    );
    expect(
      toIpcError(new ApiError({ kind: 'malformed', description: 'not JSON', status: 200 }), plainIntl()),
    ).toMatchObject({
      kind: 'malformed',
      status: 200,
    });
  });

  it('passes prepared failures through and classifies everything else', () => {
    expect(toIpcError(new IpcFailure({ kind: 'not-signed-in', message: 'Sign in' }), plainIntl())).toEqual({
      kind: 'not-signed-in',
      message: 'Sign in',
    });
    const zodError = z.object({ a: z.string() }).safeParse({ a: 1 }).error;
    expect(toIpcError(zodError, plainIntl())).toMatchObject({
      kind: 'invalid-request',
      message: expect.stringMatching(/^a: /),
    });
    const refused = { message: { id: 'test.refused', defaultMessage: 'sign in again ({email})' } };
    expect(toIpcError(new VaultKeyError(phrase(refused.message, { email: 'a@b' })), plainIntl())).toEqual({
      kind: 'internal',
      message: 'sign in again (a@b)',
    });
    expect(toIpcError('boom', plainIntl())).toEqual({
      kind: 'internal',
      message: 'Something went wrong inside Threadline (boom)',
    });
  });

  it("says people's failures in the window's language, developers' in English", () => {
    const failure = userFailure(
      'not-signed-in',
      phrase({ id: 'main.session.sign_in_first', defaultMessage: 'Sign in to an account first' }),
    );
    expect(failure.message).toBe('Sign in to an account first');
    expect(toIpcError(failure, plainIntl('de'))).toEqual({
      kind: 'not-signed-in',
      message: 'Melden Sie sich zuerst bei einem Konto an',
    });
    expect(toIpcError(new ApiError({ kind: 'timeout', timeoutMs: 1_000 }), plainIntl('de')).message).toBe(
      'Der Server hat nicht innerhalb von 1 Sekunde geantwortet.',
    );
    expect(
      toIpcError(new IpcFailure({ kind: 'invalid-request', message: 'Unknown call' }), plainIntl('de')),
    ).toEqual({
      kind: 'invalid-request',
      message: 'Unknown call',
    });
  });
});
