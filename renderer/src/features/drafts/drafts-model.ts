// The drafts view's rows: most recently edited first, each with where it was going (in the user's
// language, through the IntlShape passed in) and the route that opens that conversation.
import { defineMessages, type IntlShape, type MessageValue, type NoMessageValues } from 'react-intl';
import type { Draft } from '../../../../shared/objects';
import type { Route } from '../../routing/route';

const messages = defineMessages<{
  readonly channel: { readonly channel: MessageValue; readonly topic: MessageValue };
  readonly direct: { readonly people: MessageValue };
  readonly none: NoMessageValues;
  readonly unknownChannel: { readonly id: MessageValue };
  readonly unknownUser: { readonly id: MessageValue };
}>({
  channel: { id: 'drafts.destination.channel', defaultMessage: '#{channel} › {topic}' },
  direct: { id: 'drafts.destination.direct', defaultMessage: 'To {people}' },
  none: { id: 'drafts.destination.none', defaultMessage: 'No recipient' },
  unknownChannel: { id: 'drafts.destination.unknown_channel', defaultMessage: 'unknown channel {id}' },
  unknownUser: { id: 'drafts.destination.unknown_user', defaultMessage: 'unknown user {id}' },
});

export interface DraftNames {
  channelName(streamId: number): string | undefined;
  userName(userId: number): string | undefined;
  emptyTopicLabel: string;
}

export interface DraftRow {
  draft: Draft;
  /** "#engineering › release 3.1", "To Ana Lima and Bo Chen" or "No recipient". */
  destination: string;
  /** The conversation the draft belongs to, or null for an unaddressed draft. */
  route: Route | null;
}

export function sortDrafts(drafts: readonly Draft[]): Draft[] {
  // Drafts from very old servers may lack a timestamp: they sort last.
  return [...drafts].sort((a, b) => (b.timestamp ?? -1) - (a.timestamp ?? -1) || b.id - a.id);
}

function describe(draft: Draft, names: DraftNames, intl: IntlShape): Omit<DraftRow, 'draft'> {
  if (draft.type === 'stream' && draft.to[0] !== undefined) {
    const streamId = draft.to[0];
    const channel =
      names.channelName(streamId) ?? intl.formatMessage(messages.unknownChannel, { id: String(streamId) });
    const topic = draft.topic === '' ? names.emptyTopicLabel : draft.topic;
    return {
      destination: intl.formatMessage(messages.channel, { channel, topic }),
      route: { name: 'topic', streamId, topic: draft.topic },
    };
  }
  if (draft.type === 'private' && draft.to.length > 0) {
    const people = draft.to.map(
      (id) => names.userName(id) ?? intl.formatMessage(messages.unknownUser, { id: String(id) }),
    );
    return {
      destination: intl.formatMessage(messages.direct, {
        people: intl.formatList(people, { type: 'conjunction' }),
      }),
      route: { name: 'dm', userIds: [...draft.to].sort((a, b) => a - b) },
    };
  }
  return { destination: intl.formatMessage(messages.none), route: null };
}

export function draftRows(drafts: readonly Draft[], names: DraftNames, intl: IntlShape): DraftRow[] {
  return sortDrafts(drafts).map((draft) => ({ draft, ...describe(draft, names, intl) }));
}
