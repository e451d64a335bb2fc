// One account's cached conversations: recorded from GET /messages answers, kept current by events
// (also for conversations only on disk), answered offline after a restart, stale after a new
// register, bounded per account, evicted on request, and a damaged file is dropped with a log line.
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FetchedMessage, GetMessagesResponse } from '../../../../shared/api/messages';
import {
  createConversationCache,
  type ConversationCacheOptions,
  type MessagesRequest,
} from '../../../../electron/core/offline/conversation-cache';
import { windowFileName } from '../../../../electron/core/offline/conversation-index';
import { createOfflineFiles, type OfflineFiles } from '../../../../electron/core/offline/offline-files';
import { levelled } from '../../../../electron/core/session/log';
import { createFileKeyCipher } from '../../../../electron/core/vault';
import { event } from '../../../renderer/support/factories';
import { channelMessage, directMessage, OWN_USER_ID, wire } from '../../../renderer/support/messages';
import { FakeClock } from '../support/fake-clock';
import { recordingLog } from '../session/recording-log';
import { withTempDir } from '../vault/temp-profile';

let dir: Awaited<ReturnType<typeof withTempDir>>;
let files: OfflineFiles;
let clock: FakeClock;
let log: ReturnType<typeof recordingLog>;
beforeEach(async () => {
  dir = await withTempDir();
  clock = new FakeClock();
  log = recordingLog();
  files = createOfflineFiles({
    profileDir: dir.profile,
    area: 'cache',
    cipher: createFileKeyCipher(dir.profile),
    log: levelled(log),
  });
});
afterEach(async () => {
  await dir.cleanup();
});

const cacheWith = (extra: Partial<ConversationCacheOptions> = {}) =>
  createConversationCache({
    accountId: 'acct',
    ownUserId: OWN_USER_ID,
    files,
    clock,
    log: levelled(log),
    ...extra,
  });

const format = { apply_markdown: true, client_gravatar: false, allow_empty_topic_name: true };
const topicNarrow = (streamId: number, topic: string) => [
  { operator: 'channel', operand: streamId },
  { operator: 'topic', operand: topic },
];
const newest = (narrow: MessagesRequest['narrow'], count = 100): MessagesRequest => ({
  ...format,
  anchor: 'newest',
  num_before: count,
  num_after: 0,
  narrow,
});
const page = (messages: FetchedMessage[], foundOldest = true, foundNewest = true): GetMessagesResponse => ({
  anchor: 0,
  found_oldest: foundOldest,
  found_newest: foundNewest,
  messages,
});
const ids = (answer: GetMessagesResponse | undefined) => answer?.messages.map((m) => m.id);
const arrive = (message: FetchedMessage) =>
  event('message', { message: wire(message), flags: message.flags });

