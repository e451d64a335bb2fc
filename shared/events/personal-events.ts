// Events about the current user's own data: uploads, devices, drafts, snippets, schedules, views.
import { z } from 'zod';
import {
  attachment,
  draft,
  navigationView,
  reminder,
  removedAttachment,
  savedSnippet,
  scheduledMessage,
} from '../objects';
import { eventOf, opEventOf } from './define';

// upload_space_used: the organization's total, in bytes.
const attachmentShape = { attachment, upload_space_used: z.number() };

export const personalEvents = {
  'attachment/add': opEventOf('attachment', 'add', attachmentShape),
  'attachment/update': opEventOf('attachment', 'update', attachmentShape),
  'attachment/remove': opEventOf('attachment', 'remove', {
    attachment: removedAttachment,
    upload_space_used: z.number(),
  }),
  'device/add': opEventOf('device', 'add', { device_id: z.number() }),
  'device/remove': opEventOf('device', 'remove', { device_id: z.number() }),
  /** Only the changed fields are present. */
  'device/update': opEventOf('device', 'update', {
    device_id: z.number(),
    push_key_id: z.number().optional(),
    push_token_id: z.string().nullish(),
    pending_push_token_id: z.string().nullish(),
    push_token_last_updated_timestamp: z.number().optional(),
    push_registration_error_code: z.string().nullish(),
  }),
  'drafts/add': opEventOf('drafts', 'add', { drafts: z.array(draft) }),
  'drafts/update': opEventOf('drafts', 'update', { draft }),
  'drafts/remove': opEventOf('drafts', 'remove', { draft_id: z.number() }),
  'saved_snippets/add': opEventOf('saved_snippets', 'add', { saved_snippet: savedSnippet }),
  'saved_snippets/update': opEventOf('saved_snippets', 'update', { saved_snippet: savedSnippet }),
  'saved_snippets/remove': opEventOf('saved_snippets', 'remove', { saved_snippet_id: z.number() }),
  'scheduled_messages/add': opEventOf('scheduled_messages', 'add', {
    scheduled_messages: z.array(scheduledMessage),
  }),
  'scheduled_messages/update': opEventOf('scheduled_messages', 'update', {
    scheduled_message: scheduledMessage,
  }),
  'scheduled_messages/remove': opEventOf('scheduled_messages', 'remove', {
    scheduled_message_id: z.number(),
  }),
  'reminders/add': opEventOf('reminders', 'add', { reminders: z.array(reminder) }),
  'reminders/remove': opEventOf('reminders', 'remove', { reminder_id: z.number() }),
  'navigation_view/add': opEventOf('navigation_view', 'add', { navigation_view: navigationView }),
  'navigation_view/update': opEventOf('navigation_view', 'update', {
    fragment: z.string(),
    data: z.looseObject({ is_pinned: z.boolean().optional(), name: z.string().nullish() }),
  }),
  'navigation_view/remove': opEventOf('navigation_view', 'remove', { fragment: z.string() }),
  /** Onboarding hints the user has not seen yet. */
  onboarding_steps: eventOf('onboarding_steps', {
    onboarding_steps: z.array(z.looseObject({ type: z.string(), name: z.string() })),
  }),
};
