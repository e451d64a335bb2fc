// Both attachment wire shapes (real Zulip's `messages` list, the spec's `message_ids`) and both time
// units (milliseconds before feature level 443, seconds since) parse to one normalised shape.
import { describe, expect, it } from 'vitest';
import { updateMessage } from '../../../shared/api';
import { attachment, readAttachment, toUnixSeconds } from '../../../shared/objects';

const base = { id: 3, name: 'diagram.png', path_id: '2/ab/cdef/diagram.png', size: 12_345 };
const specShape = { ...base, create_time: 1_700_000_000, message_ids: [42, 43] };
// As Attachment.to_dict in zerver/models/messages.py wrote it before feature level 443.
const realMilliseconds = {
  ...base,
  create_time: 1_700_000_000_999,
  messages: [
    { id: 42, date_sent: 1_700_000_100_000 },
    { id: 43, date_sent: 1_700_000_200_500 },
  ],
};
// The same, from feature level 443 on.
const realSeconds = {
  ...base,
  create_time: 1_700_000_000,
  messages: [
    { id: 42, date_sent: 1_700_000_100 },
    { id: 43, date_sent: 1_700_000_200 },
  ],
};
const normalised = {
  ...base,
  create_time: 1_700_000_000,
  message_ids: [42, 43],
  messages: [
    { id: 42, date_sent: 1_700_000_100 },
    { id: 43, date_sent: 1_700_000_200 },
  ],
};

describe('attachment', () => {
  it('gives the real server shape, in milliseconds or seconds, the same normalised form', () => {
    expect(attachment.parse(realMilliseconds)).toEqual(normalised);
    expect(attachment.parse(realSeconds)).toEqual(normalised);
  });

  it('gives the spec shape message_ids and messages without send times', () => {
    expect(attachment.parse(specShape)).toEqual({
      ...specShape,
      messages: [
        { id: 42, date_sent: null },
        { id: 43, date_sent: null },
      ],
    });
  });

  it('keeps unknown fields and accepts an unreferenced file', () => {
    const parsed = attachment.parse({ ...realSeconds, messages: [], future_field: { x: 1 } });
    expect(parsed.future_field).toEqual({ x: 1 });
    expect(parsed.message_ids).toEqual([]);
    expect(attachment.parse({ ...realSeconds, messages: [{ id: 7, later: true }] }).messages).toEqual([
      { id: 7, date_sent: null },
    ]);
  });

  it('refuses an attachment without a message list, with a malformed one, or without a name', () => {
    const { messages: _m, ...withoutList } = realSeconds;
    for (const bad of [
      withoutList,
      { ...realSeconds, messages: [{ date_sent: 1 }] },
      { ...specShape, message_ids: ['42'] },
      { ...realSeconds, name: undefined },
      { ...realSeconds, create_time: '1700000000' },
    ]) {
      const result = attachment.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/expected an attachment/);
    }
    expect(readAttachment(null)).toBeUndefined();
    expect(readAttachment([specShape])).toBeUndefined();
  });

  it('reads a timestamp as milliseconds from 10^11 on', () => {
    expect(toUnixSeconds(99_999_999_999)).toBe(99_999_999_999);
    expect(toUnixSeconds(100_000_000_000)).toBe(100_000_000);
    expect(toUnixSeconds(1_700_000_000_999)).toBe(1_700_000_000);
    expect(toUnixSeconds(0)).toBe(0);
  });

  it("normalises an edit's detached_uploads", () => {
    const parsed = updateMessage.response.parse({ detached_uploads: [realMilliseconds, specShape] });
    expect(parsed.detached_uploads?.[0]).toEqual(normalised);
    expect(parsed.detached_uploads?.[1]?.message_ids).toEqual([42, 43]);
    expect(updateMessage.response.safeParse({ detached_uploads: [{ id: 1 }] }).success).toBe(false);
  });
});
