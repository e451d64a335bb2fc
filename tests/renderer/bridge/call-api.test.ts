import { describe, expect, it } from 'vitest';
import {
  ApiCallError,
  callApi,
  callIpc,
  errorMessage,
  errorText,
} from '../../../renderer/src/bridge/call-api';
import { bridgeError } from '../../../renderer/src/bridge/bridge-errors';
import { oversizeError } from '../../../renderer/src/bridge/frame-size';
import { testIntl } from '../../support/intl';
import { createFakeBridge } from '../support/fake-bridge';
import { formatPhrase } from '../../../shared/i18n/phrase';

describe('callIpc and callApi', () => {
  it('resolve with the value of a successful call', async () => {
    const bridge = createFakeBridge({ 'connection.retryNow': { ok: true, value: null } });
    await expect(callIpc('connection.retryNow', {}, bridge)).resolves.toBeNull();
  });

  it('throw an ApiCallError that keeps main’s error', async () => {
    const error = {
      kind: 'http',
      message: 'Your username or password is incorrect',
      code: 'BAD_REQUEST',
      status: 400,
    } as const;
    const bridge = createFakeBridge({ 'signIn.password': { ok: false, error } });
    const call = callIpc('signIn.password', { url: 'https://x', email: 'a@b', password: 'p' }, bridge);
    await expect(call).rejects.toBeInstanceOf(ApiCallError);
    await expect(call).rejects.toMatchObject({
      message: 'Your username or password is incorrect',
      kind: 'http',
      code: 'BAD_REQUEST',
      status: 400,
      call: 'signIn.password',
    });
  });

  it('send API operations through the `api` call with their account and params', async () => {
    const bridge = createFakeBridge({ api: { ok: true, value: { channel_folders: [] } } });
    const result = await callApi('a2', 'getChannelFolders', { include_archived: true }, bridge);
    expect(result.channel_folders).toEqual([]);
    expect(bridge.calls).toEqual([
      {
        name: 'api',
        params: { accountId: 'a2', op: 'getChannelFolders', params: { include_archived: true } },
      },
    ]);
    const failing = createFakeBridge({ api: { ok: false, error: { kind: 'network', message: 'offline' } } });
    await expect(callApi('a2', 'getChannelFolders', {}, failing)).rejects.toMatchObject({
      kind: 'network',
      call: 'getChannelFolders',
    });
  });
});

describe('errorMessage', () => {
  it("words the bridge's own failures in the window's language, and keeps main's words as they are", () => {
    const tooLarge = new ApiCallError(oversizeError('compose.saveDraft', {}, 'x'.repeat(3000), 1000)!, 'x');
    expect(errorMessage(tooLarge, testIntl('en'))).toMatch(
      /^The draft is too large to send: 3 KiB \(3,000 bytes\)/,
    );
    expect(errorMessage(tooLarge, testIntl('en'))).toBe(tooLarge.message);
    expect(errorMessage(tooLarge, testIntl('de'))).toMatch(
      /^Der Entwurf ist zu groß zum Senden: 3 KiB \(3\.000 Byte\), mehr als die Grenze von 1 KiB \(1\.000 Byte\)/,
    );
    const fromMain = new ApiCallError({ kind: 'http', message: 'Invalid API key', code: 'BAD_REQUEST' }, 'x');
    expect(errorMessage(fromMain, testIntl('de'))).toBe('Invalid API key');
    expect(errorMessage('?', testIntl('es'))).toBe('Algo salió mal. Inténtalo de nuevo.');
    expect(errorMessage('?', testIntl('en'))).toBe('Something went wrong. Please try again.');
  });

  it("gives the bridge's own failures as a catalogue text, worded in whichever language shows it", () => {
    const lost = new ApiCallError(bridgeError('network', 'BRIDGE_LINK_LOST'), 'api');
    const text = errorText(lost);
    expect(typeof text).not.toBe('string');
    expect(formatPhrase(testIntl('en'), text)).toBe('Lost the connection to Threadline. Reconnecting…');
    expect(formatPhrase(testIntl('de'), text)).not.toBe(formatPhrase(testIntl('en'), text));
    expect(formatPhrase(testIntl('es'), text)).not.toBe(formatPhrase(testIntl('en'), text));
    const refused = new ApiCallError(
      bridgeError('http', 'BRIDGE_UPLOAD_REFUSED', { reason: 'HTTP 500' }),
      'x',
    );
    expect(formatPhrase(testIntl('en'), errorText(refused))).toBe('Threadline refused the file (HTTP 500).');
    // The server's msg and main's words stay as they came; the fallback is a catalogue text too.
    const server = new ApiCallError({ kind: 'http', message: 'Ungültiger API-Schlüssel', code: 'X' }, 'x');
    expect(errorText(server)).toBe('Ungültiger API-Schlüssel');
    expect(errorText(new Error('main said so'))).toBe('main said so');
    expect(formatPhrase(testIntl('de'), errorText(undefined))).toBe(errorMessage(undefined, testIntl('de')));
    expect(typeof errorText(undefined)).not.toBe('string');
  });
});
