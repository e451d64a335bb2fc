// The drafts view's rows: most recently edited first, each with where it was going and the route
// that opens that conversation.
import type { Draft } from '../../../../shared/objects';
import type { Route } from '../../routing/route';

export interface DraftNames {
  channelName(streamId: number): string | undefined;
  userName(userId: number): string | undefined;
  emptyTopicLabel: string;
}

export interface DraftRow {
  draft: Draft;
  /** "#engineering › release 3.1", "To Ana Lima, Bo Chen" or "No recipient". */
  destination: string;
  /** The conversation the draft belongs to, or null for an unaddressed draft. */
  route: Route | null;
}

export function sortDrafts(drafts: readonly Draft[]): Draft[] {
  // Drafts from very old servers may lack a timestamp: they sort last.
  return [...drafts].sort((a, b) => (b.timestamp ?? -1) - (a.timestamp ?? -1) || b.id - a.id);
}

function describe(draft: Draft, names: DraftNames): Omit<DraftRow, 'draft'> {
  if (draft.type === 'stream' && draft.to[0] !== undefined) {
    const streamId = draft.to[0];
    const channel = names.channelName(streamId) ?? `unknown channel ${streamId}`;
    const topic = draft.topic === '' ? names.emptyTopicLabel : draft.topic;
    return { destination: `#${channel} › ${topic}`, route: { name: 'topic', streamId, topic: draft.topic } };
  }
  if (draft.type === 'private' && draft.to.length > 0) {
    const people = draft.to.map((id) => names.userName(id) ?? `unknown user ${id}`);
    return {
      destination: `To ${people.join(', ')}`,
      route: { name: 'dm', userIds: [...draft.to].sort((a, b) => a - b) },
    };
  }
  return { destination: 'No recipient', route: null };
}

export function draftRows(drafts: readonly Draft[], names: DraftNames): DraftRow[] {
  return sortDrafts(drafts).map((draft) => ({ draft, ...describe(draft, names) }));
}