describe('conversation cache', () => {
  it('records a conversation page and answers it, also after a restart', async () => {
    const cache = cacheWith();
    const request = newest(topicNarrow(3, 'plans'));
    await cache.recordFetch(request, page([channelMessage(10, 3, 'plans'), channelMessage(12, 3, 'plans')]));
    expect(ids(await cache.answer(request))).toEqual([10, 12]);
    await cache.close();

    const restarted = cacheWith();
    const answer = await restarted.answer(newest(topicNarrow(3, 'PLANS'), 1));
    expect(ids(answer)).toEqual([12]);
    expect(answer?.found_newest).toBe(true);
    expect(await restarted.answer(newest(topicNarrow(3, 'other')))).toBeUndefined();
  });

  it('records only conversations, in the format events come in', async () => {
    const cache = cacheWith();
    await cache.recordFetch(
      newest([{ operator: 'in', operand: 'home' }]),
      page([channelMessage(10, 3, 'a')]),
    );
    await cache.recordFetch(
      { ...newest(topicNarrow(3, 'a')), apply_markdown: false },
      page([channelMessage(10, 3, 'a')]),
    );
    await cache.close();
    expect((await files.list('acct')).map((f) => f.name)).toEqual([]);
  });

  it('keeps conversations current from events, also those waiting on disk', async () => {
    const cache = cacheWith({ maxLoaded: 1 });
    await cache.recordFetch(newest(topicNarrow(3, 'plans')), page([channelMessage(10, 3, 'plans')]));
    await cache.recordFetch(newest([{ operator: 'dm', operand: [11] }]), page([directMessage(11, [11])]));
    await cache.recordFetch(newest(topicNarrow(4, 'other')), page([channelMessage(13, 4, 'other')]));
    await cache.flush();
    await cache.applyEvents([
      arrive(channelMessage(20, 3, 'plans')),
      arrive(directMessage(21, [11], { flags: ['read'] })),
      event('reaction/add', {
        message_id: 10,
        emoji_name: 'tada',
        emoji_code: '1f389',
        reaction_type: 'unicode_emoji',
        user_id: 11,
      }),
      event('delete_message', { message_type: 'stream', message_ids: [13] }),
    ]);
    await cache.close();

    const restarted = cacheWith();
    const plans = await restarted.answer(newest(topicNarrow(3, 'plans')));
    expect(ids(plans)).toEqual([10, 20]);
    expect(plans?.messages[0]?.reactions.map((r) => r.emoji_name)).toEqual(['tada']);
    expect(ids(await restarted.answer(newest([{ operator: 'dm', operand: [11] }])))).toEqual([11, 21]);
    expect(ids(await restarted.answer(newest(topicNarrow(4, 'other'))))).toEqual([]);
  });

  it('after a new register, takes no new messages into a conversation until it is fetched again', async () => {
    const cache = cacheWith();
    const request = newest(topicNarrow(3, 'plans'));
    await cache.recordFetch(request, page([channelMessage(10, 3, 'plans')]));
    await cache.markStale();
    await cache.applyEvents([
      arrive(channelMessage(30, 3, 'plans')),
      event('update_message_flags/add', { flag: 'starred', messages: [10], all: false }),
    ]);
    let answer = await cache.answer(request);
    expect(ids(answer)).toEqual([10]);
    expect(answer?.messages[0]?.flags).toEqual(['starred']);
    await cache.recordFetch(request, page([channelMessage(10, 3, 'plans'), channelMessage(30, 3, 'plans')]));
    await cache.applyEvents([arrive(channelMessage(31, 3, 'plans'))]);
    answer = await cache.answer(request);
    expect(ids(answer)).toEqual([10, 30, 31]);
  });

  it('keeps messages that arrived while a request was on its way, and its own fresher copies', async () => {
    const cache = cacheWith();
    const request = newest(topicNarrow(3, 'plans'));
    await cache.applyEvents([arrive(channelMessage(40, 3, 'plans'))]);
    await cache.recordFetch(request, page([channelMessage(10, 3, 'plans')]));
    expect(ids(await cache.answer(request))).toEqual([10, 40]);

    await cache.applyEvents([
      event('update_message_flags/add', { flag: 'read', messages: [10], all: false }),
    ]);
    // An answer computed before the flag change does not undo it.
    await cache.recordFetch(request, page([channelMessage(10, 3, 'plans'), channelMessage(40, 3, 'plans')]));
    expect((await cache.answer(request))?.messages[0]?.flags).toEqual(['read']);
  });

  it('extends a conversation with the older page right below it', async () => {
    const cache = cacheWith();
    const request = newest(topicNarrow(3, 'plans'), 2);
    await cache.recordFetch(
      request,
      page([channelMessage(30, 3, 'plans'), channelMessage(40, 3, 'plans')], false),
    );
    await cache.recordFetch(
      {
        ...format,
        narrow: topicNarrow(3, 'plans'),
        anchor: 30,
        include_anchor: false,
        num_before: 2,
        num_after: 0,
      },
      page([channelMessage(10, 3, 'plans'), channelMessage(20, 3, 'plans')], true, false),
    );
    const answer = await cache.answer(newest(topicNarrow(3, 'plans'), 100));
    expect(ids(answer)).toEqual([10, 20, 30, 40]);
    expect(answer?.found_oldest).toBe(true);
    // A page from elsewhere in the history is not glued on.
    await cache.recordFetch(
      { ...format, narrow: topicNarrow(3, 'plans'), anchor: 5, num_before: 2, num_after: 0 },
      page([channelMessage(1, 3, 'plans')], true, false),
    );
    expect(ids(await cache.answer(newest(topicNarrow(3, 'plans'), 100)))).toEqual([10, 20, 30, 40]);
  });

  it('keeps at most so many conversations, dropping the least recently opened', async () => {
    const cache = cacheWith({ maxConversations: 2 });
    for (const [index, topic] of ['a', 'b', 'c'].entries()) {
      await clock.advance(1_000);
      await cache.recordFetch(newest(topicNarrow(3, topic)), page([channelMessage(index + 1, 3, topic)]));
    }
    expect(await cache.answer(newest(topicNarrow(3, 'a')))).toBeUndefined();
    expect(ids(await cache.answer(newest(topicNarrow(3, 'c'))))).toEqual([3]);
    await cache.close();
    expect((await files.list('acct')).filter((f) => f.name.startsWith('c-'))).toHaveLength(2);
  });

  it('stamps each conversation file with its last use, and forgets one the size limit evicts', async () => {
    const cache = cacheWith();
    const request = newest(topicNarrow(3, 'plans'));
    await cache.recordFetch(request, page([channelMessage(10, 3, 'plans')]));
    await cache.flush();
    const name = windowFileName('topic:3:plans');
    expect((await files.list('acct')).find((f) => f.name === name)?.modifiedAt).toBe(clock.now());
    await clock.advance(60_000);
    await cache.answer(request);
    await cache.flush();
    expect((await files.list('acct')).find((f) => f.name === name)?.modifiedAt).toBe(clock.now());

    await cache.evict([name]);
    expect(await cache.answer(request)).toBeUndefined();
    expect((await files.list('acct')).map((f) => f.name)).toEqual(['conversations']);
  });

  it('drops a conversation whose file is damaged, with a log line', async () => {
    const cache = cacheWith();
    const request = newest(topicNarrow(3, 'plans'));
    await cache.recordFetch(request, page([channelMessage(10, 3, 'plans')]));
    await cache.close();
    const folder = join(dir.profile, 'cache', files.dirOf('acct'));
    await writeFile(join(folder, windowFileName('topic:3:plans')), 'garbage');
    expect(await cacheWith().answer(request)).toBeUndefined();
    expect(log.lines.join('\n')).toMatch(/cache file discarded/);
    expect(await readdir(folder)).not.toContain(windowFileName('topic:3:plans'));
  });
});
