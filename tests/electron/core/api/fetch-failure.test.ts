import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../../electron/core/api/client';
import { ApiError, isTransient } from '../../../../electron/core/api/errors';
import { classifyFetchFailure } from '../../../../electron/core/api/fetch-failure';
import { getThing } from './test-operations';

// Shaped like Node's fetch failures: TypeError('fetch failed') wrapping the socket or TLS error.
function fetchFailed(code: string, message = `${code} happened`): TypeError {
  return new TypeError('fetch failed', { cause: Object.assign(new Error(message), { code }) });
}

describe('classifyFetchFailure', () => {
  it.each([
    'DEPTH_ZERO_SELF_SIGNED_CERT',
    'SELF_SIGNED_CERT_IN_CHAIN',
    'CERT_HAS_EXPIRED',
    'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    'ERR_TLS_CERT_ALTNAME_INVALID',
    'ERR_SSL_WRONG_VERSION_NUMBER',
  ])('%s is a TLS problem', (code) => {
    expect(classifyFetchFailure(fetchFailed(code))).toEqual({
      kind: 'tls',
      causeCode: code,
      description: `${code} happened`,
    });
  });

  it.each(['ECONNREFUSED', 'ENOTFOUND', 'ECONNRESET', 'EAI_AGAIN', 'UND_ERR_SOCKET'])(
    '%s is a network problem',
    (code) => {
      expect(classifyFetchFailure(fetchFailed(code))).toMatchObject({ kind: 'network' });
    },
  );

  it('finds a code nested more than one level deep', () => {
    const inner = Object.assign(new Error('bad cert'), { code: 'CERT_NOT_YET_VALID' });
    const err = new TypeError('fetch failed', { cause: new Error('wrapper', { cause: inner }) });
    expect(classifyFetchFailure(err)).toMatchObject({ kind: 'tls', causeCode: 'CERT_NOT_YET_VALID' });
  });

  it('a TLS failure from fetch becomes a non-transient ApiError', async () => {
    const client = createApiClient({
      realmUrl: 'https://chat.example',
      email: 'a@b',
      apiKey: 'k',
      fetch: () => Promise.reject(fetchFailed('UNABLE_TO_GET_ISSUER_CERT_LOCALLY')),
    });
    const err = (await client.call(getThing, { thing_id: 1 }).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.kind).toBe('tls');
    expect(isTransient(err)).toBe(false);
    expect(err.message).toContain('UNABLE_TO_GET_ISSUER_CERT_LOCALLY');
  });
});
