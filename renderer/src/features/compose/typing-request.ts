// What POST /typing looks like for a target, per server version: the channel form changed twice
// (stream_id at feature level 215, `type=channel` at 248), so the notifier stays version-free.
import type { TypingOp, TypingTarget } from './typing-notifier';

export interface TypingRequest {
  type: 'direct' | 'stream' | 'channel';
  op: TypingOp;
  to?: number[];
  stream_id?: number;
  topic?: string;
}

/** Channel typing notices exist from feature level 58 (stream_typing_notifications). */
const CHANNEL_TYPING_LEVEL = 58;
const STREAM_ID_LEVEL = 215;
const CHANNEL_TYPE_LEVEL = 248;

/** The request for one notice, or null where this server cannot carry it. */
export function typingRequest(
  op: TypingOp,
  target: TypingTarget,
  featureLevel: number,
): TypingRequest | null {
  if (target.type === 'direct') {
    return { type: 'direct', op, to: [...new Set(target.userIds)].sort((a, b) => a - b) };
  }
  if (featureLevel >= CHANNEL_TYPE_LEVEL) {
    return { type: 'channel', op, stream_id: target.streamId, topic: target.topic };
  }
  if (featureLevel >= STREAM_ID_LEVEL) {
    return { type: 'stream', op, stream_id: target.streamId, topic: target.topic };
  }
  // Before stream_id, the channel went in `to` as a one-element list.
  if (featureLevel >= CHANNEL_TYPING_LEVEL)
    return { type: 'stream', op, to: [target.streamId], topic: target.topic };
  return null;
}

export interface TypingSettings {
  sendPrivate: boolean;
  sendStream: boolean;
}

/** The user's send_private_typing_notifications / send_stream_typing_notifications choice for a target. */
export function typingAllowed(target: TypingTarget, settings: TypingSettings): boolean {
  return target.type === 'direct' ? settings.sendPrivate : settings.sendStream;
}
