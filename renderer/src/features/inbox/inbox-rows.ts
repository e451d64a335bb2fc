// The Inbox's groups flattened into the one list of rows the virtualized view paints and the
// keyboard walks: a group's header, then its direct conversations or its channels, each channel's
// header followed by its topics. A collapsed group or channel keeps its header and hides the rest.
import type { InboxChannel, InboxTopic } from './inbox-channel';
import type { InboxDm, InboxGroup } from './inbox-model';

export type InboxRow =
  | { kind: 'group'; key: string; group: InboxGroup; expanded: boolean }
  | { kind: 'channel'; key: string; channel: InboxChannel; expanded: boolean }
  | { kind: 'topic'; key: string; topic: InboxTopic; channelName: string }
  | { kind: 'dm'; key: string; dm: InboxDm };

export const channelRowKey = (streamId: number): string => `channel-${streamId}`;

export function inboxRows(groups: readonly InboxGroup[], collapsed: ReadonlySet<string>): InboxRow[] {
  const rows: InboxRow[] = [];
  for (const group of groups) {
    const groupOpen = !collapsed.has(group.key);
    rows.push({ kind: 'group', key: group.key, group, expanded: groupOpen });
    if (!groupOpen) continue;
    for (const dm of group.dms) rows.push({ kind: 'dm', key: dm.key, dm });
    for (const channel of group.channels) {
      const key = channelRowKey(channel.streamId);
      const open = !collapsed.has(key);
      rows.push({ kind: 'channel', key, channel, expanded: open });
      if (!open) continue;
      for (const topic of channel.topics)
        rows.push({ kind: 'topic', key: topic.key, topic, channelName: channel.name });
    }
  }
  return rows;
}

/** Every collapse key of the groups and channels: what "Collapse all" collapses. */
export function collapseKeys(groups: readonly InboxGroup[]): string[] {
  return groups.flatMap((group) => [group.key, ...group.channels.map((c) => channelRowKey(c.streamId))]);
}

/** Where the roving focus moves for a key, or null when the key is not the list's. */
export function nextIndex(key: string, index: number, count: number, pageRows: number): number | null {
  if (count === 0) return null;
  const clamp = (i: number) => Math.min(Math.max(i, 0), count - 1);
  switch (key) {
    case 'ArrowDown':
    case 'j':
      return clamp(index + 1);
    case 'ArrowUp':
    case 'k':
      return clamp(index - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'PageDown':
      return clamp(index + pageRows);
    case 'PageUp':
      return clamp(index - pageRows);
    default:
      return null;
  }
}
