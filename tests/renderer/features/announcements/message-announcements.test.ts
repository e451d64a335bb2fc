import { describe, expect, it } from 'vitest';
import type { Message } from '../../../../shared/objects';
import { announcementsFor as phrasesFor } from '../../../../renderer/src/features/announcements/message-announcements';
import type { Narrow } from '../../../../renderer/src/state/narrow';
import { sampleChannelMessage } from '../../../shared/objects/samples';
import { event } from '../../support/factories';
import { testIntl } from '../../../support/intl';
import { formatPhrase } from '../../../../shared/i18n/phrase';

const en = testIntl();
const german = testIntl('de');
const spanish = testIntl('es');

const ME = 10;
const inTopic = (
  id: number,
  senderId: number,
  name: string,
  topic = 'lunch',
  content = `<p>news ${id}</p>`,
) =>
  event('message', {
    message: {
      ...sampleChannelMessage,
      id,
      sender_id: senderId,
      sender_full_name: name,
      subject: topic,
      stream_id: 3,
      content,
    } satisfies Message,
    flags: [],
  });

/** The lines as the live region words them, in English unless another language is asked for. */
const announcementsFor = (...args: Parameters<typeof phrasesFor>) =>
  phrasesFor(...args).map((line) => formatPhrase(en, line));

const context = (narrow: Narrow | null) => ({
  narrow,
  ownUserId: ME,
});
const here: Narrow = { kind: 'topic', streamId: 3, topic: 'lunch' };

describe('announcementsFor', () => {
  it("says each of others' messages (the sender, not the words: the list has those) in the conversation on screen, with the sender", () => {
    expect(announcementsFor([inTopic(1, 20, 'Rahul Mehta')], context(here))).toEqual([
      'New message from Rahul Mehta.',
    ]);
  });

  it('says nothing of my own messages, of other conversations, or where no conversation is shown', () => {
    expect(announcementsFor([inTopic(1, ME, 'Me')], context(here))).toEqual([]);
    expect(announcementsFor([inTopic(2, 20, 'Rahul', 'other topic')], context(here))).toEqual([]);
    expect(announcementsFor([inTopic(3, 20, 'Rahul')], context(null))).toEqual([]);
    expect(announcementsFor([inTopic(4, 20, 'Rahul')], context({ kind: 'search', terms: [] }))).toEqual([]);
  });

  it('sums up a batch of many messages in one line instead of reading each', () => {
    const batch = [1, 2, 3, 4].map((id) => inTopic(id, 20, 'Rahul Mehta'));
    expect(announcementsFor(batch, context(here))).toEqual(['4 new messages from Rahul Mehta.']);
    const mixed = [...batch, inTopic(5, 21, 'Ana Lopez')];
    expect(announcementsFor(mixed, context(here))).toEqual(['5 new messages from 2 people.']);
  });

  it('words the lines in the window’s language', () => {
    const batch = [1, 2, 3, 4].map((id) => inTopic(id, 20, 'Rahul Mehta'));
    const mixed = [...batch, inTopic(5, 21, 'Ana Lopez')];
    const worded = (intl: typeof en, events: typeof batch) =>
      phrasesFor(events, context(here)).map((line) => formatPhrase(intl, line));
    expect(worded(german, [inTopic(1, 20, 'Rahul Mehta')])).toEqual(['Neue Nachricht von Rahul Mehta.']);
    expect(worded(german, batch)).toEqual(['4 neue Nachrichten von Rahul Mehta.']);
    expect(worded(spanish, mixed)).toEqual(['5 mensajes nuevos de 2 personas.']);
  });
});
