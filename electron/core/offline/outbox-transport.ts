// The outbox's three requests over an account's API client: sending a message with its local_id
// (and the live queue's id, so the message event names the local id back), changing flags, and
// reading your own recent messages as stored. Parameter names follow the server's feature level
// (type=direct from 174, type=channel from 248, read_by_sender from 236, narrow `sender` by id).
//
// Wiring (round two): session.ts passes the AccountConnection's client, featureLevel and queueId.
import { updateMessageFlags } from '../../../shared/api/flags';
import { getMessages, sendMessage } from '../../../shared/api/messages';
import type { ParamsOf } from '../../../shared/api/operation';
import type { ApiClient } from '../api/client';
import type { OutboxTransport } from './outbox-runner';
import type { OutboxMessage } from './outbox-types';

const CHANNEL_TYPE_LEVEL = 248;
const DIRECT_TYPE_LEVEL = 174;
const READ_BY_SENDER_LEVEL = 236;
/** A send waits this long for its answer; then it counts as unknown and is looked for. */
const SEND_TIMEOUT_MS = 30_000;

export interface OutboxTransportOptions {
  client: Pick<ApiClient, 'call'>;
  ownUserId: number;
  /** From the latest register; 0 while unknown (the oldest names, which every server takes). */
  featureLevel(): number | undefined;
  queueId(): string | undefined;
}

export function outboxSendParams(
  message: Pick<OutboxMessage, 'target' | 'content' | 'localId'>,
  featureLevel: number,
  queueId: string | undefined,
): ParamsOf<typeof sendMessage> {
  const common = {
    content: message.content,
    local_id: message.localId,
    ...(queueId === undefined ? {} : { queue_id: queueId }),
    ...(featureLevel >= READ_BY_SENDER_LEVEL ? { read_by_sender: true } : {}),
  };
  const { target } = message;
  if (target.type === 'channel') {
    const type = featureLevel >= CHANNEL_TYPE_LEVEL ? 'channel' : 'stream';
    return { type, to: target.streamId, topic: target.topic, ...common };
  }
  return {
    type: featureLevel >= DIRECT_TYPE_LEVEL ? 'direct' : 'private',
    to: [...target.userIds],
    ...common,
  };
}

export function createOutboxTransport(options: OutboxTransportOptions): OutboxTransport {
  const { client, ownUserId } = options;
  return {
    send: (message) =>
      client.call(sendMessage, outboxSendParams(message, options.featureLevel() ?? 0, options.queueId()), {
        timeoutMs: SEND_TIMEOUT_MS,
      }),
    async updateFlags(change) {
      await client.call(updateMessageFlags, { messages: change.messages, op: change.op, flag: change.flag });
    },
    async ownMessages(anchor, count) {
      const answer = await client.call(getMessages, {
        anchor,
        include_anchor: false,
        num_before: count,
        num_after: 0,
        narrow: [{ operator: 'sender', operand: ownUserId }],
        apply_markdown: false,
        client_gravatar: true,
        allow_empty_topic_name: true,
      });
      return { messages: answer.messages, foundOldest: answer.found_oldest ?? true };
    },
  };
}
