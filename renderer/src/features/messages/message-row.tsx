// One message: the sender's avatar and name when it starts a group, its time (in the window's
// language, on the reader's clock), the sanitized HTML, "edited"/"moved" markers and reactions.
// Unread messages carry a mark at the left edge.
import { memo, useState, type FocusEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { StoredMessage } from '../../state/messages';
import { RenderedHtml } from '../common/rendered-html';
import { useMessageDialogs } from '../message-actions/message-dialogs-store';
import { MessageToolbar, StarredMark } from '../message-actions/message-toolbar';
import { useRowActions } from '../message-actions/use-row-actions';
import { EditMarker } from '../message-edit/edit-marker';
import { MessageEditor } from '../message-edit/message-editor';
import { useTimeFormat, type TimeFormat } from '../settings/format-time';
import { Avatar } from './avatar';
import { Reactions } from './reactions';

const messages = defineMessages<{
  label: { sender: string; time: string };
  edited: { when: string };
  moved: { when: string };
}>({
  label: { id: 'messages.row.label', defaultMessage: '{sender}, {time}' },
  edited: { id: 'messages.row.edited_at', defaultMessage: 'Edited {when}' },
  moved: { id: 'messages.row.moved_at', defaultMessage: 'Moved {when}' },
});

interface MessageRowProps {
  message: StoredMessage;
  startsGroup: boolean;
  /** The content with a search's matches marked, shown instead of the plain content. */
  highlightedContent?: string | undefined;
}

export const MessageRow = memo(function MessageRow({
  message,
  startsGroup,
  highlightedContent,
}: MessageRowProps) {
  const intl = useIntl();
  const format = useTimeFormat();
  const time = format.time(message.timestamp);
  const fullDate = format.dateTime(message.timestamp);
  const unread = !message.flags.includes('read');
  const editing = useMessageDialogs((s) => s.editingId === message.id);
  const actions = useRowActions(message.id);
  // The toolbar exists only while the pointer or focus is on the row (or it is selected).
  const [pointed, setPointed] = useState(false);
  const leaveFocus = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setPointed(false);
  };
  const classes = [
    'message-row',
    startsGroup && 'starts-group',
    unread && 'is-unread',
    message.is_me_message && 'is-me',
    actions.selected && 'is-selected',
  ].filter(Boolean);
  return (
    <article
      className={classes.join(' ')}
      aria-label={intl.formatMessage(messages.label, { sender: message.sender_full_name, time })}
      aria-current={actions.selected || undefined}
      id={`message-${message.id}`}
      data-message-id={message.id}
      onContextMenu={actions.onContextMenu}
      onClick={actions.onClick}
      onMouseEnter={() => setPointed(true)}
      onMouseLeave={() => setPointed(false)}
      onFocus={() => setPointed(true)}
      onBlur={leaveFocus}
    >
      <div className="message-gutter">
        {startsGroup ? (
          <Avatar url={message.avatar_url} name={message.sender_full_name} />
        ) : (
          <time className="message-side-time" dateTime={isoOf(message.timestamp)} title={fullDate}>
            {time}
          </time>
        )}
      </div>
      <div className="message-main">
        {startsGroup && (
          <div className="message-meta">
            <span className="message-sender">{message.sender_full_name}</span>
            <time className="message-time" dateTime={isoOf(message.timestamp)} title={fullDate}>
              {time}
            </time>
            <Markers message={message} format={format} />
          </div>
        )}
        <div className="message-body">
          {editing ? (
            <MessageEditor message={message} />
          ) : (
            <RenderedHtml
              className="message-content rendered"
              dir="auto"
              html={highlightedContent ?? message.content}
            />
          )}
          {!startsGroup && <Markers message={message} format={format} />}
        </div>
        <Reactions message={message} />
      </div>
      {message.flags.includes('starred') && <StarredMark />}
      {(pointed || actions.selected) && <MessageToolbar message={message} />}
    </article>
  );
});

function isoOf(timestamp: number): string {
  return new Date(timestamp * 1000).toISOString();
}

/** EditMarker's kinds of marker (it words them itself). */
const EDITED = 'edited';
const MOVED = 'moved';

/** An edit of the content wins over a move when both happened (the server's own marker rule). */
function Markers({ message, format }: { message: StoredMessage; format: TimeFormat }) {
  const intl = useIntl();
  const edited = message.last_edit_timestamp;
  const moved = message.last_moved_timestamp;
  if (edited !== undefined) {
    const title = intl.formatMessage(messages.edited, { when: format.dateTime(edited) });
    return <EditMarker messageId={message.id} label={EDITED} title={title} />;
  }
  if (moved !== undefined) {
    const title = intl.formatMessage(messages.moved, { when: format.dateTime(moved) });
    return <EditMarker messageId={message.id} label={MOVED} title={title} />;
  }
  return null;
}
