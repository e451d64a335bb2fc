import { describe, expect, it } from 'vitest';
import type { Message } from '../../../../shared/objects';
import {
  landingHash,
  notificationBody,
  notificationContent,
  notificationTitle,
  type ContentSource,
} from '../../../../renderer/src/features/notifications/notification-content';
import { sampleChannelMessage, sampleDirectMessage } from '../../../shared/objects/samples';
import { testIntl } from '../../../support/intl';

const ME = 10;
const person = (id: number, full_name: string) => ({
  id,
  email: `u${id}@x.org`,
  full_name,
  is_mirror_dummy: false,
});
const stripTags = (html: string) => html.replace(/<[^>]+>/g, '');
const source: ContentSource = {
  accountId: 'a1',
  ownUserId: ME,
  channelName: (id) => (id === 3 ? 'engineering' : undefined),
  emptyTopicName: 'general chat',
  htmlToText: stripTags,
  intl: testIntl('en'),
};
const fromAna = { sender_id: 21, sender_full_name: 'Ana Souza' };
const channelMessage = (over: Partial<Message> = {}): Message => ({
  ...sampleChannelMessage,
  ...fromAna,
  ...over,
});
const dmWith = (others: ReturnType<typeof person>[], over: Partial<Message> = {}): Message => ({
  ...sampleDirectMessage,
  ...fromAna,
  display_recipient: [person(ME, 'Me Myself'), person(21, 'Ana Souza'), ...others],
  ...over,
});

describe('notificationTitle', () => {
  it('names the sender, the channel from the store and the topic', () => {
    expect(notificationTitle(channelMessage({ subject: 'CI flakiness' }), source)).toBe(
      'Ana Souza (#engineering > CI flakiness)',
    );
  });

  it("falls back to the message's channel name, and names the empty topic", () => {
    const message = channelMessage({ stream_id: 99, display_recipient: 'design', subject: '' });
    expect(notificationTitle(message, source)).toBe('Ana Souza (#design > general chat)');
  });

  it('says "to you" for a one-on-one DM and lists the others of a group DM', () => {
    expect(notificationTitle(dmWith([]), source)).toBe('Ana Souza (to you)');
    expect(notificationTitle(dmWith([person(22, 'Ben'), person(23, 'Chloé')]), source)).toBe(
      'Ana Souza (to you and Ben and Chloé)',
    );
    expect(notificationTitle(dmWith([person(22, 'B'), person(23, 'C'), person(24, 'D')]), source)).toBe(
      'Ana Souza (to you and B, C, and D)',
    );
  });

  it('counts the others of a group DM whose names would make the title too long', () => {
    const crowd = [22, 23, 24, 25].map((id) => person(id, `Someone With A Long Name ${id}`));
    expect(notificationTitle(dmWith(crowd), source)).toBe('Ana Souza (to you and 4 more)');
  });
});

describe('notificationBody', () => {
  it('is the trimmed text, with runs of blank lines folded', () => {
    const message = channelMessage({ content: '<p>  first</p>\n\n\n\n<p>second  </p>' });
    expect(notificationBody(message, source)).toBe('first\n\nsecond');
  });

  it('says "(attached file)" for a message that is only an upload, and nothing for an empty one', () => {
    const upload = channelMessage({
      content:
        '<div class="message_inline_image"><a href="/user_uploads/1/a.png"><img src="/user_uploads/thumbnail/1/a.png"></a></div>',
    });
    expect(notificationBody(upload, source)).toBe('(attached file)');
    expect(notificationBody(channelMessage({ content: '<p> </p>' }), source)).toBe('');
  });

  it("reads a /me message with the sender's name", () => {
    const me = channelMessage({ content: '<p>/me waves</p>', is_me_message: true });
    expect(notificationBody(me, source)).toBe('Ana Souza waves');
  });
});

describe('notificationContent', () => {
  it('hides DM text when asked, and keeps every field within the IPC limits', () => {
    const long = dmWith([], { id: 77, content: `<p>${'x'.repeat(5000)}</p>` });
    const hidden = notificationContent(long, true, source);
    expect(hidden.body).toBe('New direct message from Ana Souza');
    const shown = notificationContent(long, false, source);
    expect(shown.body.length).toBeLessThanOrEqual(1000);
    expect(shown.body.endsWith('…')).toBe(true);
    expect(shown).toMatchObject({ accountId: 'a1', tag: 'a1:dm:21', hash: '#/dm/21/near/77', silent: true });
  });

  it('tags channel messages by topic, whatever its case, so a topic has one notification', () => {
    const a = notificationContent(channelMessage({ subject: 'Lunch' }), false, source);
    const b = notificationContent(channelMessage({ subject: 'lunch' }), false, source);
    expect(a.tag).toBe(b.tag);
    expect(a.tag).toBe('a1:stream:3:lunch');
  });
});

describe('in German and Spanish', () => {
  const de = { ...source, intl: testIntl('de') };
  const es = { ...source, intl: testIntl('es') };

  it('words the titles, the hidden body and a bare upload in the language, with its list and plural', () => {
    expect(notificationTitle(dmWith([]), de)).toBe('Ana Souza (an Sie)');
    expect(notificationTitle(dmWith([person(22, 'Ben'), person(23, 'Chloé')]), de)).toBe(
      'Ana Souza (an Sie, Ben und Chloé)',
    );
    expect(notificationTitle(dmWith([person(22, 'Ben'), person(23, 'Chloé')]), es)).toBe(
      'Ana Souza (a ti, Ben y Chloé)',
    );
    const crowd = [22, 23, 24, 25].map((id) => person(id, `Someone With A Long Name ${id}`));
    expect(notificationTitle(dmWith(crowd), de)).toBe('Ana Souza (an Sie und 4 weitere)');
    expect(notificationTitle(dmWith(crowd), es)).toBe('Ana Souza (a ti y 4 más)');
    expect(notificationContent(dmWith([]), true, de).body).toBe('Neue Direktnachricht von Ana Souza');
    expect(notificationContent(dmWith([]), true, es).body).toBe('Nuevo mensaje directo de Ana Souza');
    const upload = channelMessage({ content: '<img src="/user_uploads/1/a.png">' });
    expect(notificationBody(upload, es)).toBe('(archivo adjunto)');
  });
});

describe('landingHash', () => {
  it('lands on the topic or the DM, near the message; a DM with yourself on your own id', () => {
    expect(landingHash(channelMessage({ id: 5, subject: 'a/b c' }), ME)).toBe(
      '#/channel/3/topic/a%2Fb%20c/near/5',
    );
    const self = { ...sampleDirectMessage, id: 6, display_recipient: [person(ME, 'Me')] };
    expect(landingHash(self, ME)).toBe('#/dm/10/near/6');
  });
});
