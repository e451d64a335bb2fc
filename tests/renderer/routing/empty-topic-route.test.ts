import { describe, expect, it } from 'vitest';
import { parseRoute, routeHref, topicHref } from '../../../renderer/src/routing/route';

describe('the empty topic in routes', () => {
  it('round-trips the empty topic', () => {
    const href = topicHref(5, '');
    expect(href).toBe('#/channel/5/topic/');
    expect(parseRoute(href)).toEqual({ name: 'topic', streamId: 5, topic: '' });
  });

  it('still reads a bare channel with a trailing slash as the channel', () => {
    expect(parseRoute('#/channel/5/')).toEqual({ name: 'channel', streamId: 5 });
    expect(parseRoute(routeHref({ name: 'topic', streamId: 5, topic: 'a/b' }))).toEqual({
      name: 'topic',
      streamId: 5,
      topic: 'a/b',
    });
  });
});
