// The register snapshot's attachments go through the same shared reader as events: a real server's
// `messages` list in milliseconds and the spec's `message_ids` in seconds give one shape.
import { expect, it } from 'vitest';
import { storeFrom } from '../support/store-fixture';

const file = { name: 'a.txt', path_id: '2/ab/a.txt', size: 10 };

it('normalises both wire shapes and drops entries it cannot read', () => {
  const f = storeFrom({
    attachments: [
      {
        ...file,
        id: 1,
        create_time: 1_700_000_000_000,
        messages: [{ id: 42, date_sent: 1_700_000_001_000 }],
      },
      { ...file, id: 2, create_time: 1_700_000_000, message_ids: [43] },
      { ...file, id: 3, create_time: 1_700_000_000 },
      'not an object',
    ],
    upload_space_used: 20,
  });
  const { byId } = f.s().attachments;
  expect(byId.get(1)).toEqual({
    ...file,
    id: 1,
    create_time: 1_700_000_000,
    message_ids: [42],
    messages: [{ id: 42, date_sent: 1_700_000_001 }],
  });
  expect(byId.get(2)?.message_ids).toEqual([43]);
  expect(byId.get(2)?.messages).toEqual([{ id: 43, date_sent: null }]);
  expect(byId.get(3)).toBeUndefined();
});
