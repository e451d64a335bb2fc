// An unread count next to a sidebar link. The visible number is hidden from assistive technology;
// the link names the count in its description instead, so its accessible name stays exactly the
// channel's or view's name.
import '../../styles/unread.css';
import { defineMessages, useIntl, type IntlShape, type NoMessageValues } from 'react-intl';

const messages = defineMessages<{
  count: { count: number };
  some: NoMessageValues;
  many: { max: number };
}>({
  count: {
    id: 'messages.unread.count',
    defaultMessage: '{count, plural, one {# unread message} other {# unread messages}}',
  },
  some: { id: 'messages.unread.some', defaultMessage: 'Unread messages' },
  many: { id: 'messages.unread.many', defaultMessage: '{max, number}+' },
});

/** Above this the badge shows "999+". */
const MAX_SHOWN = 999;

export function unreadText(intl: Pick<IntlShape, 'formatMessage'>, count: number): string {
  return intl.formatMessage(messages.count, { count });
}

/** The number a badge shows: the count, or "999+" for more. */
export function badgeNumber(intl: Pick<IntlShape, 'formatMessage' | 'formatNumber'>, count: number): string {
  return count > MAX_SHOWN ? intl.formatMessage(messages.many, { max: MAX_SHOWN }) : intl.formatNumber(count);
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
  const intl = useIntl();
  return (
    <>
      <span id={hintId} hidden>
        {count > 0 ? unreadText(intl, count) : dot ? intl.formatMessage(messages.some) : ''}
      </span>
      {dot ? (
        <span className="unread-dot" aria-hidden="true" />
      ) : (
        count > 0 && (
          <span className={`unread-count${muted ? ' is-muted' : ''}`} aria-hidden="true">
            {badgeNumber(intl, count)}
          </span>
        )
      )}
    </>
  );
}
