// The parameters of an outbox send follow the server's feature level (moved here from the renderer,
// which no longer sends messages itself).
import { describe, expect, it } from 'vitest';
import { outboxSendParams } from '../../../../electron/core/offline';

const lunch = { type: 'channel', streamId: 3, topic: 'lunch' } as const;
const message = (target: Parameters<typeof outboxSendParams>[0]['target']) => ({
  target,
  content: 'hi',
  localId: 'L',
});

describe('outboxSendParams', () => {
  it('uses the current type names, read_by_sender and the live queue on current servers', () => {
    expect(outboxSendParams(message({ type: 'direct', userIds: [4, 9] }), 470, 'q1')).toEqual({
      type: 'direct',
      to: [4, 9],
      content: 'hi',
      local_id: 'L',
      queue_id: 'q1',
      read_by_sender: true,
    });
  });

  it('falls back to stream/private and leaves out read_by_sender on old servers, and the queue when none', () => {
    expect(outboxSendParams(message(lunch), 200, undefined)).toEqual({
      type: 'stream',
      to: 3,
      topic: 'lunch',
      content: 'hi',
      local_id: 'L',
    });
    expect(outboxSendParams(message({ type: 'direct', userIds: [4] }), 100, undefined)).toMatchObject({
      type: 'private',
    });
    expect(outboxSendParams(message(lunch), 247, undefined)).toMatchObject({
      type: 'stream',
      read_by_sender: true,
    });
  });
});
