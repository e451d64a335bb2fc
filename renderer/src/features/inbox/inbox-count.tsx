// The unread count of an Inbox row: the number (hidden from assistive technology), "@" where an
// unread message mentions you, and the same said in words in a hidden hint the row's main control
// is described by.
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { unreadText } from '../messages/unread-badge';

const messages = defineMessages<{
  hint: { unread: string; mention: 'yes' | 'no' };
  mentioned: NoMessageValues;
}>({
  hint: {
    id: 'inbox.row.hint',
    defaultMessage: '{mention, select, yes {{unread}, mentions you} other {{unread}}}',
  },
  mentioned: { id: 'inbox.row.mentioned', defaultMessage: 'You were mentioned' },
});

/** The mention sign (a symbol; the hint says it in words). */
const MENTION_MARK = '@';

export function InboxCount({ id, count, mention }: { id: string; count: number; mention: boolean }) {
  const intl = useIntl();
  return (
    <>
      <span id={id} hidden>
        {intl.formatMessage(messages.hint, {
          unread: unreadText(intl, count),
          mention: mention ? 'yes' : 'no',
        })}
      </span>
      {mention && (
        <span className="inbox-mention" aria-hidden="true" title={intl.formatMessage(messages.mentioned)}>
          {MENTION_MARK}
        </span>
      )}
      <span className="unread-count inbox-count" data-testid="inbox-count" aria-hidden="true">
        {intl.formatNumber(count)}
      </span>
    </>
  );
}
