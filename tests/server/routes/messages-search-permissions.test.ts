// A search never returns a message the user may not read, whatever the narrow: private channels
// they are not in, protected history from before they joined, other people's direct messages. And as
// on the real server, unsubscribed public history is searched only when the narrow names the channel
// or says channels:public.
import { beforeAll, describe, expect, it } from 'vitest';
import { getMessages, sendMessage, type NarrowTerm } from '../../../shared/api/messages';
import { getTopics } from '../../../shared/api/topics';
import { addChannel, subscribeUser } from '../../../server/realm/factory';
import type { ChannelRecord } from '../../../server/realm/types';
import { useTestServer, type Who } from '../support/test-server';

const get = useTestServer();
const id: Record<string, number> = {};
const channels: Record<string, ChannelRecord> = {};

beforeAll(async () => {
  const [member, member2, admin] = [
    get().account('member'),
    get().account('member2'),
    get().account('admin'),
  ];
  const realm = get().server.realm;
  channels.secret = addChannel(realm, { name: 'narwhal secret', invite_only: true });
  channels.vault = addChannel(realm, {
    name: 'narwhal vault',
    invite_only: true,
    history_public_to_subscribers: false,
  });
  channels.shared = addChannel(realm, {
    name: 'narwhal shared',
    invite_only: true,
    history_public_to_subscribers: true,
  });
  channels.open = addChannel(realm, { name: 'narwhal open' });
  for (const c of Object.values(channels)) subscribeUser(realm, member2.user_id, c.stream_id);
  const post = async (key: string, channel: ChannelRecord, content: string) => {
    const sent = await get().ok(
      sendMessage,
      { type: 'channel', to: channel.stream_id, topic: key, content },
      member2,
    );
    id[key] = sent.id;
  };
  await post('secret', channels.secret, 'narwhal in the secret channel');
  await post('vaultEarly', channels.vault, 'narwhal before the member joined');
  await post('sharedEarly', channels.shared, 'narwhal before the member joined');
  await post('open', channels.open, 'narwhal in the open');
  subscribeUser(realm, member.user_id, channels.vault.stream_id);
  subscribeUser(realm, member.user_id, channels.shared.stream_id);
  await post('vaultLate', channels.vault, 'narwhal after the member joined');
  id.whisper = (
    await get().ok(sendMessage, { type: 'direct', to: [admin.user_id], content: 'narwhal whisper' }, member2)
  ).id;
  id.mine = (
    await get().ok(sendMessage, { type: 'direct', to: [member.user_id], content: 'narwhal for you' }, member2)
  ).id;
});

const NARWHAL: NarrowTerm = { operator: 'search', operand: 'narwhal' };

async function found(narrow: NarrowTerm[], who: Who = get().account('member')): Promise<string[]> {
  const page = await get().ok(getMessages, { anchor: 'newest', num_before: 1000, num_after: 0, narrow }, who);
  const byId = new Map(Object.entries(id).map(([key, value]) => [value, key]));
  return page.messages.flatMap((m) => byId.get(m.id) ?? []);
}
const term = (operator: string, operand: string | number): NarrowTerm => ({ operator, operand });

describe('what a search may return', () => {
  it('leaves out private channels the user is not subscribed to, even when named', async () => {
    expect(await found([NARWHAL])).not.toContain('secret');
    expect(await found([NARWHAL, term('channels', 'public')])).not.toContain('secret');
    expect(await found([NARWHAL, term('channel', channels.secret?.stream_id ?? 0)])).toEqual([]);
    expect(await found([NARWHAL], get().account('member2'))).toContain('secret');
  });

  it('leaves out protected history from before the user joined, but not shared history', async () => {
    expect(await found([NARWHAL, term('channel', channels.vault?.stream_id ?? 0)])).toEqual(['vaultLate']);
    expect(await found([NARWHAL])).not.toContain('vaultEarly');
    expect(await found([NARWHAL, term('channel', channels.shared?.stream_id ?? 0)])).toEqual(['sharedEarly']);
    const topics = await get().ok(
      getTopics,
      { stream_id: channels.vault?.stream_id ?? 0 },
      get().account('member'),
    );
    expect(topics.topics.map((t) => t.name)).toEqual(['vaultLate']);
  });

  it("never returns other people's direct messages", async () => {
    const admin = get().account('admin');
    for (const narrow of [
      [NARWHAL],
      [NARWHAL, term('in', 'all')],
      [NARWHAL, term('is', 'dm')],
      [NARWHAL, term('dm-including', admin.user_id)],
      [NARWHAL, term('channels', 'public')],
    ]) {
      expect(await found(narrow)).not.toContain('whisper');
    }
    expect(await found([NARWHAL, term('is', 'dm')])).toEqual(['mine']);
    expect(await found([NARWHAL, term('is', 'dm')], admin)).toEqual(['whisper']);
  });

  it('searches unsubscribed public history only for a named channel or channels:public', async () => {
    // sharedEarly predates the member's subscription; the realm does not record when a subscription
    // began, so a subscribed channel's readable history counts as received (see protected-history.ts).
    expect(await found([NARWHAL])).toEqual(['sharedEarly', 'vaultLate', 'mine']);
    expect(await found([NARWHAL, term('in', 'all')])).toEqual(['sharedEarly', 'vaultLate', 'mine']);
    expect(await found([NARWHAL, term('channels', 'public')])).toEqual(['open']);
    expect(await found([NARWHAL, term('channel', 'narwhal open')])).toEqual(['open']);
    const page = await get().ok(
      getMessages,
      { anchor: 'newest', num_before: 1, num_after: 0, narrow: [NARWHAL, term('channel', 'narwhal open')] },
      get().account('member'),
    );
    expect(page.messages[0]?.flags).toContain('historical');
  });

  it('gives guests no public channel they are not in', async () => {
    const guest = get().account('guest');
    expect(await found([NARWHAL, term('channels', 'public')], guest)).toEqual([]);
    expect(await found([NARWHAL, term('channel', 'narwhal open')], guest)).toEqual([]);
    expect(await found([NARWHAL], guest)).toEqual([]);
  });
});
