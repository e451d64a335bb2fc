import { expect, it } from 'vitest';
import { event } from '../support/factories';
import { storeFrom } from '../support/store-fixture';

it('reads the snapshot list and replaces it with each event, keeping it when unchanged', () => {
  const f = storeFrom({ alert_words: ['deploy', 42, 'outage'] });
  expect(f.s().alertWords.words).toEqual(['deploy', 'outage']);
  f.apply(event('alert_words', { alert_words: ['release notes'] }));
  expect(f.s().alertWords.words).toEqual(['release notes']);
  const before = f.s().alertWords;
  f.apply(event('alert_words', { alert_words: ['release notes'] }));
  expect(f.s().alertWords).toBe(before);
  f.apply(event('alert_words', { alert_words: [] }));
  expect(f.s().alertWords.words).toEqual([]);
});
