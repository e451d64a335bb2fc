// The session's emoji.serverData against the reference server: the URL comes from the active
// account's register answer, and the names are the server's.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { plainIntl } from '../../../support/intl';
import { toIpcError } from '../../../../electron/core/session';
import type { IpcPush } from '../../../../shared/ipc';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.close();
});

const connected = (p: IpcPush) => p.type === 'connection' && p.state.status === 'connected';

describe('session: the server emoji names', () => {
  it('needs a signed-in account', async () => {
    const err: unknown = await h.session.serverEmojiData('nobody').catch((e: unknown) => e);
    expect(toIpcError(err, plainIntl()).kind).toBe('not-signed-in');
  });

  it("reads the server's file named in register", async () => {
    h.server.realm.unicodeEmoji = new Map([['shipit', '1f6a2'], ...h.server.realm.unicodeEmoji]);
    const account = await h.session.signInWithApiKey(h.server.url, h.me.email, h.me.api_key);
    await h.waitForPush(connected, 0);
    const data = await h.session.serverEmojiData(account.id);
    expect(data?.codeToNames['1f6a2']).toEqual(['shipit', 'ship']);
    expect(data?.codeToNames['1f44d']?.[0]).toBe('+1');
  });
});
