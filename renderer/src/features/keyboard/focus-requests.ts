// Asking another part of the window to take the keyboard focus: a hotkey (`/` for search, `q` for
// the channel filter, `w` for the people filter) names a target, and the field that serves it takes
// the focus when it is mounted, or as soon as it mounts (the people filter lives in a view the key
// may first have to open). The keyboard layer thus needs no reference to the fields themselves.
import { useEffect, type RefObject } from 'react';
import { create } from 'zustand';

/** `compose`: the composer of the open conversation (a notification click asks for it). */
export type FocusTarget = 'search' | 'channel-filter' | 'people-filter' | 'compose';

interface FocusRequests {
  /** The target asked for and not yet served, with a counter so the same key twice asks twice. */
  pending: { target: FocusTarget; seq: number } | null;
  request(target: FocusTarget): void;
  /** Marks a request served; a later one is left alone. */
  served(seq: number): void;
}

export const useFocusRequests = create<FocusRequests>((set) => ({
  pending: null,
  request: (target) => set((s) => ({ pending: { target, seq: (s.pending?.seq ?? 0) + 1 } })),
  served: (seq) => set((s) => (s.pending?.seq === seq ? { pending: null } : s)),
}));

/** Focuses (and selects the text of) `ref` whenever `target` is asked for. */
export function useFocusRequest(
  target: FocusTarget,
  ref: RefObject<HTMLInputElement | HTMLTextAreaElement | HTMLElement | null>,
): void {
  const pending = useFocusRequests((s) => s.pending);
  useEffect(() => {
    if (pending === null || pending.target !== target || ref.current === null) return;
    ref.current.focus();
    if (ref.current instanceof HTMLInputElement) ref.current.select();
    useFocusRequests.getState().served(pending.seq);
  }, [pending, target, ref]);
}
