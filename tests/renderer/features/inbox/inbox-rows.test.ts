import { describe, expect, it } from 'vitest';
import type { InboxChannel } from '../../../../renderer/src/features/inbox/inbox-channel';
import type { InboxGroup } from '../../../../renderer/src/features/inbox/inbox-model';
import { collapseKeys, inboxRows } from '../../../../renderer/src/features/inbox/inbox-rows';

const channel = (streamId: number, topics: string[]): InboxChannel => ({
  streamId,
  name: `c${streamId}`,
  color: '',
  muted: false,
  pinned: false,
  inviteOnly: false,
  folderId: null,
  count: topics.length,
  mention: false,
  topics: topics.map((topic, i) => ({
    key: `stream:${streamId}:${topic}`,
    streamId,
    topic,
    count: 1,
    mention: false,
    latestId: i,
  })),
});
const groups: InboxGroup[] = [
  {
    key: 'dm',
    title: 'Direct messages',
    count: 1,
    mention: false,
    channels: [],
    dms: [{ key: 'dm:3', userIds: [3], names: 'Ann', count: 1, mention: false, latestId: 1 }],
  },
  {
    key: 'other',
    title: 'Channels',
    count: 3,
    mention: false,
    dms: [],
    channels: [channel(1, ['a', 'b']), channel(2, ['c'])],
  },
];

describe('inboxRows', () => {
  it('flattens groups, channels and their conversations in order', () => {
    expect(inboxRows(groups, new Set()).map((r) => `${r.kind}:${r.key}`)).toEqual([
      'group:dm',
      'dm:dm:3',
      'group:other',
      'channel:channel-1',
      'topic:stream:1:a',
      'topic:stream:1:b',
      'channel:channel-2',
      'topic:stream:2:c',
    ]);
  });

  it('keeps only the header of a collapsed group or channel, with expanded false', () => {
    const rows = inboxRows(groups, new Set(['dm', 'channel-1']));
    expect(rows.map((r) => r.key)).toEqual(['dm', 'other', 'channel-1', 'channel-2', 'stream:2:c']);
    expect(rows.map((r) => ('expanded' in r ? r.expanded : null))).toEqual([false, true, false, true, null]);
    expect(collapseKeys(groups)).toEqual(['dm', 'other', 'channel-1', 'channel-2']);
  });
});
