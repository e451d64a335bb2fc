import { describe, expect, it } from 'vitest';
import { exactlyOnceCheck, reconnectCheck, storeCheck, unhandledLines } from '../../bench/soak/checks';
import { messageDifferences } from '../../bench/soak/store-check';
import type { AppStore } from '../../renderer/src/state/store';
import { storeMessage } from '../../server/realm/messages';
import { buildSeed } from '../../server/seed';

function realmWithMessages() {
  const seeded = buildSeed('empty');
  const me = seeded.accounts.find((a) => a.role === 400 && !a.is_bot)!;
  const sender = seeded.realm.user(me.user_id)!;
  const general = [...seeded.realm.channels.values()][0]!;
  const send = (content: string) =>
    storeMessage(seeded.realm, { sender, type: 'stream', stream_id: general.stream_id, topic: 't', content });
  return { seeded, me, send };
}

describe('exactly once', () => {
  it('passes when each sent token is in one message of the member', () => {
    const { seeded, me, send } = realmWithMessages();
    send('App message qzsoak1');
    send('App message qzsoak12');
    expect(exactlyOnceCheck(seeded, me.user_id, ['qzsoak1', 'qzsoak12']).ok).toBe(true);
  });

  it('fails on a duplicate, a missing message, or nothing sent', () => {
    const { seeded, me, send } = realmWithMessages();
    send('App message qzsoak1');
    send('App message qzsoak1');
    const check = exactlyOnceCheck(seeded, me.user_id, ['qzsoak1', 'qzsoak2']);
    expect(check.ok).toBe(false);
    expect(check.detail).toContain('qzsoak1 ×2');
    expect(check.detail).toContain('qzsoak2 ×0');
    expect(exactlyOnceCheck(seeded, me.user_id, []).ok).toBe(false);
  });
});

describe('the message cache against the server', () => {
  it('finds edits, reactions and flags the store missed, and deleted messages it kept', () => {
    const { seeded, me, send } = realmWithMessages();
    const kept = send('one');
    const edited = send('two');
    const held = (id: number, content: string, flags: string[] = ['read']) => ({
      id,
      content,
      subject: 't',
      stream_id: kept.stream_id,
      reactions: [],
      flags,
    });
    const store = {
      messages: {
        byId: {
          [kept.id]: held(kept.id, kept.rendered_content),
          [edited.id]: held(edited.id, '<p>old</p>'),
          999: held(999, '<p>gone</p>'),
        },
        narrows: {},
      },
    } as unknown as AppStore;
    const differences = messageDifferences(store, seeded, me.user_id);
    expect(differences).toEqual([
      `messages.${edited.id}.content: store "<p>old</p>" ≠ server "${edited.rendered_content}"`,
      'messages.999: in the store, deleted on the server',
    ]);
  });
});

describe('the other checks', () => {
  it('say what differs', () => {
    expect(storeCheck([]).ok).toBe(true);
    expect(storeCheck(['a: x', 'b: y']).detail).toBe('2 difference(s): a: x; b: y');
  });

  it('require every fault to end connected', () => {
    const ok = { kind: 'poll 500', tookEffect: true, reconnected: true, reconnectMs: 700 };
    expect(reconnectCheck([ok], true).ok).toBe(true);
    expect(reconnectCheck([ok, { ...ok, kind: 'restart', reconnected: false }], true).ok).toBe(false);
    expect(reconnectCheck([ok], false).ok).toBe(false);
    expect(reconnectCheck([], true).ok).toBe(false);
  });

  it('spot unhandled failures in a log', () => {
    const lines = [
      '[threadline] browser mode on http://127.0.0.1:1234',
      'Unhandled promise rejection: boom',
      "TypeError: Cannot read properties of undefined (reading 'x')",
      '    at handle (/work/main/electron/web-host.ts:10:5)',
    ];
    expect(unhandledLines(lines)).toEqual(lines.slice(1));
  });
});
