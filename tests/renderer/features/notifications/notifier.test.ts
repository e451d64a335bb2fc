import { describe, expect, it } from 'vitest';
import type { DoNotDisturbUntil, NotificationRequest } from '../../../../shared/desktop';
import type { Message } from '../../../../shared/objects';
import { startNotifier } from '../../../../renderer/src/features/notifications/notifier';
import { sampleChannelMessage, sampleDirectMessage } from '../../../shared/objects/samples';
import { event, subscription } from '../../support/factories';
import { storeFrom } from '../../support/store-fixture';
import { testIntl } from '../../../support/intl';

const ME = 10;
const RAHUL = { id: 20, email: 'rahul@chat.example.org', full_name: 'Rahul Mehta', is_mirror_dummy: false };
const NOW = 1_800_000_000_000;

const fromRahul = { sender_id: RAHUL.id, sender_full_name: RAHUL.full_name, sender_email: RAHUL.email };
const dm = (id: number, content = '<p>Lunch?</p>'): Message => ({
  ...sampleDirectMessage,
  ...fromRahul,
  id,
  content,
  display_recipient: [{ ...sampleDirectMessage.display_recipient[0]!, id: ME }, RAHUL],
});
const inTopic = (id: number, topic: string, streamId = 3): Message => ({
  ...sampleChannelMessage,
  ...fromRahul,
  id,
  subject: topic,
  stream_id: streamId,
  content: `<p>news ${id}</p>`,
});
const arrived = (message: Message, flags: string[] = []) => event('message', { message, flags });

function setup(options: { onScreen?: boolean; snapshot?: Record<string, unknown> } = {}) {
  const looks = { count: 0 };
  const fixture = storeFrom({
    subscriptions: [
      subscription({ stream_id: 3, name: 'general' }),
      subscription({ stream_id: 4, name: 'noise', is_muted: true }),
    ],
    user_topics: [{ stream_id: 3, topic_name: 'followed one', visibility_policy: 3, last_updated: 1 }],
    user_settings: { enable_desktop_notifications: true, notification_sound: 'ding' },
    ...options.snapshot,
  });
  // This computer's pause lives in the shell store; the notifier reads it through a getter.
  const pause: { until: DoNotDisturbUntil } = { until: null };
  const shown: NotificationRequest[] = [];
  const sounds: string[] = [];
  const stop = startNotifier({
    store: fixture.store,
    accountId: 'a1',
    show: (request) => shown.push(request),
    playSound: (sound) => sounds.push(sound),
    isOnScreen: () => {
      looks.count += 1;
      return options.onScreen === true;
    },
    doNotDisturbUntil: () => pause.until,
    htmlToText: (html) => html.replace(/<[^>]+>/g, ''),
    intl: () => testIntl('en'),
    now: () => NOW,
  });
  return { ...fixture, shown, sounds, stop, looks, pause };
}

describe('startNotifier', () => {
  it('notifies a live DM with its title, text, conversation tag and landing route, and plays the sound', () => {
    const { store, shown, sounds } = setup();
    store.getState().applyEvents([arrived(dm(501))], 1, 'a1');
    expect(shown).toEqual([
      {
        accountId: 'a1',
        hash: '#/dm/20/near/501',
        title: 'Rahul Mehta (to you)',
        body: 'Lunch?',
        tag: 'a1:dm:20',
        silent: true,
      },
    ]);
    expect(sounds).toEqual(['ding']);
  });

  it('follows the store: a followed topic notifies, a plain channel message and a muted channel do not', () => {
    const { store, shown } = setup();
    store.getState().applyEvents([arrived(inTopic(502, 'followed one'))], 1, 'a1');
    store.getState().applyEvents([arrived(inTopic(503, 'other'))], 1, 'a1');
    store.getState().applyEvents([arrived(inTopic(504, 'anything', 4))], 1, 'a1');
    expect(shown.map((n) => n.title)).toEqual(['Rahul Mehta (#general > followed one)']);
    expect(shown[0]?.hash).toBe('#/channel/3/topic/followed%20one/near/502');
  });

  it('reads settings changed by a later event, such as hidden DM text', () => {
    const { store, apply, shown } = setup();
    apply(event('user_settings/update', { property: 'pm_content_in_desktop_notifications', value: false }));
    store.getState().applyEvents([arrived(dm(505))], 1, 'a1');
    expect(shown[0]?.body).toBe('New direct message from Rahul Mehta');
  });

  it('stays silent during do not disturb, and notifies again once it is over', () => {
    const { store, shown, sounds, pause } = setup();
    pause.until = 'forever';
    store.getState().applyEvents([arrived(dm(506))], 1, 'a1');
    pause.until = NOW - 1;
    store.getState().applyEvents([arrived(dm(507))], 1, 'a1');
    expect(shown.map((n) => n.hash)).toEqual(['#/dm/20/near/507']);
    expect(sounds).toEqual(['ding']);
  });

  it('never notifies replayed batches, snapshots, read messages or your own', () => {
    const { store, shown } = setup();
    store.getState().applyEvents([arrived(dm(508))], 1, 'a1', true);
    store.getState().applySnapshot({ user_id: ME, subscriptions: [] }, 2, 'a1');
    store.getState().applyEvents([arrived(dm(509), ['read'])], 2, 'a1');
    store.getState().applyEvents([arrived({ ...dm(510), sender_id: ME })], 2, 'a1');
    expect(shown).toEqual([]);
  });

  it('ignores batches the store dropped and batches of another account', () => {
    const { store, shown } = setup();
    store.getState().applyEvents([arrived(dm(511))], 7, 'a1');
    store.getState().applyEvents([arrived(dm(512))], 1, 'a2');
    expect(shown).toEqual([]);
  });

  it('does not notify what the focused window shows', () => {
    const { store, shown, sounds } = setup({ onScreen: true });
    store.getState().applyEvents([arrived(dm(513))], 1, 'a1');
    expect(shown).toEqual([]);
    expect(sounds).toEqual([]);
  });

  it('looks at the window only for messages that would notify', () => {
    const { store, looks } = setup();
    store.getState().applyEvents([arrived(inTopic(520, 'other')), arrived(inTopic(521, 'other'))], 1, 'a1');
    expect(looks.count).toBe(0);
    store.getState().applyEvents([arrived(dm(522))], 1, 'a1');
    expect(looks.count).toBe(1);
  });

  it('shows one notification per message but plays one sound per batch, and stops when asked', () => {
    const { store, shown, sounds, stop } = setup();
    store.getState().applyEvents([arrived(dm(514)), arrived(dm(515))], 1, 'a1');
    expect(shown.map((n) => n.tag)).toEqual(['a1:dm:20', 'a1:dm:20']);
    expect(sounds).toEqual(['ding']);
    stop();
    store.getState().applyEvents([arrived(dm(516))], 1, 'a1');
    expect(shown).toHaveLength(2);
  });
});
