// The scrolling, virtualized list of one narrow: only the rows in and near the viewport are in the
// DOM, so thousands of messages stay smooth. Older pages loaded above keep what the reader looks
// at in place, and new messages are followed while the reader is at the bottom. Scrolling near
// either edge loads the next page.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { NarrowMessages } from './use-narrow-messages';
import { useAppStore } from '../../state/selectors';
import { searchShowsWholeConversations } from '../../state/search-filter';
import type { Highlights } from '../../state/search-highlights';
import { DateSeparator, RecipientHeader } from './list-headers';
import { buildListItems, type ListItem } from './list-items';
import { MessageRow } from './message-row';
import { isConversationNarrow, type Narrow } from './narrow';
import { useMarkRead } from './use-mark-read';
import { useUserSetting } from '../settings/use-user-setting';
import { PendingMessage, type OutboxEntry } from '../compose/pending-messages';
import { useActionUi } from '../message-actions/action-ui-store';
import { useMessageKeys, useViewActionState } from '../message-actions/use-message-keys';

const messages = defineMessages({
  label: { id: 'messages.list.label', defaultMessage: 'Messages' },
  loadingOlder: { id: 'messages.list.loading_older', defaultMessage: 'Loading older messages…' },
  loadingNewer: { id: 'messages.list.loading_newer', defaultMessage: 'Loading newer messages…' },
  start: { id: 'messages.list.start', defaultMessage: 'This is the start of the conversation.' },
  noMatches: { id: 'messages.list.no_matches', defaultMessage: 'No messages match this search.' },
  empty: { id: 'messages.list.empty', defaultMessage: 'No messages here yet.' },
});

/** Load the next page while the reader is within this many pixels of an edge. */
const EDGE_PX = 800;
/** Room at the top of the list for "loading older messages" / "start of the conversation". */
const HEAD_PX = 44;
/** How close to the bottom counts as "at the bottom". */
const BOTTOM_SLACK_PX = 4;

interface MessageListProps {
  narrow: Narrow;
  data: NarrowMessages;
  /** Local echoes of messages being sent, shown after the server's messages. */
  pending: readonly OutboxEntry[];
  /** A message to open at and highlight. */
  anchorId?: number;
}

type Row = ListItem | { kind: 'pending'; key: string; entry: OutboxEntry };

function estimate(item: Row | undefined): number {
  if (item === undefined) return 40;
  if (item.kind === 'pending') return 56;
  return (item.startsGroup ? 60 : 26) + (item.newDay ? 36 : 0) + (item.newConversation ? 40 : 0);
}

function sumOfEstimates(items: readonly Row[]): number {
  return items.reduce((sum, item) => sum + estimate(item), 0);
}

