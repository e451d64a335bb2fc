// Zulip's #narrow links, both ways: what the web app builds (and Zulip's own examples) reads back
// as the Threadline view it names, legacy operators included; links elsewhere are not ours.
import { describe, expect, it } from 'vitest';
import {
  decodeHashComponent,
  encodeHashComponent,
  messageNarrowHash,
  messageNarrowLink,
  parseNarrowLink,
  type NarrowLinkContext,
} from '../../../renderer/src/routing/narrow-link';

const REALM = 'https://chat.example.com';
const context: NarrowLinkContext = {
  realmUrl: REALM,
  ownUserId: 9,
  channelIdByName: (name) => (name === 'design' ? 42 : undefined),
};
const parse = (href: string) => parseNarrowLink(href, context);

describe('Zulip hash encoding', () => {
  it('matches the web app on its own test strings', () => {
    expect(encodeHashComponent('https://www.zulipexample.com')).toBe(
      'https.3A.2F.2Fwww.2Ezulipexample.2Ecom',
    );
    expect(decodeHashComponent('https.3A.2F.2Fwww.2Ezulipexample.2Ecom')).toBe(
      'https://www.zulipexample.com',
    );
    expect(encodeHashComponent('test topic')).toBe('test.20topic');
    expect(encodeHashComponent('f(x) v1.2')).toBe('f.28x.29.20v1.2E2');
    expect(decodeHashComponent('.E0')).toBeUndefined();
  });

  it('round-trips topics with dots, parentheses, percent signs, slashes and emoji', () => {
    for (const topic of ['a.b', '(x)', '100% done', 'a/b', 'naïve 🎉', '', '.2E']) {
      const hash = messageNarrowHash({ kind: 'channel', streamId: 5, channelName: 'my team', topic }, 77);
      expect(parse(hash)).toEqual({ kind: 'route', route: { name: 'topic', streamId: 5, topic, near: 77 } });
    }
  });
});

describe('parseNarrowLink', () => {
  it("reads Zulip's documented forms, legacy operators included", () => {
    expect(parse('#narrow/stream/123-a-test-stream/topic/test.20topic')).toEqual({
      kind: 'route',
      route: { name: 'topic', streamId: 123, topic: 'test topic' },
    });
    expect(parse('#narrow/channel/123-a-test-stream')).toEqual({
      kind: 'route',
      route: { name: 'channel', streamId: 123 },
    });
    expect(parse('#narrow/stream/7/subject/x.2Ey/near/12')).toEqual({
      kind: 'route',
      route: { name: 'topic', streamId: 7, topic: 'x.y', near: 12 },
    });
    expect(parse('#narrow/channel/7-x/topic/t/with/12')).toEqual({
      kind: 'route',
      route: { name: 'topic', streamId: 7, topic: 't', near: 12 },
    });
    expect(parse('#narrow/stream/design')).toEqual({
      kind: 'route',
      route: { name: 'channel', streamId: 42 },
    });
    expect(parse('#narrow/channel/5-x/topic/')).toEqual({
      kind: 'route',
      route: { name: 'topic', streamId: 5, topic: '' },
    });
  });

  it('reads direct-message links, leaving out the reader', () => {
    expect(parse('#narrow/dm/12-alice')).toEqual({ kind: 'route', route: { name: 'dm', userIds: [12] } });
    expect(parse('#narrow/pm-with/15,9,12-group/near/3')).toEqual({
      kind: 'route',
      route: { name: 'dm', userIds: [12, 15], near: 3 },
    });
    expect(parse('#narrow/dm/9-me')).toEqual({ kind: 'route', route: { name: 'dm', userIds: [9] } });
    const built = messageNarrowHash({ kind: 'dm', userIds: [15, 12] }, 4);
    expect(parse(built)).toEqual({ kind: 'route', route: { name: 'dm', userIds: [12, 15], near: 4 } });
  });

  it('reads views and bare message links', () => {
    expect(parse('#narrow/is/starred')).toEqual({ kind: 'route', route: { name: 'starred' } });
    expect(parse('#narrow/is/mentioned')).toEqual({ kind: 'route', route: { name: 'mentions' } });
    expect(parse('#narrow/near/1234')).toEqual({ kind: 'message', messageId: 1234 });
    expect(parse('#narrow/id/1234')).toEqual({ kind: 'message', messageId: 1234 });
  });

  it("takes the realm's own full and relative URLs, and nothing from elsewhere", () => {
    const link = messageNarrowLink(`${REALM}/`, { kind: 'channel', streamId: 3, topic: 'hi' }, 8);
    expect(parse(link)).toEqual({
      kind: 'route',
      route: { name: 'topic', streamId: 3, topic: 'hi', near: 8 },
    });
    expect(parse('/#narrow/channel/3-general')).toEqual({
      kind: 'route',
      route: { name: 'channel', streamId: 3 },
    });
    for (const href of [
      'https://evil.example.com/#narrow/channel/3-general',
      `${REALM}/other/#narrow/channel/3-general`,
      `${REALM}/?x=1#narrow/channel/3-general`,
      'http://chat.example.com/#narrow/channel/3-general',
      `${REALM}/#streams/3`,
      'https://example.org/page',
    ]) {
      expect(parse(href)).toBeNull();
    }
  });

  it('refuses narrows Threadline has no view for, and malformed operands', () => {
    for (const href of [
      '#narrow/search/hello',
      '#narrow/sender/12-alice',
      '#narrow/channel/3-x/search/y',
      '#narrow/channel/3-x/dm/4',
      '#narrow/channel/3-x/channel/4-y',
      '#narrow/channel/unknown-name',
      '#narrow/channel/3-x/near/abc',
      '#narrow/channel/3-x/topic',
      '#narrow/dm/alice@example.com',
      '#narrow/topic/.E0',
      '#narrow/is/unread',
      '#narrow/near/0',
    ]) {
      expect(parse(href), href).toBeNull();
    }
  });
});
