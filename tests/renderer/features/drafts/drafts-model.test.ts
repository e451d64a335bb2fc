import { describe, expect, it } from 'vitest';
import { draftRows, sortDrafts } from '../../../../renderer/src/features/drafts/drafts-model';
import type { Draft } from '../../../../shared/objects';
import { sampleDraft } from '../../../shared/objects/samples';
import { testIntl } from '../../../support/intl';

const en = testIntl();
const german = testIntl('de');
const spanish = testIntl('es');

const draft = (overrides: Partial<Draft>): Draft => ({ ...sampleDraft, ...overrides });
const names = {
  channelName: (id: number) => ({ 3: 'engineering' })[id],
  userName: (id: number) => ({ 11: 'Alan Turing', 12: 'Grace Hopper' })[id],
  emptyTopicLabel: 'general chat',
};

describe('drafts', () => {
  it('sorts the most recently edited first, drafts without a timestamp last', () => {
    const sorted = sortDrafts([
      draft({ id: 1, timestamp: 100 }),
      draft({ id: 2, timestamp: undefined }),
      draft({ id: 3, timestamp: 300 }),
      draft({ id: 4, timestamp: 300 }),
    ]);
    expect(sorted.map((d) => d.id)).toEqual([4, 3, 1, 2]);
  });

  it('describes each draft and the conversation it opens', () => {
    const rows = draftRows(
      [
        draft({ id: 1, type: 'stream', to: [3], topic: 'release', timestamp: 3 }),
        draft({ id: 2, type: 'stream', to: [3], topic: '', timestamp: 2 }),
        draft({ id: 3, type: 'private', to: [12, 11], topic: '', timestamp: 1 }),
        draft({ id: 4, type: '', to: [], topic: '', timestamp: 0 }),
        draft({ id: 5, type: 'stream', to: [99], topic: 'x', timestamp: -1 }),
      ],
      names,
      en,
    );
    expect(rows.map((r) => [r.destination, r.route])).toEqual([
      ['#engineering › release', { name: 'topic', streamId: 3, topic: 'release' }],
      ['#engineering › general chat', { name: 'topic', streamId: 3, topic: '' }],
      ['To Grace Hopper and Alan Turing', { name: 'dm', userIds: [11, 12] }],
      ['No recipient', null],
      ['#unknown channel 99 › x', { name: 'topic', streamId: 99, topic: 'x' }],
    ]);
  });

  it('describes drafts in German and Spanish', () => {
    const drafts = [
      draft({ id: 1, type: 'private', to: [12, 11, 13], topic: '', timestamp: 2 }),
      draft({ id: 2, type: '', to: [], topic: '', timestamp: 1 }),
    ];
    expect(draftRows(drafts, names, german).map((r) => r.destination)).toEqual([
      'An Grace Hopper, Alan Turing und unbekannte Person 13',
      'Kein Empfänger',
    ]);
    expect(draftRows(drafts, names, spanish).map((r) => r.destination)).toEqual([
      'Para Grace Hopper, Alan Turing y persona desconocida 13',
      'Sin destinatario',
    ]);
  });
});
