// The emoji picker for a message: shown while the message-dialogs store has an 'emoji' dialog open;
// a pick toggles the user's reaction with that emoji on the message (add, or remove when already
// there), then the dialog closes and focus returns where it came from. The picker itself is a lazy
// chunk, so neither it nor the emoji data is part of the initial bundle.
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { errorMessage } from '../../bridge/call-api';
import { useAppStore } from '../../state/selectors';
import { useMessageDialogs } from '../message-actions/message-dialogs-store';
import type { EmojiEntry } from './emoji-catalog';
import { useAccount } from '../../state/account-scope';

const EmojiPicker = lazy(() => import('./emoji-picker').then((m) => ({ default: m.EmojiPicker })));

const messages = defineMessages({
  title: { id: 'emoji.reaction_picker.title', defaultMessage: 'Add a reaction' },
});

export function MessageEmojiPicker() {
  const intl = useIntl();
  const { api } = useAccount();
  const dialog = useMessageDialogs((s) => (s.dialog?.kind === 'emoji' ? s.dialog : null));
  const closeDialog = useMessageDialogs((s) => s.closeDialog);
  const message = useAppStore((s) => (dialog ? s.messages.byId.get(dialog.messageId) : undefined));
  const ownUserId = useAppStore((s) => s.realm.ownUserId);
  const close = () => {
    const returnFocus = dialog?.returnFocus;
    toggle.reset();
    closeDialog();
    // Everything outside a modal dialog is inert until it has closed, which happens on the next render.
    requestAnimationFrame(() => returnFocus?.focus());
  };
  const toggle = useMutation({
    mutationFn: (entry: EmojiEntry) => {
      const same = message?.reactions.filter(
        (r) => r.emoji_code === entry.code && r.reaction_type === entry.kind,
      );
      const mine = same?.some((r) => r.user_id === ownUserId);
      const params = {
        message_id: dialog!.messageId,
        // The name the server already uses for this emoji on the message, so one emoji never shows
        // under two names (and a real server's own names win over the package's).
        emoji_name: same?.[0]?.emoji_name ?? entry.name,
        emoji_code: entry.code,
        reaction_type: entry.kind,
      };
      return mine ? api('removeReaction', params) : api('addReaction', params);
    },
    onSuccess: close,
  });
  if (dialog === null) return null;
  return (
    <Suspense fallback={null}>
      <EmojiPicker
        title={intl.formatMessage(messages.title)}
        onPick={(entry) => toggle.mutate(entry)}
        onClose={close}
        error={toggle.isError ? errorMessage(toggle.error, intl) : null}
      />
    </Suspense>
  );
}
