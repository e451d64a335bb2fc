// Message test data: stored messages of channels and direct conversations, and a message context
// where one channel counts as muted.
import type { MessageContext, MessagesState, StoredMessage } from '../../../renderer/src/state/messages';
import { Map as ImmutableMap } from 'immutable';
import { sampleChannelMessage, sampleDirectMessage } from '../../shared/objects/samples';

export const OWN_USER_ID = 10;
export const MUTED_STREAM_ID = 99;
const CHANNEL_NAMES: Record<number, string> = { 3: 'general', 4: 'design', [MUTED_STREAM_ID]: 'noise' };

export function channelMessage(
  id: number,
  streamId: number,
  topic: string,
  extra: Partial<StoredMessage> = {},
): StoredMessage {
  return {
    ...sampleChannelMessage,
    id,
    stream_id: streamId,
    subject: topic,
    display_recipient: CHANNEL_NAMES[streamId] ?? `channel ${streamId}`,
    reactions: [],
    flags: [],
    ...extra,
  };
}

/** A direct message among you and `others`. */
export function directMessage(
  id: number,
  others: number[],
  extra: Partial<StoredMessage> = {},
): StoredMessage {
  const people = [OWN_USER_ID, ...others].map((userId) => ({
    id: userId,
    email: `user${userId}@chat.example.org`,
    full_name: `User ${userId}`,
    is_mirror_dummy: false,
  }));
  return { ...sampleDirectMessage, id, display_recipient: people, reactions: [], flags: [], ...extra };
}

export const ctx: MessageContext = {
  ownUserId: OWN_USER_ID,
  isMuted: (message) => message.type === 'stream' && message.stream_id === MUTED_STREAM_ID,
  channelName: (streamId) => CHANNEL_NAMES[streamId],
};

/** The wire message of a message event (flags travel next to it). */
export function wire(message: StoredMessage): Record<string, unknown> {
  const { flags: _flags, ...rest } = message;
  return rest;
}

/** A messages-by-id map holding these messages. */
export function messagesById(...messages: StoredMessage[]): MessagesState['byId'] {
  return ImmutableMap(messages.map((message) => [message.id, message]));
}
