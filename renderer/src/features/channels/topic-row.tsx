// One topic in the sidebar: a link to the topic, its followed/muted state, and its menu.
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { topicHref } from '../../routing/route';
import type { TopicRow } from './topic-list-model';
import { TopicMenu } from './topic-menu';
import { POLICY } from './topic-policy';

export const FOLLOWED_HINT_ID = 'sidebar-hint-followed';
export const MUTED_TOPIC_HINT_ID = 'sidebar-hint-muted-topic';

const messages = defineMessages({
  followed: { id: 'channels.topics.followed_title', defaultMessage: 'Followed' },
});

/** The followed topic's mark (its meaning is in the title and the row's description). */
const FOLLOWED_MARK = '●';

interface TopicRowItemProps {
  streamId: number;
  row: TopicRow;
  current: boolean;
  onMenuError(message: string | null): void;
}

export function TopicRowItem({ streamId, row, current, onMenuError }: TopicRowItemProps) {
  const intl = useIntl();
  const muted = row.policy === POLICY.muted;
  const followed = row.policy === POLICY.followed;
  const classes = ['topic-item', muted && 'is-muted', followed && 'is-followed', current && 'is-current'];
  const hint = followed ? FOLLOWED_HINT_ID : muted ? MUTED_TOPIC_HINT_ID : undefined;
  return (
    <li className={classes.filter(Boolean).join(' ')}>
      <a
        href={topicHref(streamId, row.name)}
        className="topic-link"
        aria-current={current ? 'page' : undefined}
        aria-describedby={hint}
      >
        {row.isEmpty ? <em className="empty-topic">{row.label}</em> : <span>{row.label}</span>}
        {followed && (
          <span
            className="topic-followed-mark"
            aria-hidden="true"
            title={intl.formatMessage(messages.followed)}
          >
            {FOLLOWED_MARK}
          </span>
        )}
      </a>
      <TopicMenu
        streamId={streamId}
        topic={row.name}
        maxId={row.maxId}
        label={row.label}
        policy={row.policy}
        onError={onMenuError}
      />
    </li>
  );
}

/** Targets of the topics' aria-describedby, rendered once in the sidebar. */
export function TopicHints() {
  return (
    <>
      <span id={FOLLOWED_HINT_ID} hidden>
        <FormattedMessage id="channels.topics.followed_hint" defaultMessage="Followed topic" />
      </span>
      <span id={MUTED_TOPIC_HINT_ID} hidden>
        <FormattedMessage id="channels.topics.muted_hint" defaultMessage="Muted topic" />
      </span>
    </>
  );
}
