import { beforeEach, describe, expect, it } from 'vitest';
import type { ServerEvent } from '../../../shared/events';
import { dmKey, topicKey } from '../../../renderer/src/state/conversation-key';
import { createAppStore, type AppStoreApi } from '../../../renderer/src/state/store';
import {
  DEFAULT_TYPING_EXPIRY_MS,
  liveTypists,
  typingFromSnapshot,
} from '../../../renderer/src/state/typing';
import { baseSnapshot, event, unknownEvent } from '../support/factories';

const ME = baseSnapshot.user_id;
const who = (user_id: number) => ({ user_id, email: `user${user_id}@example.org` });

let now = 0;
let store: AppStoreApi;
const s = () => store.getState();
const apply = (...events: ServerEvent[]) => s().applyEvents(events, 1, 'a1');

const dm = (op: 'start' | 'stop', sender: number, others: number[], messageType = 'direct') =>
  event(op === 'start' ? 'typing/start' : 'typing/stop', {
    message_type: messageType,
    sender: who(sender),
    recipients: [sender, ...others].map(who),
  });

const inTopic = (op: 'start' | 'stop', sender: number, streamId: number, topic: string) =>
  event(op === 'start' ? 'typing/start' : 'typing/stop', {
    message_type: 'stream',
    sender: who(sender),
    stream_id: streamId,
    topic,
  });

beforeEach(() => {
  now = 1_000_000;
  store = createAppStore(() => now);
  s().applySnapshot({ ...baseSnapshot, server_typing_started_expiry_period_milliseconds: 5000 }, 1, 'a1');
});

describe('typing snapshot', () => {
  it('takes the expiry from the server, 15 s when it is absent', () => {
    expect(s().typing.expiryMs).toBe(5000);
    expect(typingFromSnapshot({}).expiryMs).toBe(DEFAULT_TYPING_EXPIRY_MS);
    expect(DEFAULT_TYPING_EXPIRY_MS).toBe(15_000);
  });
});

const typist = (userId: number, expiresAt: number) => ({ userId, expiresAt });

describe('typing/start and typing/stop', () => {
  it('a direct start is keyed by the conversation without me, with expiry now + period', () => {
    apply(dm('start', 11, [ME]));
    expect(s().typing.byConversation.toJSON()).toEqual({ [dmKey([11], ME)]: [typist(11, 1_005_000)] });
  });

  it('group DMs and the pre-215 "private" type key by every other participant', () => {
    apply(dm('start', 11, [ME, 12], 'private'));
    expect(s().typing.byConversation.keySeq().toArray()).toEqual([dmKey([11, 12], ME)]);
  });

  it('a channel start is keyed by channel and topic, case-insensitively', () => {
    apply(inTopic('start', 11, 3, 'Lunch'), inTopic('start', 12, 3, 'lunch'));
    expect(s().typing.byConversation.get(topicKey(3, 'LUNCH'))).toEqual([
      typist(11, 1_005_000),
      typist(12, 1_005_000),
    ]);
  });

  it('a new start re-arms the expiry; stop removes the typist and then the conversation', () => {
    apply(dm('start', 11, [ME]));
    now += 3000;
    apply(dm('start', 11, [ME]));
    expect(s().typing.byConversation.get(dmKey([11], ME))).toEqual([typist(11, 1_008_000)]);
    apply(dm('stop', 11, [ME]));
    expect(s().typing.byConversation.size).toBe(0);
  });

  it('never records myself, and ignores stops for typists not shown', () => {
    const before = s().typing;
    apply(
      dm('start', ME, [11]),
      inTopic('start', ME, 3, 'x'),
      dm('stop', 11, [ME]),
      inTopic('stop', 12, 3, 'x'),
    );
    expect(s().typing).toBe(before);
  });

  it('a start for a channel without a topic, or an unknown message type, changes nothing', () => {
    const before = s().typing;
    apply(
      event('typing/start', { message_type: 'stream', sender: who(11), stream_id: 3 }),
      event('typing/start', { message_type: 'carrier_pigeon', sender: who(11), recipients: [who(11)] }),
      unknownEvent({ type: 'typing', op: 'pause', sender: who(11) }),
    );
    expect(s().typing).toBe(before);
    expect(s().diagnostics.unhandledEvents['unknown:typing']).toBe(1);
  });

  it('drops expired typists of the conversation when a later event arrives', () => {
    apply(inTopic('start', 11, 3, 'x'));
    now += 6000;
    apply(inTopic('start', 12, 3, 'x'));
    expect(s().typing.byConversation.get(topicKey(3, 'x'))).toEqual([typist(12, 1_011_000)]);
  });
});

describe('liveTypists', () => {
  it('keeps the same object while nobody has expired', () => {
    const typists = [typist(11, 2000), typist(12, 3000)];
    expect(liveTypists(typists, 1999)).toBe(typists);
    expect(liveTypists(typists, 2000)).toEqual([typist(12, 3000)]);
    expect(liveTypists(typists, 3000)).toEqual([]);
  });
});
