// The server stops accepting the account's key (401): back to sign-in, saying why.
import { actAs, expect, signIn, test } from './support/fixtures';

test('a refused key returns to the sign-in screen with the reason', async ({ page, app, server, me }) => {
  const admin = server.accounts.find((a) => a.role === 200 && !a.is_bot);
  if (!admin) throw new Error('the demo seed has no administrator');
  await signIn(page, app, server, me);

  const member = server.realm.user(me.user_id);
  if (!member) throw new Error('the member is missing from the realm');
  member.api_key = 'revoked';
  // The long poll open now was authenticated before the change; an event ends it and the next one
  // is refused.
  await actAs(server, admin.user_id, 'POST', '/users/me/subscriptions', {
    subscriptions: [{ name: 'after-revocation' }],
    principals: [me.user_id],
  });

  await expect(page.getByRole('textbox', { name: 'Server URL' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Channels' })).toHaveCount(0);
  await expect(page.getByText(/no longer accepts this account.s key \(Invalid API key\)/)).toBeVisible();
});
