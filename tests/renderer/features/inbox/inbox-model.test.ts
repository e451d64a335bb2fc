import { Map as ImmutableMap } from 'immutable';
import { describe, expect, it } from 'vitest';
import { createChannelBuilder } from '../../../../renderer/src/features/inbox/inbox-channel';
import {
  buildInbox,
  filterWords,
  type InboxOptions,
  type InboxSource,
} from '../../../../renderer/src/features/inbox/inbox-model';
import { byId } from '../../../../renderer/src/state/by-id-map';
import { dmKey, topicKey } from '../../../../renderer/src/state/conversation-key';
import type { UnreadConversation } from '../../../../renderer/src/state/unread';
import { VisibilityPolicy, type ChannelFolder, type Subscription } from '../../../../shared/objects';
import { folder, subscription } from '../../support/factories';
import { testIntl } from '../../../support/intl';
import { formatPhrase } from '../../../../shared/i18n/phrase';

const en = testIntl();

const ME = 100;
const sub = (id: number, name: string, extra: Partial<Subscription> = {}) =>
  subscription({ stream_id: id, name, folder_id: null, pin_to_top: false, is_muted: false, ...extra });
const topic = (streamId: number, name: string, ids: number[]): UnreadConversation => ({
  key: topicKey(streamId, name),
  streamId,
  topic: name,
  userIds: [],
  ids,
});
const dm = (userIds: number[], ids: number[]): UnreadConversation => ({
  key: dmKey(userIds, ME),
  streamId: null,
  topic: '',
  userIds,
  ids,
});

function source(
  conversations: UnreadConversation[],
  subs: Subscription[],
  extra: Partial<InboxSource> = {},
): InboxSource {
  return {
    conversations: ImmutableMap(conversations.map((c) => [c.key, c])),
    mentions: new Set(),
    subscriptions: byId(subs, (s) => s.stream_id),
    folders: byId([] as ChannelFolder[], (f) => f.id),
    policies: new Map(),
    mutedUsers: {},
    ownUserId: ME,
    featureLevel: 470,
    ...extra,
  };
}
const options = (extra: Partial<InboxOptions> = {}): InboxOptions => ({
  showFolders: true,
  words: [],
  nameOf: (id) => `User ${id}`,
  compareNames: new Intl.Collator('en', { sensitivity: 'base' }).compare,
  ...extra,
});
const build = (s: InboxSource, o: InboxOptions = options()) => buildInbox(s, o, createChannelBuilder());
const shape = (groups: ReturnType<typeof build>) =>
  groups.map((g) => [
    formatPhrase(en, g.title),
    g.count,
    ...g.dms.map((d) => d.names),
    ...g.channels.map((c) => `#${c.name}:${c.topics.map((t) => t.topic).join('|')}`),
  ]);

