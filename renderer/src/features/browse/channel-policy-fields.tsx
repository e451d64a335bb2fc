// Announcing, default channel, message retention and the topics policy of a new channel.
import { useId } from 'react';
import { useAppStore } from '../../state/selectors';
import type { FieldsProps } from './channel-basics-fields';
import {
  FEATURE,
  topicsPolicyLevel,
  type RetentionChoice,
  type TopicsPolicyChoice,
} from './create-channel-params';

const RETENTION: { value: RetentionChoice; label: string }[] = [
  { value: 'realm_default', label: 'Organization default' },
  { value: 'unlimited', label: 'Forever' },
  { value: 'days', label: 'A number of days' },
];

const TOPICS_POLICIES: { value: TopicsPolicyChoice; label: string }[] = [
  { value: 'inherit', label: 'Organization default' },
  { value: 'allow_empty_topic', label: 'Messages may go without a topic' },
  { value: 'disable_empty_topic', label: 'Every message needs a topic' },
  { value: 'empty_topic_only', label: 'No topics: one conversation' },
];

export function ChannelPolicyFields({ form, update }: FieldsProps) {
  const retentionId = useId();
  const daysId = useId();
  const topicsId = useId();
  const featureLevel = useAppStore((s) => s.realm.featureLevel);
  const policies = TOPICS_POLICIES.filter((policy) => featureLevel >= topicsPolicyLevel(policy.value));
  return (
    <div className="form-section">
      <label className="form-choice">
        <input
          type="checkbox"
          checked={form.announce}
          onChange={(event) => update({ announce: event.target.checked })}
        />
        Announce the new channel
      </label>
      <label className="form-choice">
        <input
          type="checkbox"
          checked={form.isDefault}
          onChange={(event) => update({ isDefault: event.target.checked })}
        />
        <span>
          Default channel for new users
          <span className="form-choice-hint">Administrators only.</span>
        </span>
      </label>
      <div className="form-field-row">
        <div className="form-field">
          <label htmlFor={retentionId}>Keep messages</label>
          <select
            id={retentionId}
            value={form.retention}
            onChange={(event) => update({ retention: event.target.value as RetentionChoice })}
          >
            {RETENTION.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        {form.retention === 'days' && (
          <div className="form-field">
            <label htmlFor={daysId}>Days to keep messages</label>
            <input
              id={daysId}
              inputMode="numeric"
              value={form.retentionDays}
              onChange={(event) => update({ retentionDays: event.target.value })}
            />
          </div>
        )}
      </div>
      {featureLevel >= FEATURE.topicsPolicy && (
        <div className="form-field">
          <label htmlFor={topicsId}>Topics</label>
          <select
            id={topicsId}
            value={form.topicsPolicy}
            onChange={(event) => update({ topicsPolicy: event.target.value as TopicsPolicyChoice })}
          >
            {policies.map((policy) => (
              <option key={policy.value} value={policy.value}>
                {policy.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
