// Carries out one message action. Reply, quote, reactions, flags and the link happen here; edit,
// move, delete, history and the emoji picker open the message-dialogs store, where their own
// editors and dialogs take over. Everything the action touches outside is injected; what it says is
// a phrase of the catalogue, worded where the notice is shown.
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { errorText } from '../../bridge/call-api';
import type { AccountHandle } from '../../state/account-scope';
import { messageNarrowLink } from '../../routing/narrow-link';
import type { Route } from '../../routing/route';
import type { StoredMessage } from '../../state/messages';
import { narrowToApi, narrowToRoute } from '../messages/narrow';
import type { MessageDialog } from './message-dialogs-store';
import { hasOwnThumbsUp, THUMBS_UP, type MessageActionId } from './action-list';
import { conversationNarrow, linkTargetOf } from './message-target';
import { quoteText } from './quote-text';
import { type ShownText, phrase } from '../../../../shared/i18n/phrase';

export interface ActionDeps {
  call: AccountHandle['api'];
  /** Words what the action writes into a message (the quote's "said"). */
  intl: Pick<IntlShape, 'formatMessage'>;
  ownUserId: number;
  realmUrl: string;
  featureLevel: number;
  /** Opens a route, then inserts text into its compose box ('' just focuses it). */
  openThenInsert(route: Route, detail: { text: string }): void;
  writeClipboard(text: string): Promise<void>;
  /** A short confirmation or failure for the user. */
  notify(text: ShownText): void;
  /** Stops the open view from marking messages read again as they stay in view. */
  pauseReading(): void;
  startEditing(messageId: number): void;
  openDialog(dialog: MessageDialog): void;
  /** Where a dialog gives focus back when it closes. */
  returnFocus: HTMLElement | null;
}

/** Messages per "mark as unread" request, and requests at most (as the web app pages through). */
const UNREAD_BATCH = 1000;
const UNREAD_ROUNDS = 50;

async function markUnreadFromHere(message: StoredMessage, deps: ActionDeps): Promise<void> {
  deps.pauseReading();
  const narrow = narrowToApi(conversationNarrow(message, deps.ownUserId), deps.featureLevel);
  let anchor = message.id;
  let includeAnchor = true;
  for (let round = 0; round < UNREAD_ROUNDS; round++) {
    const result = await deps.call('updateMessageFlagsForNarrow', {
      anchor,
      include_anchor: includeAnchor,
      num_before: 0,
      num_after: UNREAD_BATCH,
      narrow,
      op: 'remove',
      flag: 'read',
    });
    if (result.found_newest || result.last_processed_id === null) return;
    anchor = result.last_processed_id;
    includeAnchor = false;
  }
}

async function quote(message: StoredMessage, deps: ActionDeps): Promise<void> {
  const { message: raw } = await deps.call('getMessage', { message_id: message.id, apply_markdown: false });
  const link = messageNarrowLink(deps.realmUrl, linkTargetOf(message, deps.ownUserId), message.id);
  const text = quoteText(
    deps.intl,
    { name: message.sender_full_name, id: message.sender_id },
    link,
    raw.content,
  );
  deps.openThenInsert(narrowToRoute(conversationNarrow(message, deps.ownUserId)), { text });
}

const notices = defineMessages({
  linkCopied: { id: 'actions.notice.link_copied', defaultMessage: 'Link copied' },
  failed: { id: 'actions.failure.generic', defaultMessage: 'That did not work' },
  quote: { id: 'actions.failure.quote', defaultMessage: 'Could not quote the message' },
  thumbsUp: { id: 'actions.failure.reaction', defaultMessage: 'Could not change the reaction' },
  star: { id: 'actions.failure.star', defaultMessage: 'Could not change the star' },
  unread: { id: 'actions.failure.unread', defaultMessage: 'Could not mark the messages as unread' },
  copyLink: { id: 'actions.failure.copy_link', defaultMessage: 'Could not copy the link' },
  because: { id: 'actions.failure.because', defaultMessage: '{failure}: {reason}' },
});

const FAILURE: Partial<Record<MessageActionId, MessageDescriptor>> = {
  quote: notices.quote,
  'thumbs-up': notices.thumbsUp,
  star: notices.star,
  unread: notices.unread,
  'copy-link': notices.copyLink,
};

/** What a failed action says: what failed ("That did not work"), and the error's own words if any. */
export function failureText(error: unknown, failure: MessageDescriptor = notices.failed): ShownText {
  if (!(error instanceof Error) || error.message === '') return phrase(failure);
  // The server's words as they came; the bridge's own failures in the window's language.
  return phrase(notices.because, { failure: phrase(failure), reason: errorText(error) });
}

async function perform(id: MessageActionId, message: StoredMessage, deps: ActionDeps): Promise<void> {
  const dialog = (kind: MessageDialog['kind']) =>
    deps.openDialog({ kind, messageId: message.id, returnFocus: deps.returnFocus });
  switch (id) {
    case 'reply':
      return deps.openThenInsert(narrowToRoute(conversationNarrow(message, deps.ownUserId)), { text: '' });
    case 'quote':
      return quote(message, deps);
    case 'thumbs-up': {
      const params = { message_id: message.id, ...THUMBS_UP };
      await deps.call(hasOwnThumbsUp(message, deps.ownUserId) ? 'removeReaction' : 'addReaction', params);
      return;
    }
    case 'star': {
      const op = message.flags.includes('starred') ? 'remove' : 'add';
      await deps.call('updateMessageFlags', { messages: [message.id], op, flag: 'starred' });
      return;
    }
    case 'unread':
      return markUnreadFromHere(message, deps);
    case 'copy-link': {
      const link = messageNarrowLink(deps.realmUrl, linkTargetOf(message, deps.ownUserId), message.id);
      await deps.writeClipboard(link);
      return deps.notify(phrase(notices.linkCopied));
    }
    case 'edit':
      return deps.startEditing(message.id);
    case 'react':
      return dialog('emoji');
    case 'source':
    case 'move':
    case 'delete':
    case 'history':
      return dialog(id);
  }
}

/** Runs the action; a failure is reported through `notify`, never thrown. */
export async function runMessageAction(
  id: MessageActionId,
  message: StoredMessage,
  deps: ActionDeps,
): Promise<void> {
  try {
    await perform(id, message, deps);
  } catch (error) {
    deps.notify(failureText(error, FAILURE[id]));
  }
}
