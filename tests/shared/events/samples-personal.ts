// One wire-shaped payload per event kind about the user's own data, written from the spec and notes.
import { sampleDraft } from '../objects/samples';

const attachment = {
  id: 3,
  name: 'diagram.png',
  path_id: '2/ab/cdef/diagram.png',
  size: 12_345,
  create_time: 1_700_000_000,
  message_ids: [42],
};
const snippet = { id: 2, title: 'Greeting', content: 'Hello **there**', date_created: 1_700_000_000 };
const scheduled = {
  scheduled_message_id: 9,
  type: 'stream',
  to: 3,
  topic: 'later',
  content: 'Ping',
  rendered_content: '<p>Ping</p>',
  scheduled_delivery_timestamp: 1_800_000_000,
  failed: false,
};
const { topic: _channelOnly, ...scheduledWithoutTopic } = scheduled;
const scheduledDm = { ...scheduledWithoutTopic, type: 'private', to: [11] };

export const personalSamples = {
  'attachment/add': { type: 'attachment', id: 140, op: 'add', attachment, upload_space_used: 12_345 },
  'attachment/update': { type: 'attachment', id: 141, op: 'update', attachment, upload_space_used: 12_345 },
  'attachment/remove': {
    type: 'attachment',
    id: 142,
    op: 'remove',
    attachment: { id: 3 },
    upload_space_used: 0,
  },
  'device/add': { type: 'device', id: 143, op: 'add', device_id: 1 },
  'device/remove': { type: 'device', id: 144, op: 'remove', device_id: 1 },
  'device/update': {
    type: 'device',
    id: 145,
    op: 'update',
    device_id: 1,
    pending_push_token_id: null,
    push_token_id: 'tok-1',
  },
  'drafts/add': { type: 'drafts', id: 146, op: 'add', drafts: [sampleDraft] },
  'drafts/update': { type: 'drafts', id: 147, op: 'update', draft: { ...sampleDraft, content: 'Done' } },
  'drafts/remove': { type: 'drafts', id: 148, op: 'remove', draft_id: 5 },
  'saved_snippets/add': { type: 'saved_snippets', id: 149, op: 'add', saved_snippet: snippet },
  'saved_snippets/update': { type: 'saved_snippets', id: 150, op: 'update', saved_snippet: snippet },
  'saved_snippets/remove': { type: 'saved_snippets', id: 151, op: 'remove', saved_snippet_id: 2 },
  'scheduled_messages/add': {
    type: 'scheduled_messages',
    id: 152,
    op: 'add',
    scheduled_messages: [scheduled],
  },
  'scheduled_messages/update': {
    type: 'scheduled_messages',
    id: 153,
    op: 'update',
    scheduled_message: scheduledDm,
  },
  'scheduled_messages/remove': { type: 'scheduled_messages', id: 154, op: 'remove', scheduled_message_id: 9 },
  'reminders/add': {
    type: 'reminders',
    id: 155,
    op: 'add',
    reminders: [
      {
        reminder_id: 4,
        type: 'private',
        to: [10],
        content: 'Look at this',
        rendered_content: '<p>Look at this</p>',
        scheduled_delivery_timestamp: 1_800_000_000,
        failed: false,
        reminder_target_message_id: 42,
      },
    ],
  },
  'reminders/remove': { type: 'reminders', id: 156, op: 'remove', reminder_id: 4 },
  'navigation_view/add': {
    type: 'navigation_view',
    id: 157,
    op: 'add',
    navigation_view: { fragment: 'narrow/is/starred', is_pinned: true, name: null },
  },
  'navigation_view/update': {
    type: 'navigation_view',
    id: 158,
    op: 'update',
    fragment: 'narrow/is/starred',
    data: { is_pinned: false },
  },
  'navigation_view/remove': { type: 'navigation_view', id: 159, op: 'remove', fragment: 'narrow/is/starred' },
  onboarding_steps: {
    type: 'onboarding_steps',
    id: 160,
    onboarding_steps: [{ type: 'one_time_notice', name: 'intro_inbox_view_modal' }],
  },
};
