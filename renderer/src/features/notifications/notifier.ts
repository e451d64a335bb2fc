// Watches one account's store for new messages as its batches are applied, and runs the notification
// decision (shared/notifications) with that store's state: the user's settings, the subscription,
// the topic's visibility policy, muted users and this computer's do-not-disturb pause. Replayed
// batches (a reload catching up) and snapshots never notify. The store and account are injected:
// with one store per signed-in account, each gets its own notifier.
import type { IntlShape } from 'react-intl';
import type { DoNotDisturbUntil, NotificationRequest } from '../../../../shared/desktop';
import type { EventOfKind } from '../../../../shared/events';
import type { Message } from '../../../../shared/objects';
import {
  decideNotification,
  type NotificationDecision,
} from '../../../../shared/notifications/notification-decision';
import { findChannel } from '../../state/channels';
import { isUserMuted } from '../../state/muted-users';
import type { AppStore, AppStoreApi } from '../../state/store';
import { visibilityPolicyOf } from '../../state/user-topics';
import { emptyTopicMessages } from '../channels/topic-list-model';
import { notificationContent } from './notification-content';

export interface NotifierOptions {
  store: AppStoreApi;
  accountId: string;
  /** Shows one notification (the page's Notification API, or main's in Electron). */
  show(request: NotificationRequest): void;
  playSound(sound: string): void;
  /** Whether the window has focus and shows this message's conversation (on-screen.ts). */
  isOnScreen(message: Message, ownUserId: number): boolean;
  /** This computer's do-not-disturb pause (the shell store's preferences; no account's). */
  doNotDisturbUntil(): DoNotDisturbUntil | undefined;
  htmlToText(html: string): string;
  /** The window's language at the moment a notification is made. */
  intl(): IntlShape;
  now?: () => number;
}

/** The decision for one new message in the store's current state. */
export function decideFor(
  state: AppStore,
  event: EventOfKind<'message'>,
  onScreen: (message: Message, ownUserId: number) => boolean,
  now: number,
  doNotDisturbUntil: DoNotDisturbUntil | undefined,
): NotificationDecision {
  const { message, flags } = event;
  const ownUserId = state.realm.ownUserId;
  const streamId = message.type === 'stream' ? message.stream_id : undefined;
  const decide = (shown: boolean) =>
    decideNotification(
      { type: message.type, senderId: message.sender_id, streamId, flags },
      {
        ownUserId,
        settings: state.userSettings.values,
        subscription: streamId === undefined ? undefined : state.channels.subscriptions.get(streamId),
        topicPolicy:
          streamId === undefined ? 0 : visibilityPolicyOf(state.userTopics, streamId, message.subject),
        senderMuted: isUserMuted(state.mutedUsers, message.sender_id),
        doNotDisturbUntil,
        now,
        onScreen: shown,
      },
    );
  // Most messages notify nobody: the page's focus and route are read only for those that would.
  const decision = decide(false);
  const wouldNotify = decision.desktop || decision.sound !== null;
  return wouldNotify && ownUserId !== null && onScreen(message, ownUserId) ? decide(true) : decision;
}

/** Starts watching; returns the stop function. */
export function startNotifier(options: NotifierOptions): () => void {
  const now = options.now ?? Date.now;
  return options.store.getState().onEventsApplied((batch) => {
    if (batch.replayed || batch.accountId !== options.accountId) return;
    let sound: string | null = null;
    for (const event of batch.events) {
      if (event.kind !== 'message') continue;
      const state = options.store.getState();
      const ownUserId = state.realm.ownUserId;
      if (ownUserId === null) return;
      const decision = decideFor(state, event, options.isOnScreen, now(), options.doNotDisturbUntil());
      if (decision.desktop) {
        const intl = options.intl();
        options.show(
          notificationContent(event.message, decision.hideContent, {
            accountId: options.accountId,
            ownUserId,
            channelName: (id) => findChannel(state.channels, id)?.name,
            emptyTopicName:
              state.realm.emptyTopicDisplayName || intl.formatMessage(emptyTopicMessages.fallback),
            htmlToText: options.htmlToText,
            intl,
          }),
        );
      }
      sound ??= decision.sound;
    }
    // A batch of several new messages plays one sound, not a chord.
    if (sound !== null) options.playSound(sound);
  });
}
