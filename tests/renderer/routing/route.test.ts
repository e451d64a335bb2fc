import { describe, expect, it } from 'vitest';
import { channelHref, parseRoute, routeHref, type Route } from '../../../renderer/src/routing/route';

describe('parseRoute', () => {
  it('reads channel routes and treats anything else as home', () => {
    expect(parseRoute(channelHref(42))).toEqual({ name: 'channel', streamId: 42 });
    expect(parseRoute('#/channel/7/')).toEqual({ name: 'channel', streamId: 7 });
    for (const hash of ['', '#', '#/channel/', '#/channel/abc', '#narrow/channel/3', '#/channel/1x']) {
      expect(parseRoute(hash)).toEqual({ name: 'home' });
    }
  });
});

describe('routes anchored on a message', () => {
  it('round-trip through routeHref and parseRoute', () => {
    const routes: Route[] = [
      { name: 'channel', streamId: 4, near: 10 },
      { name: 'topic', streamId: 4, topic: 'near', near: 11 },
      { name: 'topic', streamId: 4, topic: '', near: 12 },
      { name: 'topic', streamId: 4, topic: 'a/b (c)', near: 13 },
      { name: 'dm', userIds: [3, 8], near: 14 },
    ];
    for (const route of routes) expect(parseRoute(routeHref(route))).toEqual(route);
  });

  it('leave a topic named "near" alone and refuse bad anchors', () => {
    expect(parseRoute('#/channel/4/topic/near')).toEqual({ name: 'topic', streamId: 4, topic: 'near' });
    expect(parseRoute('#/channel/4/near/x')).toEqual({ name: 'home' });
    expect(parseRoute('#/feed/near/3')).toEqual({ name: 'home' });
  });
});

describe('search routes', () => {
  it('carry their terms, negation and awkward operands both ways', () => {
    const route: Route = {
      name: 'search',
      terms: [
        { operator: 'channel', operand: 'design team', negated: false },
        { operator: 'is', operand: 'starred', negated: true },
        { operator: 'search', operand: 'lunch "a/b" 100%', negated: false },
      ],
    };
    expect(routeHref(route)).toBe(
      '#/search/channel/design%20team/-is/starred/search/lunch%20%22a%2Fb%22%20100%25',
    );
    expect(parseRoute(routeHref(route))).toEqual(route);
    expect(parseRoute('#/inbox')).toEqual({ name: 'inbox' });
    expect(parseRoute('#/recent')).toEqual({ name: 'recent' });
  });

  it('send malformed ones home', () => {
    for (const hash of ['#/search', '#/search/is', '#/search/Is/dm', '#/search/is/%E0%A4%A', '#/search/1/x'])
      expect(parseRoute(hash)).toEqual({ name: 'home' });
  });
});
