import { expect, it } from 'vitest';
import { event } from '../support/factories';
import { storeFrom } from '../support/store-fixture';

const emoji = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `e${id}`,
  source_url: `/e/${id}.png`,
  still_url: null,
  deactivated: false,
  author_id: 10,
  ...extra,
});

it('keeps the emoji set current through the whole-set and the one-at-a-time forms', () => {
  const f = storeFrom({ realm_emoji: { '1': emoji('1'), '2': 'junk' } });
  expect(Object.keys(f.s().realmEmoji.byId)).toEqual(['1']);
  f.apply(event('realm_emoji/add', { emoji: emoji('7') }));
  f.apply(event('realm_emoji/update_one', { emoji_id: '7', data: { deactivated: true } }));
  expect(f.s().realmEmoji.byId['7']).toMatchObject({ name: 'e7', deactivated: true });
  const before = f.s().realmEmoji;
  f.apply(event('realm_emoji/update_one', { emoji_id: '7', data: { deactivated: true } }));
  f.apply(event('realm_emoji/update_one', { emoji_id: '99', data: { deactivated: true } }));
  expect(f.s().realmEmoji).toBe(before);
  f.apply(event('realm_emoji/update', { realm_emoji: { '3': emoji('3') } }));
  expect(Object.keys(f.s().realmEmoji.byId)).toEqual(['3']);
});
