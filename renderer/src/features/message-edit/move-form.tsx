// The move form: a new topic and/or channel (only channels the user may post in), which messages move
// (propagate_mode) and the two notification choices the API offers. A refusal is named; one for the
// whole-topic time limit says how many messages could move and offers to move just those
// (change_later from the oldest one allowed), as the web app does.
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { defineMessages, useIntl, type MessageValue, type NoMessageValues } from 'react-intl';
import type { updateMessage } from '../../../../shared/api/messages';
import type { ParamsOf } from '../../../../shared/api/operation';
import { useAppStore } from '../../state/selectors';
import { topicLimitProblem } from '../compose/text-limits';
import { moveLimitOf, refusalReason } from './edit-errors';
import { MoveOptions } from './move-options';
import { moveRequest, type MoveChoice } from './move-request';
import { moveTargets } from './move-targets';
import { useMovePermissions } from './use-move-permissions';
import { refusalText } from '../message-actions/permission-reasons';
import type { Permission } from '../message-actions/permissions';
import { useAccount } from '../../state/account-scope';
import { formatPhrase } from '../../../../shared/i18n/phrase';

const messages = defineMessages<{
  readonly channel: NoMessageValues;
  readonly topic: NoMessageValues;
  readonly failed: { readonly reason: MessageValue };
  readonly moveAllowed: { readonly allowed: number | bigint };
  readonly cancel: NoMessageValues;
  readonly moving: NoMessageValues;
  readonly move: NoMessageValues;
}>({
  channel: { id: 'edit.move.channel', defaultMessage: 'Channel' },
  topic: { id: 'edit.move.topic', defaultMessage: 'Topic' },
  failed: { id: 'edit.move.failed', defaultMessage: 'Nothing was moved: {reason}' },
  moveAllowed: {
    id: 'edit.move.move_allowed',
    defaultMessage:
      '{allowed, plural, one {Move the # most recent message} other {Move the # most recent messages}}',
  },
  cancel: { id: 'edit.move.cancel', defaultMessage: 'Cancel' },
  moving: { id: 'edit.move.moving', defaultMessage: 'Moving…' },
  move: { id: 'edit.move.confirm', defaultMessage: 'Move' },
});

/** Zulip's mark before a channel's name ("#design"). */
const CHANNEL_MARK = '#';

interface MoveFormProps {
  messageId: number;
  from: { streamId: number; name: string };
  timestamp: number | null;
  topicWide: boolean;
  onDone(): void;
}

export function MoveForm({ messageId, from, timestamp, topicWide, onDone }: MoveFormProps) {
  const intl = useIntl();
  const shownRefusal = (permission: Permission) => formatPhrase(intl, refusalText(permission) ?? '');
  const { api } = useAccount();
  const streamId = from.streamId;
  const ids = { topic: useId(), channel: useId() };
  const permissions = useMovePermissions({ streamId, timestamp });
  const maxTopicLength = useAppStore((s) => s.realm.maxTopicLength);
  const ownUserId = useAppStore((s) => s.realm.ownUserId);
  const channels = useAppStore((s) => s.channels);
  const groups = useAppStore((s) => s.userGroups);
  const targets = useMemo(
    () => (ownUserId === null ? [] : moveTargets(channels, groups, ownUserId, streamId, intl.locale)),
    [channels, groups, ownUserId, streamId, intl.locale],
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
  const problem = topicLimitProblem(intl, choice.toTopic, maxTopicLength);
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
      <label htmlFor={ids.channel}>{intl.formatMessage(messages.channel)}</label>
      <select
        id={ids.channel}
        value={choice.toStreamId}
        disabled={!permissions.channel.ok}
        onChange={(event) => update({ toStreamId: Number(event.target.value) })}
      >
        {targets.map((target) => (
          <option key={target.streamId} value={target.streamId}>
            {CHANNEL_MARK}
            {target.name}
          </option>
        ))}
      </select>
      {!permissions.channel.ok && <p className="message-move-note">{shownRefusal(permissions.channel)}</p>}
      <label htmlFor={ids.topic}>{intl.formatMessage(messages.topic)}</label>
      <input
        id={ids.topic}
        value={choice.toTopic}
        disabled={!permissions.topic.ok}
        onChange={(event) => update({ toTopic: event.target.value })}
      />
      {!permissions.topic.ok && <p className="message-move-note">{shownRefusal(permissions.topic)}</p>}
      <MoveOptions choice={choice} update={update} />
      {problem !== null && (
        <p role="alert" className="message-edit-error">
          {problem}
        </p>
      )}
      {move.isError && (
        <div role="alert" className="message-edit-error">
          <p>{intl.formatMessage(messages.failed, { reason: refusalReason(intl, move.error) })}</p>
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
              {intl.formatMessage(messages.moveAllowed, { allowed: limit.allowed })}
            </button>
          )}
        </div>
      )}
      <div className="message-edit-dialog-actions">
        <button type="button" className="button" onClick={onDone}>
          {intl.formatMessage(messages.cancel)}
        </button>
        <button
          type="submit"
          className="button button-primary"
          disabled={!request.ok || problem !== null || move.isPending}
          title={request.ok ? undefined : intl.formatMessage(request.reason)}
        >
          {intl.formatMessage(move.isPending ? messages.moving : messages.move)}
        </button>
      </div>
    </form>
  );
}
