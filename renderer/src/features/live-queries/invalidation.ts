// Which cached reads a batch of server events makes stale. Event data never goes into the query
// cache (DESIGN §1); an event only marks the matching read for a refetch.
import type { ServerEvent } from '../../../../shared/events';
import { queryKeys, type LiveQueryKey } from './query-keys';

function topicsTouched(event: ServerEvent): number[] {
  switch (event.kind) {
    case 'message':
      return event.message.type === 'stream' && typeof event.message.stream_id === 'number'
        ? [event.message.stream_id]
        : [];
    case 'update_message': {
      // Only moves and renames change topic lists; content edits leave them alone.
      const moved = event.new_stream_id !== undefined || event.subject !== undefined;
      if (!moved) return [];
      return [event.stream_id, event.new_stream_id].filter((id): id is number => id !== undefined);
    }
    case 'delete_message':
      return event.stream_id === undefined ? [] : [event.stream_id];
    default:
      return [];
  }
}

function otherKeys(event: ServerEvent): LiveQueryKey[] {
  switch (event.kind) {
    case 'drafts/add':
    case 'drafts/update':
    case 'drafts/remove':
      return [queryKeys.drafts];
    case 'user_settings/update':
      // Turning synchronization off deletes the server's drafts without drafts events.
      return event.property === 'enable_drafts_synchronization' ? [queryKeys.drafts] : [];
    case 'saved_snippets/add':
    case 'saved_snippets/update':
    case 'saved_snippets/remove':
      return [queryKeys.savedSnippets];
    case 'channel_folder/add':
    case 'channel_folder/update':
    case 'channel_folder/reorder':
      return [queryKeys.channelFoldersAll];
    default:
      return [];
  }
}

/** The distinct query keys (prefixes) to invalidate for a batch. */
export function staleQueryKeys(events: readonly ServerEvent[]): LiveQueryKey[] {
  const keys = new Map<string, LiveQueryKey>();
  for (const event of events) {
    for (const streamId of topicsTouched(event)) {
      const key = queryKeys.topics(streamId);
      keys.set(JSON.stringify(key), key);
    }
    for (const key of otherKeys(event)) keys.set(JSON.stringify(key), key);
  }
  return [...keys.values()];
}
