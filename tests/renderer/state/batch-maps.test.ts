// The batch reducer writes its hot maps in place only between opening and closing them: the store
// never holds an open map, earlier states stay as they were, and a slice no event changed keeps its
// object (so memoised selectors keep their results).
import { describe, expect, it } from 'vitest';
import { event, subscription } from '../support/factories';
import { channelMessage, wire } from '../support/messages';
import { storeFrom } from '../support/store-fixture';

const arrival = (id: number) => event('message', { message: wire(channelMessage(id, 3, 'chat')), flags: [] });

describe('batch maps', () => {
  it('leaves the earlier state untouched and hands the store closed maps', () => {
    const { s, apply } = storeFrom({ subscriptions: [subscription({ stream_id: 3, name: 'general' })] });
    const before = s().unread;
    apply(arrival(1), arrival(2));
    const after = s().unread;
    expect(before.conversations.size).toBe(0);
    expect(before.keyById.size).toBe(0);
    expect(after.keyById.size).toBe(2);
    // asMutable returns the map itself only when it is already open.
    expect(after.conversations.asMutable()).not.toBe(after.conversations);
    expect(after.keyById.asMutable()).not.toBe(after.keyById);
    apply(arrival(3));
    expect(after.keyById.size).toBe(2);
  });

  it('keeps the objects of slices the batch did not change', () => {
    const { s, apply } = storeFrom();
    const { unread, messages, presence, typing } = s();
    apply(event('alert_words', { alert_words: ['lunch'] }));
    expect(s().alertWords.words).toEqual(['lunch']);
    expect(s().unread).toBe(unread);
    expect(s().messages).toBe(messages);
    expect(s().presence).toBe(presence);
    expect(s().typing).toBe(typing);
  });
});
