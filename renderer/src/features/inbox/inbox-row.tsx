// One row of the Inbox: a group header or a channel header (buttons that collapse and expand, with
// aria-expanded), a topic or a direct conversation (links that open it at its first unread). Each
// shows its unread count and "@" where an unread message mentions you; channels, topics and direct
// conversations have a "Mark as read" button. Only the active row's main control is in the tab
// order (roving focus); ArrowRight reaches the row's button.
import { memo, useId } from 'react';
import { defineMessages, useIntl, type IntlShape, type NoMessageValues } from 'react-intl';
import { routeHref, topicHref } from '../../routing/route';
import { InboxCount as Count } from './inbox-count';
import type { ReadTarget } from './inbox-mark-read';
import type { InboxRow } from './inbox-rows';
import { formatPhrase } from '../../../../shared/i18n/phrase';

const messages = defineMessages<{
  markRead: NoMessageValues;
  markChannelRead: { channel: string };
  markConversationRead: { conversation: string };
}>({
  markRead: { id: 'inbox.row.mark_read', defaultMessage: 'Mark as read' },
  markChannelRead: { id: 'inbox.row.mark_channel_read', defaultMessage: 'Mark #{channel} as read' },
  markConversationRead: {
    id: 'inbox.row.mark_conversation_read',
    defaultMessage: 'Mark {conversation} as read',
  },
});

/** The "Mark as read" button's tick (a symbol; the button is named by its label). */
const READ_MARK = '✓';

interface InboxRowProps {
  row: InboxRow;
  index: number;
  /** Offset in the virtual list, in pixels. */
  top: number;
  active: boolean;
  /** What the empty topic is called (the realm's name for it). */
  emptyTopicName: string;
  /** The row became the focused one (click or Tab). */
  onFocusRow(index: number): void;
  onToggle(key: string): void;
  onMarkRead(target: ReadTarget, key: string): void;
}

function rowParts(
  intl: IntlShape,
  row: InboxRow,
  emptyTopicName: string,
): {
  label: string;
  count: number;
  mention: boolean;
  target: ReadTarget | null;
} {
  switch (row.kind) {
    case 'group':
      return {
        label: formatPhrase(intl, row.group.title),
        count: row.group.count,
        mention: row.group.mention,
        target: null,
      };
    case 'channel': {
      const { channel } = row;
      const target: ReadTarget = { kind: 'channel', streamId: channel.streamId };
      return { label: channel.name, count: channel.count, mention: channel.mention, target };
    }
    case 'topic': {
      const { topic } = row;
      const target: ReadTarget = { kind: 'topic', streamId: topic.streamId, topic: topic.topic };
      return {
        label: topic.topic === '' ? emptyTopicName : topic.topic,
        count: topic.count,
        mention: topic.mention,
        target,
      };
    }
    case 'dm':
      return {
        label: row.dm.names,
        count: row.dm.count,
        mention: row.dm.mention,
        target: { kind: 'dm', userIds: [...row.dm.userIds] },
      };
  }
}

function InboxRowView(props: InboxRowProps) {
  const intl = useIntl();
  const { row, index, top, active, onFocusRow, onToggle, onMarkRead } = props;
  const { label, count, mention, target } = rowParts(intl, row, props.emptyTopicName);
  const hintId = useId();
  const common = {
    className: 'inbox-main',
    tabIndex: active ? 0 : -1,
    'data-main': index,
    'aria-describedby': hintId,
    onFocus: () => onFocusRow(index),
  };
  let main;
  if (row.kind === 'group' || row.kind === 'channel') {
    main = (
      <button type="button" aria-expanded={row.expanded} onClick={() => onToggle(row.key)} {...common}>
        <span className="inbox-chevron" aria-hidden="true" />
        {row.kind === 'channel' && (
          <span className="inbox-swatch" aria-hidden="true" style={{ background: row.channel.color }} />
        )}
        <span className="inbox-label">{label}</span>
      </button>
    );
  } else {
    const href =
      row.kind === 'topic'
        ? topicHref(row.topic.streamId, row.topic.topic)
        : routeHref({ name: 'dm', userIds: [...row.dm.userIds] });
    main = (
      <a href={href} {...common}>
        <span className="inbox-label">{label}</span>
      </a>
    );
  }
  return (
    <div
      className={`inbox-row inbox-${row.kind}${active ? ' is-active' : ''}`}
      role="listitem"
      data-testid="inbox-row"
      data-key={row.key}
      style={{ transform: `translateY(${top}px)` }}
    >
      {main}
      <Count id={hintId} count={count} mention={mention} />
      {target !== null && (
        <button
          type="button"
          className="inbox-read link-button"
          tabIndex={-1}
          aria-label={
            row.kind === 'channel'
              ? intl.formatMessage(messages.markChannelRead, { channel: label })
              : intl.formatMessage(messages.markConversationRead, { conversation: label })
          }
          title={intl.formatMessage(messages.markRead)}
          onFocus={() => onFocusRow(index)}
          onClick={() => onMarkRead(target, row.key)}
        >
          {READ_MARK}
        </button>
      )}
    </div>
  );
}

export const InboxRowItem = memo(InboxRowView);
