// "Move message" / "Move topic": a new topic and/or channel (only channels the user may post in),
// which messages move (propagate_mode) and the two notification choices the API offers. A refusal
// is named; one for the whole-topic time limit says how many messages could move and offers to
// move just those (change_later from the oldest one allowed), as the web app does.
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import type { updateMessage } from '../../../../shared/api/messages';
import type { ParamsOf } from '../../../../shared/api/operation';
import { useAppStore } from '../../state/selectors';
import { ModalDialog } from '../common/modal-dialog';
import { topicLimitProblem } from '../compose/text-limits';
import { moveLimitOf, refusalReason } from './edit-errors';
import { MoveOptions } from './move-options';
import { moveRequest, type MoveChoice } from './move-request';
import { moveTargets } from './move-targets';
import { useMovePermissions } from './use-move-permissions';
import { useAccount } from '../../state/account-scope';

interface MoveDialogProps {
  messageId: number;
  /** Opened for a whole topic (the topic menu): every message moves by default. */
  topic: { streamId: number; name: string } | undefined;
  onClose(): void;
}

export function MoveDialog({ messageId, topic, onClose }: MoveDialogProps) {
  const message = useAppStore((s) => s.messages.byId.get(messageId));
  const from =
    topic ??
    (message?.type === 'stream' && message.stream_id !== undefined
      ? { streamId: message.stream_id, name: message.subject }
      : null);
  return (
    <ModalDialog title={topic ? 'Move topic' : 'Move message'} onClose={onClose}>
      {from === null ? (
        <p>This message can no longer be moved.</p>
      ) : (
        <MoveForm
          messageId={messageId}
          from={from}
          timestamp={topic ? null : (message?.timestamp ?? null)}
          topicWide={topic !== undefined}
          onDone={onClose}
        />
      )}
    </ModalDialog>
  );
}

interface MoveFormProps {
  messageId: number;
  from: { streamId: number; name: string };
  timestamp: number | null;
  topicWide: boolean;
  onDone(): void;
}

function MoveForm({ messageId, from, timestamp, topicWide, onDone }: MoveFormProps) {
  const { api } = useAccount();
  const streamId = from.streamId;
  const ids = { topic: useId(), channel: useId() };
  const permissions = useMovePermissions({ streamId, timestamp });
  const maxTopicLength = useAppStore((s) => s.realm.maxTopicLength);
  const ownUserId = useAppStore((s) => s.realm.ownUserId);
  const channels = useAppStore((s) => s.channels);
  const groups = useAppStore((s) => s.userGroups);
  const targets = useMemo(
    () => (ownUserId === null ? [] : moveTargets(channels, groups, ownUserId, streamId)),
    [channels, groups, ownUserId, streamId],
  );
  const [choice, setChoice] = useState<MoveChoice>({
    messageId,
    fromStreamId: streamId,
    fromTopic: from.name,
    toStreamId: streamId,
    toTopic: from.name,
    mode: topicWide ? 'change_all' : 'change_one',
    notifyOld: false,
    notifyNew: true,
  });
  const move = useMutation({
    mutationFn: (params: ParamsOf<typeof updateMessage>) => api('updateMessage', params),
    onSuccess: onDone,
  });
  const request = moveRequest(choice);
  const problem = topicLimitProblem(choice.toTopic, maxTopicLength);
  const limit = moveLimitOf(move.error);
  const update = (patch: Partial<MoveChoice>) => setChoice((was) => ({ ...was, ...patch }));

  return (
    <form
      className="message-move-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (request.ok && problem === null) move.mutate(request.params);
      }}
    >
      <label htmlFor={ids.channel}>Channel</label>
      <select
        id={ids.channel}
        value={choice.toStreamId}
        disabled={!permissions.channel.ok}
        onChange={(event) => update({ toStreamId: Number(event.target.value) })}
      >
        {targets.map((target) => (
          <option key={target.streamId} value={target.streamId}>
            #{target.name}
          </option>
        ))}
      </select>
      {!permissions.channel.ok && <p className="message-move-note">{permissions.channel.reason}</p>}
      <label htmlFor={ids.topic}>Topic</label>
      <input
        id={ids.topic}
        value={choice.toTopic}
        disabled={!permissions.topic.ok}
        onChange={(event) => update({ toTopic: event.target.value })}
      />
      {!permissions.topic.ok && <p className="message-move-note">{permissions.topic.reason}</p>}
      <MoveOptions choice={choice} update={update} />
      {problem !== null && (
        <p role="alert" className="message-edit-error">
          {problem}
        </p>
      )}
      {move.isError && (
        <div role="alert" className="message-edit-error">
          <p>Nothing was moved: {refusalReason(move.error)}</p>
          {limit !== null && limit.firstAllowedId !== null && request.ok && (
            <button
              type="button"
              className="button button-small"
              onClick={() =>
                move.mutate({
                  ...request.params,
                  message_id: limit.firstAllowedId ?? messageId,
                  propagate_mode: 'change_later',
                })
              }
            >
              Move the {limit.allowed} most recent messages
            </button>
          )}
        </div>
      )}
      <div className="message-edit-dialog-actions">
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
        <button
          type="submit"
          className="button button-primary"
          disabled={!request.ok || problem !== null || move.isPending}
          title={request.ok ? undefined : request.reason}
        >
          {move.isPending ? 'Moving…' : 'Move'}
        </button>
      </div>
    </form>
  );
}
