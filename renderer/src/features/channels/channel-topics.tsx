// A channel's topics in the sidebar: a toggle next to the channel, and when open its topics from
// GET /users/me/{stream_id}/topics, most recent first. Muted topics are dimmed, followed ones marked;
// the list refetches when a message arrives in the channel (see live-queries).
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import { errorMessage } from '../../bridge/call-api';
import { useRoute } from '../../routing/use-route';
import { useAppStore } from '../../state/selectors';
import { queryKeys } from '../live-queries/query-keys';
import { useSidebarUi } from './sidebar-ui-store';
import { emptyTopicMessages, topicRows } from './topic-list-model';
import { TopicRowItem } from './topic-row';
import { useTopicPolicies } from './user-topics-source';
import { useAccount } from '../../state/account-scope';

/** allow_empty_topic_name arrived with the empty-topic capability. */
const EMPTY_TOPIC_NAME_LEVEL = 334;
/** Topics shown before "Show all topics". */
const FIRST_TOPICS = 8;

const messages = defineMessages<{
  toggle: { channel: string };
  list: { channel: string };
  showFewer: NoMessageValues;
  showAll: { count: number };
}>({
  toggle: { id: 'channels.topics.toggle', defaultMessage: 'Topics in {channel}' },
  list: { id: 'channels.topics.list_label', defaultMessage: '{channel} topics' },
  showFewer: { id: 'channels.topics.show_fewer', defaultMessage: 'Show fewer topics' },
  showAll: {
    id: 'channels.topics.show_all',
    defaultMessage: '{count, plural, one {Show the # topic} other {Show all # topics}}',
  },
});

interface ChannelTopicsProps {
  streamId: number;
  channelName: string;
}

export function ChannelTopics({ streamId, channelName }: ChannelTopicsProps) {
  const intl = useIntl();
  const expanded = useSidebarUi((s) => s.expandedChannels.has(streamId));
  const toggle = useSidebarUi((s) => s.toggleChannel);
  const listId = useId();
  return (
    <>
      <button
        type="button"
        className="icon-button topics-toggle"
        aria-label={intl.formatMessage(messages.toggle, { channel: channelName })}
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        onClick={() => toggle(streamId)}
      >
        <span aria-hidden="true" className={`chevron${expanded ? ' is-open' : ''}`} />
      </button>
      {expanded && <TopicList id={listId} streamId={streamId} channelName={channelName} />}
    </>
  );
}

function TopicList({ id, streamId, channelName }: ChannelTopicsProps & { id: string }) {
  const { api } = useAccount();
  const intl = useIntl();
  const route = useRoute();
  const currentTopic = route.name === 'topic' && route.streamId === streamId ? route.topic : null;
  const featureLevel = useAppStore((s) => s.realm.featureLevel);
  const emptyName =
    useAppStore((s) => s.realm.emptyTopicDisplayName) || intl.formatMessage(emptyTopicMessages.fallback);
  const policies = useTopicPolicies();
  const [showAll, setShowAll] = useState(false);
  const [menuError, setMenuError] = useState<string | null>(null);
  const topics = useQuery({
    queryKey: queryKeys.topics(streamId),
    queryFn: () =>
      api('getTopics', {
        stream_id: streamId,
        ...(featureLevel >= EMPTY_TOPIC_NAME_LEVEL ? { allow_empty_topic_name: true } : {}),
      }),
    retry: false,
  });
  const rows = useMemo(
    () => topicRows(streamId, topics.data?.topics ?? [], policies, emptyName),
    [streamId, topics.data, policies, emptyName],
  );
  const shown = showAll ? rows : rows.slice(0, FIRST_TOPICS);

  return (
    <div id={id} className="sidebar-topics">
      {topics.isPending && (
        <p className="sidebar-topics-note">
          <FormattedMessage id="channels.topics.loading" defaultMessage="Loading topics…" />
        </p>
      )}
      {topics.isError && (
        <p role="alert" className="sidebar-topics-note is-error">
          {errorMessage(topics.error, intl)}
        </p>
      )}
      {topics.isSuccess && rows.length === 0 && (
        <p className="sidebar-topics-note">
          <FormattedMessage id="channels.topics.none" defaultMessage="No topics yet." />
        </p>
      )}
      {shown.length > 0 && (
        <ul className="topic-list" aria-label={intl.formatMessage(messages.list, { channel: channelName })}>
          {shown.map((row) => (
            <TopicRowItem
              key={row.name}
              streamId={streamId}
              row={row}
              current={currentTopic !== null && currentTopic.toLowerCase() === row.name.toLowerCase()}
              onMenuError={setMenuError}
            />
          ))}
        </ul>
      )}
      {rows.length > FIRST_TOPICS && (
        <button
          type="button"
          className="link-button sidebar-topics-more"
          onClick={() => setShowAll(!showAll)}
        >
          {showAll
            ? intl.formatMessage(messages.showFewer)
            : intl.formatMessage(messages.showAll, { count: rows.length })}
        </button>
      )}
      {menuError !== null && (
        <p role="alert" className="sidebar-topics-note is-error">
          {menuError}
        </p>
      )}
    </div>
  );
}
