// The people and channels both suggestion lists (compose typeahead, search box) draw on.
import { Map as ImmutableMap } from 'immutable';
import { describe, expect, it } from 'vitest';
import {
  channelChoices,
  recentDmPartners,
} from '../../../../renderer/src/features/common/suggestion-choices';
import { nameCollator } from '../../../../renderer/src/i18n/name-order';
import { initialChannels } from '../../../../renderer/src/state/channels';
import { sampleChannel, sampleSubscription } from '../../../shared/objects/samples';

describe('suggestion choices', () => {
  it('lists subscribed channels by name before the others by name', () => {
    const sub = (id: number, name: string) => ({ ...sampleSubscription, stream_id: id, name });
    const channel = (id: number, name: string) => ({ ...sampleChannel, stream_id: id, name });
    const channels = {
      ...initialChannels,
      subscriptions: ImmutableMap([
        [2, sub(2, 'zeta')],
        [3, sub(3, 'alpha')],
      ]),
      streams: ImmutableMap([
        [1, channel(1, 'beta')],
        [2, channel(2, 'zeta')],
        [3, channel(3, 'alpha')],
        [4, channel(4, 'aardvark')],
      ]),
    };
    expect(channelChoices(channels, nameCollator('en').compare).map((c) => c.id)).toEqual([3, 2, 4, 1]);
    const nordic = {
      ...initialChannels,
      streams: ImmutableMap([
        [5, channel(5, 'Öst')],
        [6, channel(6, 'zulu')],
      ]),
    };
    expect(channelChoices(nordic, nameCollator('sv').compare).map((c) => c.name)).toEqual(['zulu', 'Öst']);
    expect(channelChoices(nordic, nameCollator('de').compare).map((c) => c.name)).toEqual(['Öst', 'zulu']);
  });

  it('gathers everyone from the recent direct-message conversations', () => {
    const dm = (key: string, userIds: number[]) => ({ key, userIds, maxMessageId: 1 });
    const recent = ImmutableMap([
      ['a', dm('a', [5, 6])],
      ['b', dm('b', [6, 7])],
    ]);
    expect([...recentDmPartners(recent)].sort()).toEqual([5, 6, 7]);
  });
});
