import { describe, expect, it } from 'vitest';
import { channelHref, parseRoute } from '../../../renderer/src/routing/route';

describe('parseRoute', () => {
  it('reads channel routes and treats anything else as home', () => {
    expect(parseRoute(channelHref(42))).toEqual({ name: 'channel', streamId: 42 });
    expect(parseRoute('#/channel/7/')).toEqual({ name: 'channel', streamId: 7 });
    for (const hash of ['', '#', '#/channel/', '#/channel/abc', '#narrow/channel/3', '#/channel/1x']) {
      expect(parseRoute(hash)).toEqual({ name: 'home' });
    }
  });
});
