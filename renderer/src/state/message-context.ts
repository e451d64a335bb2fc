// The view of other slices that message and unread handlers need: who "you" are, what is muted,
// what is followed, and channel names (a message moved to another channel shows its new name).
import type { MessageContext } from './messages';
import { findChannel } from './channels';
import type { EventDomains } from './domains';
import { isMessageMuted, topicPolicy } from './muting';
import { VisibilityPolicy } from '../../../shared/objects';

/** Reads `domains` when asked, so one context serves a whole batch while the batch changes it. */
export function messageContext(domains: EventDomains): MessageContext {
  return {
    // Events arrive only after a snapshot, which says who you are.
    get ownUserId() {
      return domains.realm.ownUserId ?? -1;
    },
    isMuted: (message) => isMessageMuted(domains, message),
    isFollowed: (message) =>
      message.type === 'stream' &&
      topicPolicy(domains, message.stream_id ?? -1, message.subject) === VisibilityPolicy.Followed,
    channelName: (streamId) => findChannel(domains.channels, streamId)?.name,
  };
}
