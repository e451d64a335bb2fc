// Two pure steps around an account's outbox: what the renderer is shown of it (the `outbox` push,
// shared/outbox.ts), and joining the outbox kept aside at a forced sign-out (the server refused the
// key) with the outbox of the same person signing in again, so those unsent words resume. An entry's
// error is the server's words (as it said them) or Threadline's own, kept as a code on disk and said
// in the window's language here.
import { defineMessages, type IntlShape } from '@formatjs/intl';
import type { OutboxView } from '../../../shared/outbox';
import { UNDECIDED_REASON } from './outbox-attempt';
import { entryId, MAX_SENT_REMEMBERED } from './outbox-machine';
import type { OutboxState } from './outbox-types';

const messages = defineMessages({
  undecided: {
    id: 'main.outbox.undecided',
    defaultMessage:
      'The connection broke while this was being sent, and Threadline cannot tell whether it arrived. Check the conversation before you send it again.',
  },
});

/** How many sends the renderer hears about: enough for echoes still waiting for their event. */
const SENT_SHOWN = 50;

export function outboxView(state: OutboxState, intl: IntlShape): OutboxView {
  const view: OutboxView = { messages: [], pendingReadIds: [], sent: state.sent.slice(-SENT_SHOWN) };
  const reads = new Set<number>();
  for (const entry of state.entries) {
    if (entry.kind === 'flags') {
      if (entry.flag === 'read' && entry.op === 'add') for (const id of entry.messages) reads.add(id);
      continue;
    }
    const { localId, target, content, createdAt, status, error } = entry;
    view.messages.push({
      localId,
      target,
      content,
      createdAt,
      status,
      ...(error === undefined
        ? {}
        : { error: error === UNDECIDED_REASON ? intl.formatMessage(messages.undecided) : error }),
    });
  }
  view.pendingReadIds = [...reads].sort((a, b) => a - b);
  return view;
}

/**
 * `kept` (set aside at a forced sign-out) joined to `current`: its entries go first, being older,
 * except those `current` already has; the remembered sends of both are kept.
 */
export function joinOutboxes(current: OutboxState, kept: OutboxState): OutboxState {
  const known = new Set(current.entries.map(entryId));
  const earlier = kept.entries.filter((entry) => !known.has(entryId(entry)));
  if (earlier.length === 0 && kept.sent.length === 0) return current;
  return {
    entries: [...earlier, ...current.entries],
    sent: [...kept.sent, ...current.sent].slice(-MAX_SENT_REMEMBERED),
  };
}

export function isEmptyOutbox(state: OutboxState): boolean {
  return state.entries.length === 0 && state.sent.length === 0;
}