describe('buildInbox', () => {
  it('lists direct messages first, newest first, then channels in the sidebar order with topics newest first', () => {
    const groups = build(
      source(
        [topic(1, 'old', [5]), topic(1, 'new', [9, 10]), topic(2, 'a', [7]), dm([3], [4]), dm([3, 4], [8])],
        [sub(1, 'zeta'), sub(2, 'Alpha')],
      ),
    );
    expect(shape(groups)).toEqual([
      ['Direct messages', 2, 'User 3, User 4', 'User 3'],
      ['Channels', 4, '#Alpha:a', '#zeta:new|old'],
    ]);
    expect(groups[1]!.channels[1]!.topics.map((t) => t.count)).toEqual([2, 1]);
  });

  it('gives pinned channels their own group and sinks muted channels', () => {
    const groups = build(
      source(
        [topic(1, 't', [1]), topic(2, 't', [2]), topic(3, 't', [3])],
        [sub(1, 'a', { is_muted: true }), sub(2, 'b'), sub(3, 'c', { pin_to_top: true })],
        { policies: new Map([[topicKey(1, 't'), VisibilityPolicy.Unmuted]]) },
      ),
    );
    expect(shape(groups)).toEqual([
      ['Pinned channels', 1, '#c:t'],
      ['Other channels', 2, '#b:t', '#a:t'],
    ]);
  });

  it('leaves out muted topics and muted channels, unless a topic is unmuted or followed there', () => {
    const policies = new Map([
      [topicKey(1, 'hush'), VisibilityPolicy.Muted],
      [topicKey(2, 'kept'), VisibilityPolicy.Followed],
    ]);
    const groups = build(
      source(
        [topic(1, 'hush', [1]), topic(1, 'talk', [2]), topic(2, 'kept', [3]), topic(2, 'quiet', [4])],
        [sub(1, 'open'), sub(2, 'muted', { is_muted: true })],
        { policies },
      ),
    );
    expect(shape(groups)).toEqual([['Channels', 2, '#open:talk', '#muted:kept']]);
  });

  it('leaves out channels one is not subscribed to and DMs whose every other participant is muted', () => {
    const groups = build(
      source([topic(9, 'gone', [1]), dm([3], [2]), dm([3, 4], [5]), dm([ME], [6])], [], {
        mutedUsers: { 3: 1 },
      }),
    );
    expect(shape(groups)).toEqual([['Direct messages', 2, 'User 100', 'User 3, User 4']]);
  });

  it('groups by channel folder in folder order when the setting asks, "Other channels" last', () => {
    const subs = [sub(1, 'api', { folder_id: 20 }), sub(2, 'design', { folder_id: 10 }), sub(3, 'random')];
    const folders = byId(
      [folder({ id: 10, name: 'Product', order: 1 }), folder({ id: 20, name: 'Engineering', order: 0 })],
      (f) => f.id,
    );
    const conversations = [topic(1, 't', [1]), topic(2, 't', [2]), topic(3, 't', [3])];
    expect(shape(build(source(conversations, subs, { folders })))).toEqual([
      ['Engineering', 1, '#api:t'],
      ['Product', 1, '#design:t'],
      ['Other channels', 1, '#random:t'],
    ]);
    expect(shape(build(source(conversations, subs, { folders }), options({ showFolders: false })))).toEqual([
      ['Channels', 3, '#api:t', '#design:t', '#random:t'],
    ]);
  });

  it('marks mentions on the topic, its channel and its group', () => {
    const groups = build(
      source([topic(1, 'ping', [1, 2]), topic(1, 'calm', [3]), dm([5], [4])], [sub(1, 'c')], {
        mentions: new Set([2, 4]),
      }),
    );
    expect(groups.map((g) => g.mention)).toEqual([true, true]);
    expect(groups[1]!.channels[0]!.topics.map((t) => [t.topic, t.mention])).toEqual([
      ['calm', false],
      ['ping', true],
    ]);
  });

  it('filters rows by every word of the filter, on channel and topic names or participants', () => {
    const conversations = [
      topic(1, 'Lunch plans', [1]),
      topic(1, 'deploy', [2]),
      topic(2, 'lunch', [3]),
      dm([7], [4]),
    ];
    const s = source(conversations, [sub(1, 'social'), sub(2, 'ops')]);
    expect(shape(build(s, options({ words: filterWords('  SOCIAL lunch ') })))).toEqual([
      ['Channels', 1, '#social:Lunch plans'],
    ]);
    expect(shape(build(s, options({ words: filterWords('user 7') })))).toEqual([
      ['Direct messages', 1, 'User 7'],
    ]);
  });

  it('keeps each untouched channel entry when a message arrives elsewhere', () => {
    const builder = createChannelBuilder();
    // One options object: the filter words are compared by identity, as the hook memoises them.
    const same = options();
    const first = source([topic(1, 't', [1]), topic(2, 't', [2])], [sub(1, 'a'), sub(2, 'b')]);
    const before = buildInbox(first, same, builder)[0]!.channels;
    const moved = topic(2, 't', [2, 3]);
    const after = buildInbox(
      { ...first, conversations: first.conversations.set(moved.key, moved) },
      same,
      builder,
    )[0]!.channels;
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1]!.count).toBe(2);
  });
});
