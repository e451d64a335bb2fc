// The filters above Recent conversations: toggles for unread, participated and muted conversations,
// a choice of every conversation, channels only or direct messages only, a channel picker and a text
// filter on channel and topic names. Changes go to the session's filter store.
import { useMemo } from 'react';
import { useAppStore } from '../../state/selectors';
import type { RecentFilters, RecentKind } from './recent-filters';

interface FilterBarProps {
  filters: RecentFilters;
  change(patch: Partial<RecentFilters>): void;
}

const KINDS: { kind: RecentKind; label: string }[] = [
  { kind: 'all', label: 'All' },
  { kind: 'channels', label: 'Channels' },
  { kind: 'dms', label: 'Direct messages' },
];

function Toggle({ label, on, set }: { label: string; on: boolean; set(on: boolean): void }) {
  return (
    <button type="button" className="field recent-toggle" aria-pressed={on} onClick={() => set(!on)}>
      {label}
    </button>
  );
}

export function RecentFilterBar({ filters, change }: FilterBarProps) {
  const subscriptions = useAppStore((s) => s.channels.subscriptions);
  const channels = useMemo(
    () =>
      [...subscriptions.values()]
        .map((sub) => ({ id: sub.stream_id, name: sub.name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [subscriptions],
  );
  const streamId = filters.streamId !== null && subscriptions.has(filters.streamId) ? filters.streamId : null;
  return (
    <div className="recent-filters" role="group" aria-label="Filters">
      <Toggle label="Unread" on={filters.unreadOnly} set={(unreadOnly) => change({ unreadOnly })} />
      <Toggle
        label="Participated"
        on={filters.participated}
        set={(participated) => change({ participated })}
      />
      <Toggle
        label="Include muted"
        on={filters.includeMuted}
        set={(includeMuted) => change({ includeMuted })}
      />
      <div className="recent-kinds" role="radiogroup" aria-label="Conversations to show">
        {KINDS.map(({ kind, label }) => (
          <label key={kind} className={`field recent-kind${filters.kind === kind ? ' is-on' : ''}`}>
            <input
              type="radio"
              name="recent-kind"
              checked={filters.kind === kind}
              onChange={() => change({ kind })}
            />
            {label}
          </label>
        ))}
      </div>
      <select
        className="field recent-channel-picker"
        aria-label="Channel"
        value={streamId ?? ''}
        disabled={filters.kind === 'dms'}
        onChange={(event) =>
          change({ streamId: event.target.value === '' ? null : Number(event.target.value) })
        }
      >
        <option value="">All channels</option>
        {channels.map((channel) => (
          <option key={channel.id} value={channel.id}>
            {channel.name}
          </option>
        ))}
      </select>
      <input
        type="text"
        className="field recent-text-filter"
        aria-label="Filter conversations"
        placeholder="Filter by channel, topic or person"
        value={filters.text}
        onChange={(event) => change({ text: event.target.value })}
      />
    </div>
  );
}
