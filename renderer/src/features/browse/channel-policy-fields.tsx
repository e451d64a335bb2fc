// Announcing, default channel, message retention and the topics policy of a new channel.
import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useAppStore } from '../../state/selectors';
import type { FieldsProps } from './channel-basics-fields';
import {
  FEATURE,
  topicsPolicyLevel,
  type RetentionChoice,
  type TopicsPolicyChoice,
} from './create-channel-params';

const messages = defineMessages({
  retentionDefault: { id: 'browse.create.retention_default', defaultMessage: 'Organization default' },
  retentionForever: { id: 'browse.create.retention_forever', defaultMessage: 'Forever' },
  retentionDays: { id: 'browse.create.retention_days_choice', defaultMessage: 'A number of days' },
  topicsDefault: { id: 'browse.create.topics_default', defaultMessage: 'Organization default' },
  topicsAllowEmpty: {
    id: 'browse.create.topics_allow_empty',
    defaultMessage: 'Messages may go without a topic',
  },
  topicsRequired: { id: 'browse.create.topics_required', defaultMessage: 'Every message needs a topic' },
  topicsNone: { id: 'browse.create.topics_none', defaultMessage: 'No topics: one conversation' },
});

const RETENTION: { value: RetentionChoice; label: MessageDescriptor }[] = [
  { value: 'realm_default', label: messages.retentionDefault },
  { value: 'unlimited', label: messages.retentionForever },
  { value: 'days', label: messages.retentionDays },
];

const TOPICS_POLICIES: { value: TopicsPolicyChoice; label: MessageDescriptor }[] = [
  { value: 'inherit', label: messages.topicsDefault },
  { value: 'allow_empty_topic', label: messages.topicsAllowEmpty },
  { value: 'disable_empty_topic', label: messages.topicsRequired },
  { value: 'empty_topic_only', label: messages.topicsNone },
];

export function ChannelPolicyFields({ form, update }: FieldsProps) {
  const intl = useIntl();
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
        <FormattedMessage id="browse.create.announce" defaultMessage="Announce the new channel" />
      </label>
      <label className="form-choice">
        <input
          type="checkbox"
          checked={form.isDefault}
          onChange={(event) => update({ isDefault: event.target.checked })}
        />
        <span>
          <FormattedMessage
            id="browse.create.default_channel"
            defaultMessage="Default channel for new users"
          />
          <span className="form-choice-hint">
            <FormattedMessage id="browse.create.default_channel_hint" defaultMessage="Administrators only." />
          </span>
        </span>
      </label>
      <div className="form-field-row">
        <div className="form-field">
          <label htmlFor={retentionId}>
            <FormattedMessage id="browse.create.retention" defaultMessage="Keep messages" />
          </label>
          <select
            id={retentionId}
            value={form.retention}
            onChange={(event) => update({ retention: event.target.value as RetentionChoice })}
          >
            {RETENTION.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {intl.formatMessage(choice.label)}
              </option>
            ))}
          </select>
        </div>
        {form.retention === 'days' && (
          <div className="form-field">
            <label htmlFor={daysId}>
              <FormattedMessage id="browse.create.retention_days" defaultMessage="Days to keep messages" />
            </label>
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
          <label htmlFor={topicsId}>
            <FormattedMessage id="browse.create.topics" defaultMessage="Topics" />
          </label>
          <select
            id={topicsId}
            value={form.topicsPolicy}
            onChange={(event) => update({ topicsPolicy: event.target.value as TopicsPolicyChoice })}
          >
            {policies.map((policy) => (
              <option key={policy.value} value={policy.value}>
                {intl.formatMessage(policy.label)}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
