// The filters above Recent conversations: toggles for unread, participated and muted conversations,
// a choice of every conversation, channels only or direct messages only, a channel picker and a text
// filter on channel and topic names. Changes go to the session's filter store.
import { useMemo } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useAppStore } from '../../state/selectors';
import type { RecentFilters, RecentKind } from './recent-filters';

interface FilterBarProps {
  filters: RecentFilters;
  change(patch: Partial<RecentFilters>): void;
}

const messages = defineMessages({
  all: { id: 'recent.filter.kind_all', defaultMessage: 'All' },
  channels: { id: 'recent.filter.kind_channels', defaultMessage: 'Channels' },
  dms: { id: 'recent.filter.kind_dms', defaultMessage: 'Direct messages' },
  filters: { id: 'recent.filter.label', defaultMessage: 'Filters' },
  unread: { id: 'recent.filter.unread', defaultMessage: 'Unread' },
  participated: { id: 'recent.filter.participated', defaultMessage: 'Participated' },
  includeMuted: { id: 'recent.filter.include_muted', defaultMessage: 'Include muted' },
  kinds: { id: 'recent.filter.kinds', defaultMessage: 'Conversations to show' },
  channel: { id: 'recent.filter.channel', defaultMessage: 'Channel' },
  allChannels: { id: 'recent.filter.all_channels', defaultMessage: 'All channels' },
  text: { id: 'recent.filter.text', defaultMessage: 'Filter conversations' },
  textHint: { id: 'recent.filter.text_hint', defaultMessage: 'Filter by channel, topic or person' },
});

const KINDS: { kind: RecentKind; label: MessageDescriptor }[] = [
  { kind: 'all', label: messages.all },
  { kind: 'channels', label: messages.channels },
  { kind: 'dms', label: messages.dms },
];

function Toggle({ label, on, set }: { label: string; on: boolean; set(on: boolean): void }) {
  return (
    <button type="button" className="field recent-toggle" aria-pressed={on} onClick={() => set(!on)}>
      {label}
    </button>
  );
}

export function RecentFilterBar({ filters, change }: FilterBarProps) {
  const intl = useIntl();
  const subscriptions = useAppStore((s) => s.channels.subscriptions);
  const channels = useMemo(
    () =>
      [...subscriptions.values()]
        .map((sub) => ({ id: sub.stream_id, name: sub.name }))
        .sort((a, b) => a.name.localeCompare(b.name, intl.locale)),
    [subscriptions, intl.locale],
  );
  const streamId = filters.streamId !== null && subscriptions.has(filters.streamId) ? filters.streamId : null;
  return (
    <div className="recent-filters" role="group" aria-label={intl.formatMessage(messages.filters)}>
      <Toggle
        label={intl.formatMessage(messages.unread)}
        on={filters.unreadOnly}
        set={(unreadOnly) => change({ unreadOnly })}
      />
      <Toggle
        label={intl.formatMessage(messages.participated)}
        on={filters.participated}
        set={(participated) => change({ participated })}
      />
      <Toggle
        label={intl.formatMessage(messages.includeMuted)}
        on={filters.includeMuted}
        set={(includeMuted) => change({ includeMuted })}
      />
      <div className="recent-kinds" role="radiogroup" aria-label={intl.formatMessage(messages.kinds)}>
        {KINDS.map(({ kind, label }) => (
          <label key={kind} className={`field recent-kind${filters.kind === kind ? ' is-on' : ''}`}>
            <input
              type="radio"
              name="recent-kind"
              checked={filters.kind === kind}
              onChange={() => change({ kind })}
            />
            {intl.formatMessage(label)}
          </label>
        ))}
      </div>
      <select
        className="field recent-channel-picker"
        aria-label={intl.formatMessage(messages.channel)}
        value={streamId ?? ''}
        disabled={filters.kind === 'dms'}
        onChange={(event) =>
          change({ streamId: event.target.value === '' ? null : Number(event.target.value) })
        }
      >
        <option value="">{intl.formatMessage(messages.allChannels)}</option>
        {channels.map((channel) => (
          <option key={channel.id} value={channel.id}>
            {channel.name}
          </option>
        ))}
      </select>
      <input
        type="text"
        className="field recent-text-filter"
        aria-label={intl.formatMessage(messages.text)}
        placeholder={intl.formatMessage(messages.textHint)}
        value={filters.text}
        onChange={(event) => change({ text: event.target.value })}
      />
    </div>
  );
}
