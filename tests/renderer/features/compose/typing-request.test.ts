import { describe, expect, it } from 'vitest';
import { typingAllowed, typingRequest } from '../../../../renderer/src/features/compose/typing-request';
import type { TypingTarget } from '../../../../renderer/src/features/compose/typing-notifier';

const channel: TypingTarget = { type: 'channel', streamId: 7, topic: 'plans' };
const direct: TypingTarget = { type: 'direct', userIds: [9, 4, 9] };

describe('typingRequest', () => {
  it('uses type=channel with stream_id from feature level 248', () => {
    expect(typingRequest('start', channel, 248)).toEqual({
      type: 'channel',
      op: 'start',
      stream_id: 7,
      topic: 'plans',
    });
  });

  it('uses type=stream with stream_id from 215 to 247', () => {
    expect(typingRequest('stop', channel, 247)).toEqual({
      type: 'stream',
      op: 'stop',
      stream_id: 7,
      topic: 'plans',
    });
    expect(typingRequest('start', channel, 215)).toMatchObject({ type: 'stream', stream_id: 7 });
  });

  it('puts the channel in `to` before stream_id existed, and sends nothing before channel typing', () => {
    expect(typingRequest('start', channel, 214)).toEqual({
      type: 'stream',
      op: 'start',
      to: [7],
      topic: 'plans',
    });
    expect(typingRequest('start', channel, 57)).toBeNull();
  });

  it('sends direct notices to the sorted, distinct recipient ids', () => {
    expect(typingRequest('start', direct, 470)).toEqual({ type: 'direct', op: 'start', to: [4, 9] });
    expect(typingRequest('stop', direct, 10)).toEqual({ type: 'direct', op: 'stop', to: [4, 9] });
  });
});

describe('typingAllowed', () => {
  it('follows send_private_typing_notifications for direct and send_stream_typing_notifications for channels', () => {
    const onlyPrivate = { sendPrivate: true, sendStream: false };
    expect(typingAllowed(direct, onlyPrivate)).toBe(true);
    expect(typingAllowed(channel, onlyPrivate)).toBe(false);
    const onlyStream = { sendPrivate: false, sendStream: true };
    expect(typingAllowed(direct, onlyStream)).toBe(false);
    expect(typingAllowed(channel, onlyStream)).toBe(true);
  });
});
