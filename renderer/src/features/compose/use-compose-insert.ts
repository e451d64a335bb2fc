// Other features put text into compose through one DOM event (drafts/compose-insert.ts): `{ text }`
// inserts at the cursor, `{ draft }` opens a stored draft with its recipient.
import { useEffect, useRef } from 'react';
import { INSERT_INTO_COMPOSE_EVENT } from '../drafts/compose-insert';

export interface ComposeInsertHandlers {
  insertText(text: string): void;
  openDraft(draft: { type: string; to: readonly number[]; topic: string; content: string }): void;
}

type Parsed = { text: string } | { draft: ComposeDraft };
export type ComposeDraft = Parameters<ComposeInsertHandlers['openDraft']>[0];

/** The event's detail, checked: it comes through a global event any code can dispatch. */
function parseDetail(value: unknown): Parsed | null {
  if (typeof value !== 'object' || value === null) return null;
  const detail = value as { text?: unknown; draft?: unknown };
  if (typeof detail.text === 'string') return { text: detail.text };
  if (typeof detail.draft !== 'object' || detail.draft === null) return null;
  const draft = detail.draft as Record<string, unknown>;
  const to = Array.isArray(draft.to) ? draft.to.filter((id): id is number => typeof id === 'number') : [];
  if (typeof draft.content !== 'string') return null;
  return {
    draft: {
      type: typeof draft.type === 'string' ? draft.type : '',
      to,
      topic: typeof draft.topic === 'string' ? draft.topic : '',
      content: draft.content,
    },
  };
}

export function useComposeInsert(handlers: ComposeInsertHandlers): void {
  // The latest handlers, without re-subscribing on every render.
  const current = useRef(handlers);
  current.current = handlers;
  useEffect(() => {
    const listener = (event: Event) => {
      const parsed = parseDetail((event as CustomEvent<unknown>).detail);
      if (parsed === null) return;
      if ('text' in parsed) current.current.insertText(parsed.text);
      else current.current.openDraft(parsed.draft);
    };
    window.addEventListener(INSERT_INTO_COMPOSE_EVENT, listener);
    return () => window.removeEventListener(INSERT_INTO_COMPOSE_EVENT, listener);
  }, []);
}
