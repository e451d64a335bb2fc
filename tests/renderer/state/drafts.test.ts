import { expect, it } from 'vitest';
import { draftsByRecency } from '../../../renderer/src/state/drafts';
import { event } from '../support/factories';
import { storeFrom } from '../support/store-fixture';

const draft = (id: number, timestamp: number, content = 'text') => ({
  id,
  type: 'stream',
  to: [3],
  topic: 'plans',
  content,
  timestamp,
});

it('adds several, replaces one on update, removes by ID, and lists newest first', () => {
  const f = storeFrom({ drafts: [draft(1, 10)] });
  f.apply(event('drafts/add', { drafts: [draft(2, 30), draft(3, 20)] }));
  f.apply(event('drafts/update', { draft: draft(1, 40, 'edited') }));
  expect(draftsByRecency(f.s().drafts).map((d) => d.id)).toEqual([1, 2, 3]);
  expect(f.s().drafts.byId.get(1)?.content).toBe('edited');
  f.apply(event('drafts/remove', { draft_id: 2 }));
  expect(
    f
      .s()
      .drafts.byId.keySeq()
      .toArray()
      .sort((a, b) => a - b),
  ).toEqual([1, 3]);
  const before = f.s().drafts;
  f.apply(event('drafts/remove', { draft_id: 2 }), event('drafts/update', { draft: draft(1, 40, 'edited') }));
  expect(f.s().drafts).toBe(before);
});

it('keeps unaddressed drafts and ones without a timestamp (very old servers)', () => {
  const f = storeFrom({ drafts: [] });
  f.apply(event('drafts/add', { drafts: [{ id: 9, type: '', to: [], topic: '', content: 'hm' }] }));
  expect(draftsByRecency(f.s().drafts)).toEqual([{ id: 9, type: '', to: [], topic: '', content: 'hm' }]);
});
