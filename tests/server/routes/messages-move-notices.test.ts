// The Notification Bot's messages after moves: to the new topic by default, to the old one when
// asked, in the real server's wording; none when both are declined; the resolve notice.
import { describe, expect, it } from 'vitest';
import { sendMessage, updateMessage } from '../../../shared/api/messages';
import { addChannel, subscribeUser } from '../../../server/realm/factory';
import type { SeedAccount } from '../../../server/seed/seed-types';
import { useTestServer } from '../support/test-server';

const get = useTestServer();
let count = 0;

function makeChannel(members: SeedAccount[]) {
  const realm = get().server.realm;
  const channel = addChannel(realm, { name: `notice test ${++count}` });
  for (const member of members) subscribeUser(realm, member.user_id, channel.stream_id);
  return channel;
}

async function post(who: SeedAccount, streamId: number, topic: string) {
  return (await get().ok(sendMessage, { type: 'channel', to: streamId, topic, content: 'x' }, who)).id;
}

/** The bot's messages in a channel topic, oldest first. */
function notices(streamId: number, topic: string): string[] {
  const realm = get().server.realm;
  return [...realm.messages.values()]
    .filter((m) => m.stream_id === streamId && m.topic === topic)
    .filter((m) => realm.user(m.sender_id)?.full_name === 'Notification Bot')
    .map((m) => m.content);
}

describe('move notices', () => {
  it('tells the new topic by default, and the old one when asked', async () => {
    const member = get().account('member');
    const channel = makeChannel([member]);
    const other = makeChannel([member]);
    const first = await post(member, channel.stream_id, 'plans');
    await post(member, channel.stream_id, 'plans');
    const who = `@_**${member.full_name}|${member.user_id}**`;
    await get().ok(
      updateMessage,
      {
        message_id: first,
        topic: 'roadmap',
        propagate_mode: 'change_one',
        send_notification_to_old_thread: true,
      },
      member,
    );
    expect(notices(channel.stream_id, 'roadmap')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^\\[A message\\]\\(.*/near/${first}\\) was moved here from #\\*\\*${channel.name}>plans\\*\\* by `,
        ),
      ),
    ]);
    expect(notices(channel.stream_id, 'plans')).toEqual([
      `A message was moved from this topic to #**${channel.name}>roadmap** by ${who}.`,
    ]);

    const rest = await post(member, channel.stream_id, 'plans');
    await get().ok(
      updateMessage,
      {
        message_id: rest,
        stream_id: other.stream_id,
        propagate_mode: 'change_all',
        send_notification_to_old_thread: true,
      },
      member,
    );
    // The old topic's own notice moved along with everything else in it.
    expect(notices(other.stream_id, 'plans')).toContain(
      `This topic was moved here from #**${channel.name}>plans** by ${who}.`,
    );
    expect(notices(channel.stream_id, 'plans')).toEqual([
      `This topic was moved to #**${other.name}>plans** by ${who}.`,
    ]);
  });

  it('sends nothing when both are declined, and a resolve notice when resolving', async () => {
    const member = get().account('member');
    const channel = makeChannel([member]);
    const id = await post(member, channel.stream_id, 'quiet');
    await get().ok(
      updateMessage,
      { message_id: id, topic: 'still quiet', send_notification_to_new_thread: false },
      member,
    );
    expect(notices(channel.stream_id, 'still quiet')).toEqual([]);
    await get().ok(
      updateMessage,
      { message_id: id, topic: '✔ still quiet', propagate_mode: 'change_all' },
      member,
    );
    expect(notices(channel.stream_id, '✔ still quiet')).toEqual([
      `@_**${member.full_name}|${member.user_id}** has marked this topic as resolved.`,
    ]);
    const notice = [...get().server.realm.messages.values()].at(-1);
    expect(
      get()
        .server.realm.user(member.user_id)
        ?.unread.has(notice?.id ?? -1),
    ).toBe(false);
  });
});
