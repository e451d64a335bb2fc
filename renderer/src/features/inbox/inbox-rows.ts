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
