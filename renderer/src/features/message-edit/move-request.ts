// The PATCH /messages/{id} parameters of a move: only what changed (the topic, trimmed; the channel
// when another was picked), the propagate mode, and both notification choices (the server's defaults
// differ between them, so both are always sent).
import type { ParamsOf } from '../../../../shared/api/operation';
import type { updateMessage } from '../../../../shared/api/messages';

export type PropagateMode = 'change_one' | 'change_later' | 'change_all';

export const PROPAGATE_MODES: readonly { mode: PropagateMode; label: string }[] = [
  { mode: 'change_one', label: 'Move only this message' },
  { mode: 'change_later', label: 'Move this and all following messages in the topic' },
  { mode: 'change_all', label: 'Move all messages in the topic' },
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

/** The request, or a sentence saying why there is nothing to send. */
export function moveRequest(
  choice: MoveChoice,
): { ok: true; params: ParamsOf<typeof updateMessage> } | { ok: false; reason: string } {
  const topic = choice.toTopic.trim();
  const topicChanged = topic !== choice.fromTopic;
  const channelChanged = choice.toStreamId !== choice.fromStreamId;
  if (!topicChanged && !channelChanged) return { ok: false, reason: 'Choose a new topic or channel.' };
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
