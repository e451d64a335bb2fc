import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useShallow } from 'zustand/react/shallow';
import { timerDelay } from '../../../../shared/api/server-delays';
import { useAppStore } from '../../state/selectors';
import { liveTypists, type Typists } from '../../state/typing';
import { findUser } from '../../state/users';
import { unknownTypist } from './typing-text';

const NOBODY: Typists = [];

/** The earliest expiry still ahead of `now`, or null. */
export function nextExpiry(typists: Typists, now: number): number | null {
  let next: number | null = null;
  for (const { expiresAt } of typists) {
    if (expiresAt > now && (next === null || expiresAt < next)) next = expiresAt;
  }
  return next;
}

/**
 * The names of the people typing in a conversation. The store keeps a typist until a stop or a
 * newer start; hiding one whose start went stale is this hook's job, so it re-renders at the next
 * expiry instead of polling.
 */
export function useTypistNames(conversationKey: string): string[] {
  const intl = useIntl();
  const typists = useAppStore((s) => s.typing.byConversation.get(conversationKey)) ?? NOBODY;
  const [now, setNow] = useState(() => Date.now());

  // A changed set of typists is measured against the current time, not the last timer's.
  useEffect(() => setNow(Date.now()), [typists]);

  useEffect(() => {
    const next = nextExpiry(typists, now);
    if (next === null) return;
    // The expiry is the server's period: a delay too large for a timer would fire at once, every render.
    const timer = setTimeout(() => setNow(Date.now()), timerDelay(next - now));
    return () => clearTimeout(timer);
  }, [typists, now]);

  const live = liveTypists(typists, now);
  return useAppStore(
    useShallow((s) => live.map(({ userId }) => findUser(s.users, userId)?.full_name ?? unknownTypist(intl))),
  );
}
