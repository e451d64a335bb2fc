// The channel browser's rows as a pure function of the channels the store knows: every visible
// channel once (subscribed, formerly subscribed or never joined), filtered and sorted by name as the
// window's language sorts names.
import { defineMessages, type IntlShape, type NoMessageValues } from 'react-intl';
import type { BasicChannel } from '../../../../shared/objects';
import type { CompareNames } from '../../i18n/name-order';
import type { ById } from '../../state/by-id-map';

export interface BrowseRow {
  streamId: number;
  name: string;
  renderedDescription: string;
  subscriberCount: number | undefined;
  /** Messages per week; null while the channel is too new to estimate; undefined if not sent. */
  weeklyTraffic: number | null | undefined;
  inviteOnly: boolean;
  webPublic: boolean;
  archived: boolean;
  subscribed: boolean;
}

export interface BrowseSource {
  subscriptions: ById<BasicChannel>;
  streams: ById<BasicChannel>;
  unsubscribed: ById<BasicChannel>;
  neverSubscribed: ById<BasicChannel>;
}

const messages = defineMessages<{
  newChannel: NoMessageValues;
  quiet: NoMessageValues;
  traffic: { count: number };
  subscribers: { count: number };
}>({
  newChannel: { id: 'browse.row.traffic_new', defaultMessage: 'New channel' },
  quiet: { id: 'browse.row.traffic_none', defaultMessage: 'No recent messages' },
  traffic: {
    id: 'browse.row.traffic',
    defaultMessage: '{count, plural, one {# message a week} other {# messages a week}}',
  },
  subscribers: {
    id: 'browse.row.subscribers',
    defaultMessage: '{count, plural, one {# subscriber} other {# subscribers}}',
  },
});

function toRow(channel: BasicChannel, subscribed: boolean): BrowseRow {
  return {
    streamId: channel.stream_id,
    name: channel.name,
    renderedDescription: channel.rendered_description ?? '',
    subscriberCount: channel.subscriber_count ?? channel.subscribers?.length,
    weeklyTraffic: channel.stream_weekly_traffic,
    inviteOnly: channel.invite_only === true,
    webPublic: channel.is_web_public === true,
    archived: channel.is_archived === true,
    subscribed,
  };
}

/** Lower-cased words the filter looks in: the name and the description's source text. */
function matches(channel: BasicChannel, needle: string): boolean {
  if (needle === '') return true;
  return (
    channel.name.toLowerCase().includes(needle) || (channel.description ?? '').toLowerCase().includes(needle)
  );
}

export function browseRows(
  source: BrowseSource,
  filter: string,
  showArchived: boolean,
  compareNames: CompareNames,
): BrowseRow[] {
  // Later maps only fill in channels the earlier, richer ones lack.
  const all = new Map<number, BrowseRow & { channel: BasicChannel }>();
  const add = (map: ById<BasicChannel>, subscribed: boolean) => {
    for (const channel of map.values()) {
      if (!all.has(channel.stream_id)) all.set(channel.stream_id, { ...toRow(channel, subscribed), channel });
    }
  };
  add(source.subscriptions, true);
  add(source.streams, false);
  add(source.unsubscribed, false);
  add(source.neverSubscribed, false);
  const needle = filter.trim().toLowerCase();
  return [...all.values()]
    .filter((row) => (showArchived || !row.archived) && matches(row.channel, needle))
    .map(({ channel: _channel, ...row }) => row)
    .sort((a, b) => compareNames(a.name, b.name) || a.streamId - b.streamId);
}

export function formatWeeklyTraffic(intl: IntlShape, traffic: number | null | undefined): string | undefined {
  if (traffic === undefined) return undefined;
  if (traffic === null) return intl.formatMessage(messages.newChannel);
  if (traffic === 0) return intl.formatMessage(messages.quiet);
  return intl.formatMessage(messages.traffic, { count: traffic });
}

export function formatSubscribers(intl: IntlShape, count: number | undefined): string | undefined {
  if (count === undefined) return undefined;
  return intl.formatMessage(messages.subscribers, { count });
}
