// What an `update_message` event does to the message it names: new rendered content and flags.
// Both copies of messages apply it the same way — the window's (renderer/src/state/message-events.ts)
// and the offline cache's (electron/core/offline/message-changes.ts) — so it lives here once.
import type { FetchedMessage } from './api/messages';
import type { EventOfKind } from './events';

/** The message after the edit; the same object when the event changes nothing in it. */
export function withEdit(message: FetchedMessage, event: EventOfKind<'update_message'>): FetchedMessage {
  const flagsChanged =
    event.flags.length !== message.flags.length || event.flags.some((f) => !message.flags.includes(f));
  // Only rendered HTML is shown; the event's `content` is the Markdown source.
  if (event.rendered_content === undefined)
    return flagsChanged ? { ...message, flags: event.flags } : message;
  return {
    ...message,
    content: event.rendered_content,
    flags: event.flags,
    is_me_message: event.is_me_message ?? message.is_me_message,
    // A rendering-only update (a link preview) is nobody's edit.
    ...(event.rendering_only ? {} : { last_edit_timestamp: event.edit_timestamp }),
  };
}
