// PATCH /settings account fields over real HTTP: password changes (and fetch_api_key with the new
// password) and the email confirmation flow, which records the new address and changes nothing.
import { describe, expect, it } from 'vitest';
import { fetchApiKey } from '../../../shared/api/auth';
import { updateSettings } from '../../../shared/api/settings';
import { pendingEmailChange } from '../../../server/routes/user-support/account-fields';
import { useTestServer } from '../support/test-server';

const get = useTestServer();
const realm = () => get().server.realm;

function record(userId: number) {
  const user = realm().user(userId);
  if (!user) throw new Error(`no user ${userId}`);
  return user;
}

describe('updateSettings: password', () => {
  it('needs the old password with the new one', async () => {
    const member = get().account('member');
    const error = await get().fails(
      updateSettings,
      { new_password: 'long enough secret' },
      member,
      400,
      'REQUEST_VARIABLE_MISSING',
    );
    expect(error).toMatchObject({ msg: "Missing 'old_password' argument", var_name: 'old_password' });
    expect(record(member.user_id).password).toBe(member.password);
  });

  it('refuses a wrong old password and a too short new one, changing nothing', async () => {
    const member = get().account('member');
    const queue = await get().queue(member);
    const wrong = await get().fails(
      updateSettings,
      { old_password: 'not-it', new_password: 'long enough secret', color_scheme: 3 },
      member,
      400,
      'BAD_REQUEST',
    );
    expect(wrong.msg).toBe('Wrong password!');
    await get().fails(
      updateSettings,
      { old_password: member.password, new_password: 'abc' },
      member,
      400,
      'BAD_REQUEST',
    );
    expect(record(member.user_id).password).toBe(member.password);
    expect(record(member.user_id).settings.color_scheme).not.toBe(3);
    expect(await queue.drain()).toEqual([]);
  });

  it('changes the password so fetch_api_key takes the new one and not the old', async () => {
    const member2 = get().account('member2');
    await get().ok(
      updateSettings,
      { old_password: member2.password, new_password: 'brand new secret' },
      member2,
    );
    const key = await get().ok(fetchApiKey, { username: member2.email, password: 'brand new secret' }, null);
    expect(key).toMatchObject({ api_key: member2.api_key, user_id: member2.user_id });
    await get().fails(
      fetchApiKey,
      { username: member2.email, password: member2.password },
      null,
      401,
      'AUTHENTICATION_FAILED',
    );
  });
});

describe('updateSettings: email', () => {
  it('records the new address for confirmation and changes nothing yet', async () => {
    const member = get().account('member');
    const watcher = await get().queue(get().account('admin'));
    const mine = await get().queue(member);
    await get().ok(updateSettings, { email: ' new-address@example.test ' }, member);
    expect(pendingEmailChange(record(member.user_id))).toBe('new-address@example.test');
    expect(record(member.user_id).delivery_email).toBe(member.email);
    expect(await watcher.drain()).toEqual([]);
    expect(await mine.drain()).toEqual([]);
  });

  it("ignores the current address and refuses someone else's or a malformed one", async () => {
    const member = get().account('member');
    const same = await get().call(updateSettings, { email: member.email }, member);
    expect(same.body.ignored_parameters_unsupported).toEqual(['email']);
    await get().fails(updateSettings, { email: get().account('owner').email }, member, 400, 'BAD_REQUEST');
    await get().fails(updateSettings, { email: 'no-at-sign' }, member, 400, 'BAD_REQUEST');
  });
});
