// The "to" line of compose: the channel and an editable topic, the people of a direct message, or —
// in views that fix neither (feed, mentions, starred) — a choice between the two.
import { useShallow } from 'zustand/react/shallow';
import { useAppStore } from '../../state/selectors';
import { findUser } from '../../state/users';
import type { ComposeRecipient, TopicRule } from './compose-rules';
import type { ComposeSetup } from './compose-target';
import { RecipientPicker } from './recipient-picker';
import { topicLimitProblem } from './text-limits';

interface Props {
  recipient: ComposeRecipient;
  lock: ComposeSetup['lock'];
  topicRule: TopicRule | null;
  maxTopicLength: number;
  onChange(recipient: ComposeRecipient): void;
}

export function ComposeRecipientRow({ recipient, lock, topicRule, maxTopicLength, onChange }: Props) {
  return (
    <div className="compose-recipient">
      {lock === 'none' && <KindSwitch recipient={recipient} onChange={onChange} />}
      {recipient.type === 'channel' ? (
        <>
          {lock === 'channel' && recipient.streamId !== null ? (
            <ChannelName streamId={recipient.streamId} />
          ) : (
            <ChannelSelect
              streamId={recipient.streamId}
              onChange={(streamId) => onChange({ ...recipient, streamId })}
            />
          )}
          <span className="compose-recipient-separator" aria-hidden="true">
            ›
          </span>
          <input
            className="compose-topic"
            type="text"
            aria-label="Topic"
            value={topicRule?.emptyOnly ? '' : recipient.topic}
            placeholder={topicRule?.placeholder ?? 'Topic'}
            // No maxLength: the browser would silently cut a pasted topic; compose says what is too long.
            aria-invalid={topicLimitProblem(recipient.topic, maxTopicLength) !== null}
            disabled={topicRule?.emptyOnly === true}
            required={topicRule?.required === true}
            onChange={(event) => onChange({ ...recipient, topic: event.target.value })}
          />
        </>
      ) : lock === 'people' ? (
        <DirectNames userIds={recipient.userIds} />
      ) : (
        <RecipientPicker
          userIds={recipient.userIds}
          onChange={(userIds) => onChange({ type: 'direct', userIds })}
        />
      )}
    </div>
  );
}

function KindSwitch({ recipient, onChange }: Pick<Props, 'recipient' | 'onChange'>) {
  return (
    <div className="compose-kind" role="group" aria-label="Message type">
      <button
        type="button"
        className="compose-kind-option"
        aria-pressed={recipient.type === 'channel'}
        onClick={() =>
          recipient.type !== 'channel' && onChange({ type: 'channel', streamId: null, topic: '' })
        }
      >
        Channel
      </button>
      <button
        type="button"
        className="compose-kind-option"
        aria-pressed={recipient.type === 'direct'}
        onClick={() => recipient.type !== 'direct' && onChange({ type: 'direct', userIds: [] })}
      >
        Direct message
      </button>
    </div>
  );
}

function ChannelName({ streamId }: { streamId: number }) {
  const name = useAppStore(
    (s) => s.channels.subscriptions.get(streamId)?.name ?? s.channels.streams.get(streamId)?.name,
  );
  return <span className="compose-channel-name">#{name ?? `channel ${streamId}`}</span>;
}

function ChannelSelect({
  streamId,
  onChange,
}: {
  streamId: number | null;
  onChange(id: number | null): void;
}) {
  const subscriptions = useAppStore((s) => s.channels.subscriptions);
  const choices = [...subscriptions.values()]
    .filter((sub) => sub.is_archived !== true)
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <select
      className="compose-channel-select"
      aria-label="Channel"
      value={streamId ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
    >
      <option value="">Choose a channel…</option>
      {choices.map((sub) => (
        <option key={sub.stream_id} value={sub.stream_id}>
          #{sub.name}
        </option>
      ))}
    </select>
  );
}

function DirectNames({ userIds }: { userIds: readonly number[] }) {
  const names = useAppStore(
    useShallow((s) => userIds.map((id) => findUser(s.users, id)?.full_name ?? `User ${id}`)),
  );
  return <span className="compose-direct-names">To: {names.join(', ')}</span>;
}
