// Push tokens over real HTTP: FCM and APNs registration and removal, kept apart, and the refusals.
import { describe, expect, it } from 'vitest';
import { addApnsToken, addPushToken, removeApnsToken, removePushToken } from '../../../shared/api/push';
import { MAX_PUSH_TOKEN_LENGTH } from '../../../server/routes/push';
import { useTestServer } from '../support/test-server';

const get = useTestServer();

function tokensOf(kind: 'member' | 'member2' = 'member'): string[] {
  const user = get().server.realm.user(get().account(kind).user_id);
  if (!user) throw new Error(`${kind} missing`);
  return [...user.push_tokens].sort();
}

describe('FCM tokens', () => {
  it('registers and removes a token, without events', async () => {
    const member = get().account('member');
    const queue = await get().queue(member);
    await get().ok(addPushToken, { token: 'fcm-token-1' }, member);
    await get().ok(addPushToken, { token: 'fcm-token-1' }, member);
    expect(tokensOf()).toContain('fcm:fcm-token-1');
    expect(tokensOf('member2')).not.toContain('fcm:fcm-token-1');
    await get().ok(removePushToken, { token: 'fcm-token-1' }, member);
    expect(tokensOf()).not.toContain('fcm:fcm-token-1');
    expect(await queue.drain()).toEqual([]);
  });

  it('refuses empty, too long and unknown tokens, changing nothing', async () => {
    const member = get().account('member');
    await get().ok(addPushToken, { token: 'kept' }, member);
    const before = tokensOf();
    const cases: Array<[typeof addPushToken | typeof removePushToken, string, string]> = [
      [addPushToken, '', 'Empty or invalid length token'],
      [addPushToken, 'a'.repeat(MAX_PUSH_TOKEN_LENGTH + 1), 'Empty or invalid length token'],
      [removePushToken, '', 'Empty or invalid length token'],
      [removePushToken, 'never-registered', 'Token does not exist'],
    ];
    for (const [op, token, msg] of cases) {
      const body = await get().fails(op, { token }, member, 400, 'BAD_REQUEST');
      expect(body.msg).toBe(msg);
    }
    // Another user's token is not the caller's to remove.
    const body = await get().fails(
      removePushToken,
      { token: 'kept' },
      get().account('member2'),
      400,
      'BAD_REQUEST',
    );
    expect(body.msg).toBe('Token does not exist');
    await get().fails(addPushToken, {} as never, member, 400, 'REQUEST_VARIABLE_MISSING');
    expect(tokensOf()).toEqual(before);
  });

  it('accepts a token of the maximum length', async () => {
    const token = 'b'.repeat(MAX_PUSH_TOKEN_LENGTH);
    await get().ok(addPushToken, { token }, get().account('member'));
    expect(tokensOf()).toContain(`fcm:${token}`);
  });
});

describe('APNs tokens', () => {
  it('registers a hex token with an app ID and removes it case-insensitively', async () => {
    const member = get().account('member');
    await get().ok(addApnsToken, { token: 'ABCDEF0123', appid: 'org.example.chat' }, member);
    expect(tokensOf()).toContain('apns:abcdef0123');
    await get().ok(removeApnsToken, { token: 'abcdef0123' }, member);
    expect(tokensOf()).not.toContain('apns:abcdef0123');
  });

  it('keeps the two services apart', async () => {
    const member = get().account('member');
    await get().ok(addApnsToken, { token: 'deadbeef', appid: 'org.example.chat' }, member);
    await get().ok(addPushToken, { token: 'cafebabe' }, member);
    const viaFcm = await get().fails(removePushToken, { token: 'deadbeef' }, member, 400, 'BAD_REQUEST');
    expect(viaFcm.msg).toBe('Token does not exist');
    const viaApns = await get().fails(removeApnsToken, { token: 'cafebabe' }, member, 400, 'BAD_REQUEST');
    expect(viaApns.msg).toBe('Token does not exist');
    expect(tokensOf()).toEqual(expect.arrayContaining(['apns:deadbeef', 'fcm:cafebabe']));
  });

  it('refuses bad tokens and app IDs, changing nothing', async () => {
    const member = get().account('member');
    const before = tokensOf();
    const cases: Array<[{ token: string; appid: string }, string]> = [
      [{ token: '', appid: 'org.example.chat' }, 'Empty or invalid length token'],
      [
        { token: 'f'.repeat(MAX_PUSH_TOKEN_LENGTH + 2), appid: 'org.example.chat' },
        'Empty or invalid length token',
      ],
      [{ token: 'not-hex!', appid: 'org.example.chat' }, 'Invalid APNS token'],
      [{ token: 'abc', appid: 'org.example.chat' }, 'Invalid APNS token'],
      [{ token: 'abcd', appid: 'bad app id' }, 'Invalid app ID'],
    ];
    for (const [params, msg] of cases) {
      const body = await get().fails(addApnsToken, params, member, 400, 'BAD_REQUEST');
      expect(body.msg).toBe(msg);
    }
    await get().fails(addApnsToken, { token: 'abcd' } as never, member, 400, 'REQUEST_VARIABLE_MISSING');
    const unknown = await get().fails(removeApnsToken, { token: '0000' }, member, 400, 'BAD_REQUEST');
    expect(unknown.msg).toBe('Token does not exist');
    expect(tokensOf()).toEqual(before);
  });
});
