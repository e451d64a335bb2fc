// An unread count next to a sidebar link. The visible number is hidden from assistive technology;
// the link names the count in its description instead, so its accessible name stays exactly the
// channel's or view's name.
import '../../styles/unread.css';

export function unreadText(count: number): string {
  return count === 1 ? '1 unread message' : `${count} unread messages`;
}

interface UnreadBadgeProps {
  /** The id the link's aria-describedby points at. */
  hintId: string;
  count: number;
  /** Show a dot instead of the number (the count is hidden by a setting). */
  dot?: boolean;
  muted?: boolean;
}

export function UnreadBadge({ hintId, count, dot = false, muted = false }: UnreadBadgeProps) {
  return (
    <>
      <span id={hintId} hidden>
        {count > 0 ? unreadText(count) : dot ? 'Unread messages' : ''}
      </span>
      {dot ? (
        <span className="unread-dot" aria-hidden="true" />
      ) : (
        count > 0 && (
          <span className={`unread-count${muted ? ' is-muted' : ''}`} aria-hidden="true">
            {count > 999 ? '999+' : count}
          </span>
        )
      )}
    </>
  );
}
