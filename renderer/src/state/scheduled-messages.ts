// Scheduled messages slice: messages the user scheduled for later, and reminders about messages.
// The UI to manage them comes later; the store keeps them current so it can start from here.
import type { EventOfKind } from '../../../shared/events';
import type { Reminder, ScheduledMessage } from '../../../shared/objects';
import { byId, putEntries, putEntry, withoutEntries, type ById } from './by-id-map';
import { readList, type Snapshot } from './snapshot-read';
import { Map as ImmutableMap } from 'immutable';

export interface ScheduledMessagesState {
  byId: ById<ScheduledMessage>;
  reminders: ById<Reminder>;
}

export const initialScheduledMessages: ScheduledMessagesState = {
  byId: ImmutableMap(),
  reminders: ImmutableMap(),
};

export function scheduledMessagesFromSnapshot(snapshot: Snapshot): ScheduledMessagesState {
  const scheduled = readList<ScheduledMessage>(
    snapshot,
    'scheduled_messages',
    (item) => typeof item.scheduled_message_id === 'number',
  );
  const reminders = readList<Reminder>(snapshot, 'reminders', (item) => typeof item.reminder_id === 'number');
  return {
    byId: byId(scheduled, (message) => message.scheduled_message_id),
    reminders: byId(reminders, (reminder) => reminder.reminder_id),
  };
}

const scheduledIdOf = (message: ScheduledMessage) => message.scheduled_message_id;

function withScheduled(state: ScheduledMessagesState, map: ById<ScheduledMessage>): ScheduledMessagesState {
  return map === state.byId ? state : { ...state, byId: map };
}

function withReminders(state: ScheduledMessagesState, map: ById<Reminder>): ScheduledMessagesState {
  return map === state.reminders ? state : { ...state, reminders: map };
}

export function handleScheduledMessagesAdd(
  state: ScheduledMessagesState,
  event: EventOfKind<'scheduled_messages/add'>,
): ScheduledMessagesState {
  return withScheduled(state, putEntries(state.byId, event.scheduled_messages, scheduledIdOf));
}

export function handleScheduledMessagesUpdate(
  state: ScheduledMessagesState,
  event: EventOfKind<'scheduled_messages/update'>,
): ScheduledMessagesState {
  const message = event.scheduled_message;
  return withScheduled(state, putEntry(state.byId, message.scheduled_message_id, message));
}

export function handleScheduledMessagesRemove(
  state: ScheduledMessagesState,
  event: EventOfKind<'scheduled_messages/remove'>,
): ScheduledMessagesState {
  return withScheduled(state, withoutEntries(state.byId, [event.scheduled_message_id]));
}

export function handleRemindersAdd(
  state: ScheduledMessagesState,
  event: EventOfKind<'reminders/add'>,
): ScheduledMessagesState {
  return withReminders(
    state,
    putEntries(state.reminders, event.reminders, (r) => r.reminder_id),
  );
}

export function handleRemindersRemove(
  state: ScheduledMessagesState,
  event: EventOfKind<'reminders/remove'>,
): ScheduledMessagesState {
  return withReminders(state, withoutEntries(state.reminders, [event.reminder_id]));
}