export function MessageList({ narrow, data, pending, anchorId }: MessageListProps) {
  const intl = useIntl();
  const ownUserId = useAppStore((s) => s.realm.ownUserId) ?? -1;
  const scrollRef = useRef<HTMLDivElement>(null);
  const showRecipients = !isConversationNarrow(narrow);
  const items: Row[] = useMemo(
    () => [
      ...buildListItems(data.messages, { showRecipients, ownUserId }),
      // Echoes only once the list reaches the newest message, where they will land.
      ...(data.range?.foundNewest === false
        ? []
        : pending.map((entry) => ({ kind: 'pending' as const, key: `pending:${entry.localId}`, entry }))),
    ],
    [data.messages, data.range?.foundNewest, pending, showRecipients, ownUserId],
  );
  const opensAtEnd = narrow.kind === 'feed' || narrow.kind === 'search';
  const virtualizer = useVirtualizer({
    // A list that opens at its end renders its last rows first, not the first ones and then again.
    initialOffset: () => (opensAtEnd && anchorId === undefined ? HEAD_PX + sumOfEstimates(items) : 0),
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => estimate(items[index]),
    getItemKey: (index) => items[index]?.key ?? index,
    overscan: 8,
    paddingStart: HEAD_PX,
    // Rows keep their keys when older pages land above, so the row at the top stays in place; a
    // reader at the bottom follows new messages.
    anchorTo: 'end',
    followOnAppend: true,
    // Measuring rows must not force a synchronous render per change: under a flood of messages
    // those renders, each over every row, fell further and further behind.
    useFlushSync: false,
  });

  // The first time the list has rows: show the first unread message (the history was fetched
  // around it), or the end when there is none, or in the feed, which opens at the newest.
  const placed = useRef(false);
  // Whether the list follows the bottom: set where the list opens at its end, and by every scroll
  // that ends at the bottom; any scroll that leaves it lets go.
  const stick = useRef(false);
  useLayoutEffect(() => {
    if (placed.current || items.length === 0) return;
    placed.current = true;
    const anchored = items.findIndex((item) => item.kind === 'message' && item.message.id === anchorId);
    if (anchored >= 0) return virtualizer.scrollToIndex(anchored, { align: 'center' });
    const index = opensAtEnd
      ? -1
      : items.findIndex((item) => item.kind === 'message' && !item.message.flags.includes('read'));
    const last = items.length - 1;
    if (index < 0 || index === last) {
      stick.current = true;
      virtualizer.scrollToIndex(last, { align: 'end' });
    } else virtualizer.scrollToIndex(index, { align: 'start' });
  }, [items, opensAtEnd, virtualizer, stick, anchorId]);
  // Rows are measured after they render, and pages or new messages land later: a reader who is
  // at the bottom stays there through all of it.
  const totalSize = virtualizer.getTotalSize();
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (stick.current && element !== null) element.scrollTop = element.scrollHeight;
  }, [totalSize, items.length, stick]);

  const { loadOlder, loadNewer } = data;
  const checkEdges = useCallback(() => {
    const element = scrollRef.current;
    if (element === null || !placed.current) return;
    stick.current = element.scrollHeight - element.scrollTop - element.clientHeight <= BOTTOM_SLACK_PX;
    if (element.scrollTop < EDGE_PX) loadOlder();
    if (element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX) loadNewer();
  }, [loadOlder, loadNewer, stick]);
  // Also after each page: a short page may not fill the window, and no scroll event would come.
  useLayoutEffect(checkEdges, [checkEdges, items.length]);

  const policy = useUserSetting('web_mark_read_on_scroll_policy');
  const { readingPaused } = useViewActionState(narrow);
  const readable = narrow.kind !== 'search' || searchShowsWholeConversations(narrow.terms);
  const markReadHere =
    readable && !readingPaused && (policy === 1 || (policy === 2 && isConversationNarrow(narrow)));
  useMarkRead(markReadHere, () => {
    const element = scrollRef.current;
    if (element === null) return [];
    const top = element.scrollTop;
    const bottom = top + element.clientHeight;
    const ids: number[] = [];
    for (const row of virtualizer.getVirtualItems()) {
      const item = items[row.index];
      if (item?.kind === 'message' && row.end > top && row.start < bottom) ids.push(item.message.id);
    }
    return ids;
  });

  // The selected message (keyboard): kept in view and named to assistive technology.
  const scrollToMessage = useCallback(
    (id: number) => {
      const index = items.findIndex((item) => item.kind === 'message' && item.message.id === id);
      if (index >= 0) virtualizer.scrollToIndex(index, { align: 'auto' });
    },
    [items, virtualizer],
  );
  useMessageKeys(narrow, data.messages, scrollToMessage, scrollRef);
  const selectedId = useActionUi((s) => s.selectedId);
  const selectedShown = selectedId !== null && data.messages.some((m) => m.id === selectedId);

  const range = data.range;
  const head = data.loadingOlder
    ? intl.formatMessage(messages.loadingOlder)
    : range?.foundOldest
      ? items.length === 0 || narrow.kind === 'search'
        ? ''
        : intl.formatMessage(messages.start)
      : '';
  return (
    <div
      ref={scrollRef}
      className="message-scroller"
      // A group, not a region: aria-activedescendant (the selected message) is allowed only on
      // composite widgets and groups, and a screen reader follows it only there (axe, issue 20).
      role="group"
      aria-label={intl.formatMessage(messages.label)}
      tabIndex={0}
      aria-activedescendant={selectedShown ? `message-${selectedId}` : undefined}
      onScroll={checkEdges}
    >
      <div className="message-canvas" style={{ height: virtualizer.getTotalSize() }}>
        <p className="message-list-head" style={{ height: HEAD_PX }} aria-live="polite">
          {head}
        </p>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (item === undefined) return null;
          return (
            <div
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              className={
                item.kind === 'message' && item.message.id === anchorId
                  ? 'message-slot is-anchor'
                  : 'message-slot'
              }
              style={{ transform: `translateY(${row.start}px)` }}
            >
              <RowContent item={item} highlights={range?.highlights} />
            </div>
          );
        })}
      </div>
      {data.loadingNewer && <p className="message-list-tail">{intl.formatMessage(messages.loadingNewer)}</p>}
      {items.length === 0 && range?.foundOldest && range.foundNewest && (
        <p className="message-list-empty">
          {intl.formatMessage(narrow.kind === 'search' ? messages.noMatches : messages.empty)}
        </p>
      )}
    </div>
  );
}

/** `highlights`: a search's matches, shown in place of the plain content and topic. */
function RowContent({ item, highlights }: { item: Row; highlights: Highlights | undefined }) {
  switch (item.kind) {
    case 'pending':
      return <PendingMessage entry={item.entry} />;
    case 'message':
      return (
        <>
          {item.newDay && <DateSeparator timestamp={item.message.timestamp} />}
          {item.newConversation && (
            <RecipientHeader
              message={item.message}
              highlightedTopic={highlights?.[item.message.id]?.subject}
            />
          )}
          <MessageRow
            message={item.message}
            startsGroup={item.startsGroup}
            highlightedContent={highlights?.[item.message.id]?.content}
          />
        </>
      );
  }
}
