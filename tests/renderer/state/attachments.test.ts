import { expect, it } from 'vitest';
import { event } from '../support/factories';
import { storeFrom } from '../support/store-fixture';

const file = (id: number, message_ids: number[] = []) => ({
  id,
  name: `f${id}.png`,
  path_id: `2/ab/f${id}.png`,
  size: 1000,
  create_time: 1_700_000_000,
  message_ids,
});

it('follows uploads, reference changes and deletions with the organization total', () => {
  const f = storeFrom({ attachments: [file(1)], upload_space_used: 1000 });
  expect(f.s().attachments.uploadSpaceUsed).toBe(1000);
  f.apply(event('attachment/add', { attachment: file(2), upload_space_used: 2000 }));
  f.apply(event('attachment/update', { attachment: file(2, [42]), upload_space_used: 2000 }));
  expect(f.s().attachments.byId.get(2)?.message_ids).toEqual([42]);
  f.apply(event('attachment/remove', { attachment: { id: 1 }, upload_space_used: 1000 }));
  expect(
    f
      .s()
      .attachments.byId.keySeq()
      .toArray()
      .sort((a, b) => a - b),
  ).toEqual([2]);
  expect(f.s().attachments.uploadSpaceUsed).toBe(1000);
});

it('a removal still updates the total when the file was not listed', () => {
  const f = storeFrom({ attachments: [], upload_space_used: 10 });
  f.apply(event('attachment/remove', { attachment: { id: 9 }, upload_space_used: 5 }));
  expect(f.s().attachments).toEqual({ byId: {}, uploadSpaceUsed: 5 });
});
