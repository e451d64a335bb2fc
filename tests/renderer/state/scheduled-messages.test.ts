import { expect, it } from 'vitest';
import { event } from '../support/factories';
import { storeFrom } from '../support/store-fixture';

const scheduled = (id: number, to: number | number[], content = 'Ping') => ({
  scheduled_message_id: id,
  type: Array.isArray(to) ? 'private' : 'stream',
  to,
  ...(Array.isArray(to) ? {} : { topic: 'later' }),
  content,
  rendered_content: `<p>${content}</p>`,
  scheduled_delivery_timestamp: 1_800_000_000,
  failed: false,
});
const reminder = {
  reminder_id: 4,
  type: 'private',
  to: [10],
  content: 'Look',
  rendered_content: '<p>Look</p>',
  scheduled_delivery_timestamp: 1_800_000_000,
  failed: false,
  reminder_target_message_id: 42,
};

it('stores scheduled messages and reminders through add, update and remove', () => {
  const f = storeFrom({ scheduled_messages: [scheduled(1, 3)], reminders: [] });
  f.apply(event('scheduled_messages/add', { scheduled_messages: [scheduled(2, [11])] }));
  f.apply(event('scheduled_messages/update', { scheduled_message: scheduled(1, 3, 'Pong') }));
  expect(f.s().scheduledMessages.byId.get(1)?.content).toBe('Pong');
  expect(f.s().scheduledMessages.byId.get(2)?.to).toEqual([11]);
  f.apply(event('scheduled_messages/remove', { scheduled_message_id: 1 }));
  expect(
    f
      .s()
      .scheduledMessages.byId.keySeq()
      .toArray()
      .sort((a, b) => a - b),
  ).toEqual([2]);
  f.apply(event('reminders/add', { reminders: [reminder] }));
  expect(f.s().scheduledMessages.reminders.get(4)?.reminder_target_message_id).toBe(42);
  f.apply(event('reminders/remove', { reminder_id: 4 }));
  expect(f.s().scheduledMessages.reminders).toEqual({});
});
