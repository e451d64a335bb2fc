// The one reducer for server event batches: a single switch over `event.kind` that hands each kind to
// its domain's handler. A new domain adds its slice to EventDomains and one case per kind here.
import type { ServerEvent } from '../../../shared/events';
import {
  handleChannelFolderAdd,
  handleChannelFolderReorder,
  handleChannelFolderUpdate,
} from './channel-folders';
import { unhandledKey } from './diagnostics';
import type { EventDomains } from './domains';
import { handleRealmUpdate, handleRealmUpdateDict, handleRestart } from './realm';
import { handleStreamCreate, handleStreamDelete, handleStreamUpdate } from './stream-events';
import {
  handleSubscriptionAdd,
  handleSubscriptionPeerAdd,
  handleSubscriptionPeerRemove,
  handleSubscriptionRemove,
  handleSubscriptionUpdate,
} from './subscription-events';

export type { EventDomains };

/**
 * Applies one batch in order to a working copy of the domains (one store update per batch, not per
 * event). Kinds without a handler are counted into `unhandled` and logged at debug level; nothing in
 * here throws on unexpected input, because a throw would abandon the rest of the batch.
 */
export function reduceEvents(
  domains: EventDomains,
  events: readonly ServerEvent[],
  unhandled: Map<string, number>,
): EventDomains {
  const d: EventDomains = { ...domains };
  for (const event of events) {
    switch (event.kind) {
      case 'subscription/add':
        d.channels = handleSubscriptionAdd(d.channels, event);
        break;
      case 'subscription/remove':
        d.channels = handleSubscriptionRemove(d.channels, event);
        break;
      case 'subscription/update':
        d.channels = handleSubscriptionUpdate(d.channels, event);
        break;
      case 'subscription/peer_add':
        d.channels = handleSubscriptionPeerAdd(d.channels, event);
        break;
      case 'subscription/peer_remove':
        d.channels = handleSubscriptionPeerRemove(d.channels, event);
        break;
      case 'stream/create':
        d.channels = handleStreamCreate(d.channels, event);
        break;
      case 'stream/delete':
        d.channels = handleStreamDelete(d.channels, event);
        break;
      case 'stream/update':
        d.channels = handleStreamUpdate(d.channels, event);
        break;
      case 'channel_folder/add':
        d.channelFolders = handleChannelFolderAdd(d.channelFolders, event);
        break;
      case 'channel_folder/update':
        d.channelFolders = handleChannelFolderUpdate(d.channelFolders, event);
        break;
      case 'channel_folder/reorder':
        d.channelFolders = handleChannelFolderReorder(d.channelFolders, event);
        break;
      case 'restart':
        d.realm = handleRestart(d.realm, event);
        break;
      case 'realm/update':
        d.realm = handleRealmUpdate(d.realm, event);
        break;
      case 'realm/update_dict':
        d.realm = handleRealmUpdateDict(d.realm, event);
        break;
      // Nothing to store: main already advanced the queue, and a desktop client never reloads itself.
      case 'heartbeat':
      case 'web_reload_client':
        break;
      default:
        noteUnhandled(unhandled, event);
    }
  }
  return d;
}

function noteUnhandled(unhandled: Map<string, number>, event: ServerEvent): void {
  const key = unhandledKey(event);
  unhandled.set(key, (unhandled.get(key) ?? 0) + 1);
  if (event.kind === 'unknown') console.debug(`Threadline: unknown event (${event.reason})`, event.raw);
  else console.debug(`Threadline: no handler yet for ${event.kind}`, event);
}
