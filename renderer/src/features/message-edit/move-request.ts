// The PATCH /messages/{id} parameters of a move: only what changed (the topic, trimmed; the channel
// when another was picked), the propagate mode, and both notification choices (the server's defaults
// differ between them, so both are always sent).
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ParamsOf } from '../../../../shared/api/operation';
import type { updateMessage } from '../../../../shared/api/messages';

export type PropagateMode = 'change_one' | 'change_later' | 'change_all';

const messages = defineMessages({
  changeOne: { id: 'edit.move.change_one', defaultMessage: 'Move only this message' },
  changeLater: {
    id: 'edit.move.change_later',
    defaultMessage: 'Move this and all following messages in the topic',
  },
  changeAll: { id: 'edit.move.change_all', defaultMessage: 'Move all messages in the topic' },
  unchanged: { id: 'edit.move.unchanged', defaultMessage: 'Choose a new topic or channel.' },
});

export const PROPAGATE_MODES: readonly { mode: PropagateMode; label: MessageDescriptor }[] = [
  { mode: 'change_one', label: messages.changeOne },
  { mode: 'change_later', label: messages.changeLater },
  { mode: 'change_all', label: messages.changeAll },
];

export interface MoveChoice {
  messageId: number;
  fromStreamId: number;
  fromTopic: string;
  toStreamId: number;
  toTopic: string;
  mode: PropagateMode;
  notifyOld: boolean;
  notifyNew: boolean;
}

/** The request, or a sentence (to format) saying why there is nothing to send. */
export function moveRequest(
  choice: MoveChoice,
): { ok: true; params: ParamsOf<typeof updateMessage> } | { ok: false; reason: MessageDescriptor } {
  const topic = choice.toTopic.trim();
  const topicChanged = topic !== choice.fromTopic;
  const channelChanged = choice.toStreamId !== choice.fromStreamId;
  if (!topicChanged && !channelChanged) return { ok: false, reason: messages.unchanged };
  return {
    ok: true,
    params: {
      message_id: choice.messageId,
      ...(topicChanged ? { topic } : {}),
      ...(channelChanged ? { stream_id: choice.toStreamId } : {}),
      propagate_mode: choice.mode,
      send_notification_to_old_thread: choice.notifyOld,
      send_notification_to_new_thread: choice.notifyNew,
    },
  };
}
