// Marking messages read as they are viewed: an unread message that has been visible in the list
// for about a second, while the window has focus, is marked read. Messages are batched into one
// request per tick, through main's outbox (outbox.markRead): it shows them read at once (its
// `outbox` push lists them) and tells the server when it can be reached, even after a restart.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { callIpc } from '../../bridge/call-api';
import { useAccount } from '../../state/account-scope';

/** How long a message must stay in view. */
export const READ_AFTER_MS = 1000;
const TICK_MS = 250;

/** Pure step of the read tracker: which ids are due, given when each was first seen in view. */
export function dueForRead(
  firstSeen: Map<number, number>,
  visibleUnread: readonly number[],
  now: number,
  alreadyRequested: ReadonlySet<number>,
): number[] {
  const visible = new Set(visibleUnread);
  for (const id of firstSeen.keys()) if (!visible.has(id)) firstSeen.delete(id);
  const due: number[] = [];
  for (const id of visibleUnread) {
    if (alreadyRequested.has(id)) continue;
    const seen = firstSeen.get(id);
    if (seen === undefined) firstSeen.set(id, now);
    else if (now - seen >= READ_AFTER_MS) due.push(id);
  }
  return due;
}

/**
 * `visibleIds` reads the ids of the messages currently in view (called every tick); `enabled`
 * follows web_mark_read_on_scroll_policy for this view.
 */
export function useMarkRead(enabled: boolean, visibleIds: () => readonly number[]): void {
  const { accountId, store } = useAccount();
  const read = useRef(visibleIds);
  read.current = visibleIds;
  const requested = useRef(new Set<number>());
  const { mutate } = useMutation({
    mutationFn: (messageIds: number[]) => callIpc('outbox.markRead', { accountId, messageIds }),
    // A failed request is tried again on a later tick.
    onError: (_error, messages) => {
      for (const id of messages) requested.current.delete(id);
    },
  });

  useEffect(() => {
    if (!enabled) return;
    const firstSeen = new Map<number, number>();
    const timer = setInterval(() => {
      const focused = document.visibilityState === 'visible' && document.hasFocus();
      if (!focused) {
        firstSeen.clear();
        return;
      }
      const byId = store.getState().messages.byId;
      const unread = read.current().filter((id) => byId.get(id)?.flags.includes('read') === false);
      const due = dueForRead(firstSeen, unread, Date.now(), requested.current);
      if (due.length === 0) return;
      for (const id of due) requested.current.add(id);
      mutate(due);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [enabled, mutate]);
}
