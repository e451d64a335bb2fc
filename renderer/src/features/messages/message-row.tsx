// One message: the sender's avatar and name when it starts a group, its time, the sanitized HTML,
// "edited"/"moved" markers and reactions. Unread messages carry a mark at the left edge.
import { memo, useState, type FocusEvent } from 'react';
import type { StoredMessage } from '../../state/messages';
import { RenderedHtml } from '../common/rendered-html';
import { useMessageDialogs } from '../message-actions/message-dialogs-store';
import { MessageToolbar, StarredMark } from '../message-actions/message-toolbar';
import { useRowActions } from '../message-actions/use-row-actions';
import { EditMarker } from '../message-edit/edit-marker';
import { MessageEditor } from '../message-edit/message-editor';
import { formatTime } from '../settings/format-time';
import { useUserSetting } from '../settings/use-user-setting';
import { Avatar } from './avatar';
import { Reactions } from './reactions';

function fullDate(timestamp: number): string {
  return new Date(timestamp * 1000).toLocaleString();
}

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
  const twentyFourHour = useUserSetting('twenty_four_hour_time');
  const time = formatTime(message.timestamp, twentyFourHour);
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
      aria-label={`${message.sender_full_name}, ${time}`}
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
          <time
            className="message-side-time"
            dateTime={isoOf(message.timestamp)}
            title={fullDate(message.timestamp)}
          >
            {time}
          </time>
        )}
      </div>
      <div className="message-main">
        {startsGroup && (
          <div className="message-meta">
            <span className="message-sender">{message.sender_full_name}</span>
            <time
              className="message-time"
              dateTime={isoOf(message.timestamp)}
              title={fullDate(message.timestamp)}
            >
              {time}
            </time>
            <Markers message={message} />
          </div>
        )}
        <div className="message-body">
          {editing ? (
            <MessageEditor message={message} />
          ) : (
            <RenderedHtml className="message-content rendered" html={highlightedContent ?? message.content} />
          )}
          {!startsGroup && <Markers message={message} />}
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

/** An edit of the content wins over a move when both happened (the server's own marker rule). */
function Markers({ message }: { message: StoredMessage }) {
  const edited = message.last_edit_timestamp;
  const moved = message.last_moved_timestamp;
  if (edited !== undefined) {
    return <EditMarker messageId={message.id} label="edited" title={`Edited ${fullDate(edited)}`} />;
  }
  if (moved !== undefined) {
    return <EditMarker messageId={message.id} label="moved" title={`Moved ${fullDate(moved)}`} />;
  }
  return null;
}
