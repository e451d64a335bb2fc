// The message keys of the open view: the list registers a handler with the keyboard layer
// (features/keyboard/view-registry.ts) for as long as it is mounted, and the handler runs the
// keys of view-commands.ts on its messages and selection, wired here to the actions, the router,
// the API and the lightbox. Keys work wherever focus is, outside text fields (the layer decides).
import { useEffect, useRef, type RefObject } from 'react';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import { routeHref } from '../../routing/route';
import type { StoredMessage } from '../../state/messages';
import { isTopicMuted, isChannelMuted } from '../../state/muting';
import { useAccount, type AccountHandle } from '../../state/account-scope';
import { topicPolicyRequest } from '../channels/topic-policy';
import { openThenInsert } from '../drafts/compose-insert';
import { useKeyboardUi } from '../keyboard/keyboard-ui-store';
import { useViewRegistry } from '../keyboard/view-registry';
import { runViewCommand, type ViewDeps } from '../keyboard/view-commands';
import { IMAGE_PREVIEW } from '../message-links/link-action';
import { narrowKey, type Narrow } from '../messages/narrow';
import { useActionUi } from './action-ui-store';
import { actionsFor, runAction } from './message-action-runner';
import { directionOf } from '../../i18n/direction';
import { failureText } from './run-action';
import { phrase } from '../../../../shared/i18n/phrase';

const notices = defineMessages({
  muted: { id: 'actions.keys.topic_muted', defaultMessage: 'Topic muted' },
  unmuted: { id: 'actions.keys.topic_unmuted', defaultMessage: 'Topic unmuted' },
});

/** The element of a message row. */
function rowElement(messageId: number): HTMLElement | null {
  return document.querySelector<HTMLElement>(`.message-row[data-message-id="${messageId}"]`);
}

function fail(error: unknown): void {
  useActionUi.getState().notify(failureText(error));
}

function viewDeps(
  account: AccountHandle,
  list: HTMLElement | null,
  scrollTo: (id: number) => void,
  intl: IntlShape,
): ViewDeps {
  const { store, api } = account;
  const { realm } = store.getState();
  const ownUserId = realm.ownUserId ?? -1;
  const ui = useActionUi.getState();
  return {
    ownUserId,
    select: ui.select,
    scrollTo,
    scrollPage(direction) {
      if (list !== null) list.scrollTop += direction * Math.max(40, list.clientHeight * 0.9);
    },
    runAction: (id, message) => runAction(account, id, message, list, intl),
    canEdit: (message) =>
      actionsFor(account, message).some((a) => a.id === 'edit' && a.disabledReason === undefined),
    openMenu(message) {
      const box = (rowElement(message.id) ?? list)?.getBoundingClientRect();
      ui.openMenu({
        messageId: message.id,
        x: directionOf(list) === 'rtl' ? (box?.right ?? 0) - 48 : (box?.left ?? 0) + 48,
        y: (box?.top ?? 0) + 8,
        returnFocus: list,
      });
    },
    openThenInsert: (route, text) => openThenInsert(route, { text }),
    navigate(route) {
      window.location.hash = routeHref(route);
    },
    toggleReaction(message, reaction) {
      const mine = message.reactions.some(
        (r) =>
          r.user_id === ownUserId &&
          r.emoji_code === reaction.emoji_code &&
          r.reaction_type === reaction.reaction_type,
      );
      const { emoji_name, emoji_code, reaction_type } = reaction;
      const params = { message_id: message.id, emoji_name, emoji_code, reaction_type };
      api(mine ? 'removeReaction' : 'addReaction', params).catch(fail);
    },
    toggleTopicMute(message) {
      const state = store.getState();
      const streamId = message.stream_id ?? -1;
      const muted = isTopicMuted(state, streamId, message.subject);
      // Unmuting in a muted channel needs an explicit "unmuted"; elsewhere the topic goes back to normal.
      const action = !muted ? 'mute' : isChannelMuted(state.channels, streamId) ? 'unmute' : 'reset';
      const request = topicPolicyRequest(action, state.realm.featureLevel, streamId, message.subject);
      if (request === null) return;
      (request.op === 'updateUserTopic'
        ? api('updateUserTopic', request.params)
        : api('updateMutedTopic', request.params)
      ).then(() => ui.notify(phrase(muted ? notices.unmuted : notices.muted)), fail);
    },
    showSenderCard: useKeyboardUi.getState().showCard,
    viewImage(message) {
      const image = rowElement(message.id)?.querySelector<HTMLElement>(IMAGE_PREVIEW);
      (image?.querySelector<HTMLElement>('a, img') ?? image)?.click();
      return image != null;
    },
    notify: ui.notify,
  };
}

/** Registers the open list's message keys with the keyboard layer. */
export function useMessageKeys(
  narrow: Narrow,
  messages: readonly StoredMessage[],
  scrollToMessage: (messageId: number) => void,
  listRef: RefObject<HTMLElement | null>,
): void {
  const account = useAccount();
  const intl = useIntl();
  // The handler reads the latest messages (and words) without registering anew on every change.
  const latest = useRef({ narrow, messages, scrollToMessage, intl });
  latest.current = { narrow, messages, scrollToMessage, intl };
  useEffect(
    () =>
      useViewRegistry.getState().register({
        narrow,
        run(command) {
          const { messages: current, scrollToMessage: scrollTo } = latest.current;
          const state = {
            narrow: latest.current.narrow,
            messages: current,
            selectedId: useActionUi.getState().selectedId,
          };
          const deps = viewDeps(account, listRef.current, scrollTo, latest.current.intl);
          return runViewCommand(command, state, deps);
        },
      }),
    // One registration per view: the narrow's key names it.
    [narrowKey(narrow), listRef, account],
  );
}

/**
 * A new view starts with nothing selected and reading by viewing resumed; returns whether this view
 * paused it ("mark as unread from here").
 */
export function useViewActionState(narrow: Narrow): { readingPaused: boolean } {
  const key = narrowKey(narrow);
  useEffect(() => {
    const ui = useActionUi.getState();
    ui.select(null);
    ui.setReadingPaused(false);
  }, [key]);
  return { readingPaused: useActionUi((s) => s.readingPaused) };
}
