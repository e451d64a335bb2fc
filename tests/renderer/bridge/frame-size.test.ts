// The bridge's own measure of a frame against the host's limit (renderer/src/bridge/frame-size.ts).
import { describe, expect, it } from 'vitest';
import { oversizeError } from '../../../renderer/src/bridge/frame-size';

describe('oversizeError', () => {
  it('lets frames up to the limit through, counting UTF-8 bytes', () => {
    expect(oversizeError('api', {}, 'a'.repeat(100), 100)).toBeUndefined();
    expect(oversizeError('api', {}, 'é'.repeat(50), 100)).toBeUndefined();
    expect(oversizeError('api', {}, 'é'.repeat(51), 100)).toBeDefined();
    expect(oversizeError('api', {}, '😀'.repeat(25), 100)).toBeUndefined();
    expect(oversizeError('api', {}, '😀'.repeat(26), 100)).toBeDefined();
  });

  it('names what was too big and the limit', () => {
    const big = 'x'.repeat(2 * 1024 * 1024);
    expect(oversizeError('compose.saveDraft', {}, big)?.message).toMatch(
      /^The draft is too large to send: 2 MiB \(2,097,152 bytes\), over the limit of 1 MiB \(1,048,576 bytes\)/,
    );
    expect(oversizeError('api', { op: 'updateMessage' }, big)?.message).toMatch(
      /^The edited message is too large/,
    );
    expect(oversizeError('api', { op: 'createChannel' }, big)?.message).toMatch(
      /^The "createChannel" request is/,
    );
    expect(oversizeError('signIn.zuliprc', {}, big)?.message).toMatch(/^The "signIn.zuliprc" request is/);
    expect(oversizeError('api', {}, 'x'.repeat(2000), 1000)?.message).toContain('2 KiB (2,000 bytes)');
  });
});
