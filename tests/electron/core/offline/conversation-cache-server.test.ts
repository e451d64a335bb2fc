// The conversation cache on the real API path: pages fetched from the reference server, then the
// events of sends, edits, reactions, flags, a deletion and moves applied as main will, and the cache's
// answers equal what the server answers for the same requests afterwards.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { updateMessageFlags } from '../../../../shared/api/flags';
import { deleteMessage, getMessages, sendMessage, updateMessage } from '../../../../shared/api/messages';
import type { FetchedMessage, GetMessagesResponse, NarrowTerm } from '../../../../shared/api/messages';
import { addReaction } from '../../../../shared/api/reactions';
import { parseEventBatch } from '../../../../shared/events';
import {
  createConversationCache,
  type MessagesRequest,
} from '../../../../electron/core/offline/conversation-cache';
import { createOfflineFiles } from '../../../../electron/core/offline/offline-files';
import { levelled } from '../../../../electron/core/session/log';
import { REGISTER_PARAMS } from '../../../../electron/core/session/register-params';
import { createFileKeyCipher } from '../../../../electron/core/vault';
import { useTestServer } from '../../../server/support/test-server';
import { FakeClock } from '../support/fake-clock';
import { withTempDir } from '../vault/temp-profile';

const get = useTestServer({ heartbeatSeconds: 5 });

let dir: Awaited<ReturnType<typeof withTempDir>>;
beforeEach(async () => {
  dir = await withTempDir();
});
afterEach(async () => {
  await dir.cleanup();
});

const format = { apply_markdown: true, client_gravatar: false, allow_empty_topic_name: true };
const newest = (narrow: NarrowTerm[]) => ({
  ...format,
  anchor: 'newest' as const,
  num_before: 200,
  num_after: 0,
  narrow,
});

/** What a view shows of a message. */
function shown(answer: GetMessagesResponse | undefined) {
  return answer?.messages.map((m: FetchedMessage) => ({
    id: m.id,
    topic: m.subject,
    stream: m.stream_id,
    content: m.content,
    flags: [...m.flags].sort(),
    reactions: m.reactions.map((r) => `${r.emoji_code}:${r.user_id}`).sort(),
    edited: m.last_edit_timestamp,
  }));
}

async function setUp(tag: string) {
  const me = get().account('member');
  const other = get().account('owner');
  const queue = await get().queue(me, REGISTER_PARAMS);
  const streamId = (queue.snapshot.subscriptions as { stream_id: number }[])[0]?.stream_id ?? -1;
  const post = async (who: typeof me, topic: string, content: string) =>
    (await get().ok(sendMessage, { type: 'channel', to: streamId, topic, content }, who)).id;
  const files = createOfflineFiles({
    profileDir: dir.profile,
    area: 'cache',
    cipher: createFileKeyCipher(dir.profile),
    log: levelled(() => undefined),
  });
  const cache = createConversationCache({
    accountId: tag,
    ownUserId: me.user_id,
    files,
    clock: new FakeClock(),
    log: levelled(() => undefined),
  });
  const topic = (name: string): NarrowTerm[] => [
    { operator: 'channel', operand: streamId },
    { operator: 'topic', operand: name },
  ];
  const fetchAndRecord = async (request: ReturnType<typeof newest>) => {
    const answer = await get().ok(getMessages, request, me);
    await cache.recordFetch(request, answer);
    return answer;
  };
  const applyQueued = async () => cache.applyEvents(parseEventBatch(await queue.drain()));
  return { me, other, streamId, post, cache, topic, fetchAndRecord, applyQueued, queue };
}

describe('conversation cache against the reference server', () => {
  it('answers as the server does after sends, edits, reactions, flags, a deletion and a move', async () => {
    const t = await setUp('a');
    const plans = `plans ${Date.now()}`;
    const ideas = `ideas ${Date.now()}`;
    const planIds: number[] = [];
    const ideaIds: number[] = [];
    for (let i = 0; i < 4; i++) {
      planIds.push(await t.post(t.other, plans, `plan ${i}`));
      ideaIds.push(await t.post(i % 2 === 0 ? t.me : t.other, ideas, `idea ${i}`));
    }
    await get().ok(sendMessage, { type: 'direct', to: [t.other.user_id], content: 'hello there' }, t.me);
    const requests = [
      newest(t.topic(plans)),
      newest(t.topic(ideas)),
      newest([{ operator: 'dm', operand: [t.other.user_id] }]),
    ];
    await t.queue.drain();
    for (const request of requests) await t.fetchAndRecord(request);

    planIds.push(await t.post(t.other, plans, 'a later plan'));
    await get().ok(sendMessage, { type: 'direct', to: [t.me.user_id], content: 'and back' }, t.other);
    await get().ok(
      updateMessage,
      { message_id: planIds[1] as number, content: 'plan 1, **edited**' },
      t.other,
    );
    await get().ok(addReaction, { message_id: planIds[0] as number, emoji_name: 'smile' }, t.me);
    await get().ok(
      updateMessageFlags,
      { messages: [planIds[2] as number], op: 'add', flag: 'starred' },
      t.me,
    );
    await get().ok(updateMessageFlags, { messages: [...planIds, ...ideaIds], op: 'add', flag: 'read' }, t.me);
    await get().ok(deleteMessage, { message_id: planIds[3] as number }, t.other);
    // Every idea joins the plans; their ids fall inside the span the plans conversation holds.
    await get().ok(
      updateMessage,
      {
        message_id: ideaIds[0] as number,
        topic: plans,
        propagate_mode: 'change_all',
        send_notification_to_old_thread: false,
        send_notification_to_new_thread: false,
      },
      t.other,
    );
    await t.applyQueued();

    for (const request of requests) {
      const truth = await get().ok(getMessages, request, t.me);
      expect(shown(await t.cache.answer(request)), JSON.stringify(request.narrow)).toEqual(shown(truth));
    }
    expect(shown(await t.cache.answer(requests[0] as MessagesRequest))).toHaveLength(8);
  });

  it('drops a conversation that a move fills with messages it never saw', async () => {
    const t = await setUp('b');
    const target = `target ${Date.now()}`;
    const unseen = `unseen ${Date.now()}`;
    await t.post(t.other, target, 'first');
    const hidden = await t.post(t.other, unseen, 'never fetched');
    await t.post(t.other, target, 'last');
    await t.queue.drain();
    await t.fetchAndRecord(newest(t.topic(target)));
    await get().ok(
      updateMessage,
      { message_id: hidden, topic: target, propagate_mode: 'change_one' },
      t.other,
    );
    await t.applyQueued();
    expect(await t.cache.answer(newest(t.topic(target)))).toBeUndefined();
  });
});
