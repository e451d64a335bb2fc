// Direct conversations in the sidebar: the recent ones, newest first, and any with unread messages,
// each with its unread count.
import { useId, useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useShallow } from 'zustand/react/shallow';
import { routeHref } from '../../routing/route';
import { useRoute } from '../../routing/use-route';
import { useAppStore } from '../../state/selectors';
import { UnreadBadge } from './unread-badge';
import { directConversationRows } from './direct-conversation-rows';
import { conversationName } from './names';

const messages = defineMessages({
  heading: { id: 'messages.sidebar_dms.heading', defaultMessage: 'Direct messages' },
  showFewer: { id: 'messages.sidebar_dms.show_fewer', defaultMessage: 'Show fewer' },
  showAll: { id: 'messages.sidebar_dms.show_all', defaultMessage: 'Show all direct messages' },
});

/** Conversations listed before "Show all". */
const FIRST_ROWS = 8;

export function SidebarDirectMessages() {
  const intl = useIntl();
  const headingId = useId();
  const route = useRoute();
  const ownUserId = useAppStore((s) => s.realm.ownUserId);
  const recent = useAppStore((s) => s.recentDms);
  const conversations = useAppStore((s) => s.unread.conversations);
  const rows = useMemo(() => directConversationRows(recent, conversations), [recent, conversations]);
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? rows : rows.filter((row, i) => i < FIRST_ROWS || row.unread > 0);
  const currentKey = route.name === 'dm' ? `dm:${route.userIds.join(',')}` : null;
  const names = useAppStore(
    useShallow((s) => shown.map((row) => conversationName(intl, s.users, row.userIds, ownUserId))),
  );
  if (rows.length === 0) return null;
  return (
    <div role="group" aria-labelledby={headingId} className="sidebar-group">
      <h2 id={headingId} className="sidebar-heading">
        {intl.formatMessage(messages.heading)}
      </h2>
      <ul className="channel-list">
        {shown.map((row, i) => {
          const hintId = `sidebar-unread-${row.key}`;
          const current = row.key === currentKey;
          return (
            <li key={row.key}>
              <a
                href={routeHref({ name: 'dm', userIds: [...row.userIds] })}
                className={`channel-link${current ? ' is-current' : ''}`}
                aria-current={current ? 'page' : undefined}
                aria-describedby={hintId}
              >
                <span className="dm-mark" aria-hidden="true" />
                <span className="channel-name">{names[i]}</span>
                <UnreadBadge hintId={hintId} count={row.unread} />
              </a>
            </li>
          );
        })}
      </ul>
      {rows.length > shown.length || showAll ? (
        <button type="button" className="link-button sidebar-more" onClick={() => setShowAll(!showAll)}>
          {intl.formatMessage(showAll ? messages.showFewer : messages.showAll)}
        </button>
      ) : null}
    </div>
  );
}
