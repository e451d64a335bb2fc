// The session's side of media: which origins main fetches images from, and with which credentials,
// driven through a real session against the reference server; then fetchMedia with that session.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { basicAuthHeader } from '../../../../electron/core/api/client';
import { fetchMedia } from '../../../../electron/core/hosting/media';
import { startHarness, type Harness } from '../session/harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.close();
});

describe('session.mediaGrant', () => {
  it('allows nothing before a server is probed or signed in to', async () => {
    await h.session.start();
    expect(h.session.mediaGrant(new URL(h.server.url).origin)).toBeUndefined();
    expect((await fetchMedia(h.session, `${h.server.url}/static/realm-icon.svg`)).ok).toBe(false);
  });

  it('allows a probed server without credentials, so the sign-in screen can show its icon', async () => {
    await h.session.start();
    const probe = await h.session.probe(h.server.url);
    expect(h.session.mediaGrant(new URL(h.server.url).origin)).toEqual({});
    expect(h.session.mediaGrant('https://elsewhere.example')).toBeUndefined();
    const icon = await fetchMedia(h.session, probe.realmIconUrl ?? '');
    expect(icon.ok && icon.contentType).toBe('image/svg+xml');
  });

  it("gives the named account's realm its credentials, and forgets them after sign-out", async () => {
    await h.session.start();
    const account = await h.session.signInWithPassword(h.server.url, h.me.email, h.me.password);
    const origin = new URL(h.server.url).origin;
    expect(h.session.mediaGrant(origin, account.id)).toEqual({
      authorization: basicAuthHeader(account.email, h.me.api_key),
    });
    // An image URL that names no account is fetched without anyone's credentials.
    expect(h.session.mediaGrant(origin)).toEqual({});
    const avatar = await fetchMedia(
      h.session.mediaAuthority(account.id),
      `${h.server.url}/avatar/${h.me.user_id}`,
    );
    expect(avatar.ok).toBe(true);

    await h.session.signOut(account.id);
    expect(h.session.mediaGrant(origin, account.id)?.authorization).toBeUndefined();
  });
});
