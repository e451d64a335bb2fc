// Updater failures as the user reads them: one plain sentence per kind of failure, nothing raw.
import { describe, expect, it } from 'vitest';
import {
  describeUpdateError,
  UPDATE_ERROR_TEXT,
} from '../../../../electron/core/desktop/describe-update-error';
import type { MessageDescriptor } from '@formatjs/intl';
import { codedError } from './fake-updater-engine';

describe('describeUpdateError', () => {
  it('names each kind of failure plainly', () => {
    const cases: [unknown, MessageDescriptor][] = [
      [codedError('ENOTFOUND', 'getaddrinfo ENOTFOUND updates.example'), UPDATE_ERROR_TEXT.offline],
      [codedError('ECONNREFUSED'), UPDATE_ERROR_TEXT.offline],
      [new Error('net::ERR_INTERNET_DISCONNECTED'), UPDATE_ERROR_TEXT.offline],
      [new Error('net::ERR_PROXY_CONNECTION_FAILED'), UPDATE_ERROR_TEXT.offline],
      [codedError('ERR_UPDATER_CHANNEL_FILE_NOT_FOUND'), UPDATE_ERROR_TEXT.noRelease],
      [codedError('HTTP_ERROR_404'), UPDATE_ERROR_TEXT.noRelease],
      [codedError('HTTP_ERROR_503'), UPDATE_ERROR_TEXT.server],
      [codedError('ERR_CHECKSUM_MISMATCH'), UPDATE_ERROR_TEXT.integrity],
      [new Error('sha512 checksum mismatch, expected abc, got def'), UPDATE_ERROR_TEXT.integrity],
      [codedError('ERR_UPDATER_INVALID_SIGNATURE'), UPDATE_ERROR_TEXT.integrity],
      [codedError('ENOSPC'), UPDATE_ERROR_TEXT.disk],
      [new Error('Something nobody expected at /Users/me/secret/path'), UPDATE_ERROR_TEXT.unknown],
      ['a string thrown', UPDATE_ERROR_TEXT.unknown],
      [null, UPDATE_ERROR_TEXT.unknown],
    ];
    for (const [error, text] of cases) expect(describeUpdateError(error)).toBe(text);
  });

  it('says an install failure with where to get the app instead', () => {
    expect(describeUpdateError(codedError('ENOTFOUND'), 'install')).toBe(UPDATE_ERROR_TEXT.install);
  });

  it('never repeats the error text itself', () => {
    for (const text of Object.values(UPDATE_ERROR_TEXT))
      expect(text.defaultMessage).not.toMatch(/ERR_|net::|\/Users/);
  });
});
