// Narrows (state/narrow.ts) as routes and as GET /messages terms. The narrow model itself lives in
// state/, which may not import from features/; it is re-exported here for the views.
import type { NarrowTerm } from '../../../../shared/api/messages';
import type { Route } from '../../routing/route';
import { dmKey } from '../../state/conversation-key';
import type { Narrow } from '../../state/narrow';

export {
  conversationKeyOf,
  dmUserIdsOf,
  isConversationNarrow,
  MENTION_FLAGS,
  messageMatchesNarrow,
  narrowKey,
  type MessageLike,
  type Narrow,
} from '../../state/narrow';

function dmParticipants(userIds: readonly number[], ownUserId: number | null | undefined): number[] {
  if (ownUserId == null) return [...new Set(userIds)].sort((a, b) => a - b);
  return dmKey(userIds, ownUserId).slice('dm:'.length).split(',').map(Number);
}

/** The narrow a route shows, or null for routes that are not message views. */
export function narrowFromRoute(route: Route, ownUserId?: number | null): Narrow | null {
  switch (route.name) {
    case 'channel':
      return { kind: 'channel', streamId: route.streamId };
    case 'topic':
      return { kind: 'topic', streamId: route.streamId, topic: route.topic };
    case 'dm':
      return { kind: 'dm', userIds: dmParticipants(route.userIds, ownUserId) };
    case 'feed':
    case 'mentions':
    case 'starred':
      return { kind: route.name };
    case 'search':
      return { kind: 'search', terms: route.terms };
    default:
      return null;
  }
}

/** The route that shows a narrow. */
export function narrowToRoute(narrow: Narrow): Route {
  switch (narrow.kind) {
    case 'channel':
      return { name: 'channel', streamId: narrow.streamId };
    case 'topic':
      return { name: 'topic', streamId: narrow.streamId, topic: narrow.topic };
    case 'dm':
      return { name: 'dm', userIds: narrow.userIds };
    case 'all':
      return { name: 'recent' };
    case 'search':
      return { name: 'search', terms: [...narrow.terms] };
    default:
      return { name: narrow.kind };
  }
}

/**
 * GET /messages narrow terms. `channel` replaced `stream` at feature level 250 and `dm` replaced
 * `pm-with` at 177; without a level the current names are used.
 */
export function narrowToApi(narrow: Narrow, featureLevel?: number): NarrowTerm[] {
  const level = featureLevel ?? Number.MAX_SAFE_INTEGER;
  const channelOperator = level >= 250 ? 'channel' : 'stream';
  switch (narrow.kind) {
    case 'channel':
      return [{ operator: channelOperator, operand: narrow.streamId }];
    case 'topic':
      return [
        { operator: channelOperator, operand: narrow.streamId },
        { operator: 'topic', operand: narrow.topic },
      ];
    case 'dm':
      return [{ operator: level >= 177 ? 'dm' : 'pm-with', operand: narrow.userIds }];
    case 'feed':
      return [{ operator: 'in', operand: 'home' }];
    case 'mentions':
      return [{ operator: 'is', operand: 'mentioned' }];
    case 'starred':
      return [{ operator: 'is', operand: 'starred' }];
    case 'all':
      return [];
    case 'search':
      return narrow.terms.map((t) => ({
        operator: t.operator === 'channel' ? channelOperator : t.operator,
        operand: searchOperand(t.operator, t.operand),
        negated: t.negated,
      }));
  }
}

const ID_OPERATORS = new Set(['channel', 'stream', 'sender', 'dm-including', 'id', 'near']);

/** Ids go as numbers (a string is a name or an email to a real server); `dm`'s as a list. */
function searchOperand(operator: string, operand: string): string | number | number[] {
  if (ID_OPERATORS.has(operator) && /^\d+$/.test(operand)) return Number(operand);
  if ((operator === 'dm' || operator === 'pm-with') && /^\d+(,\d+)*$/.test(operand))
    return operand.split(',').map(Number);
  return operand;
}
