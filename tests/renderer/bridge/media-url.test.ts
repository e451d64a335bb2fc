// Where the renderer points an <img>: always at main (the web host's /media or threadline-media:),
// never at the network.
import { describe, expect, it } from 'vitest';
import { buildMediaUrl } from '../../../renderer/src/bridge/media-url';

const browser = { kind: 'browser', secret: 'session+secret/=' } as const;

describe('buildMediaUrl', () => {
  it('routes http(s) URLs through the web host with the session secret', () => {
    const built = buildMediaUrl('https://chat.example.com/user_avatars/2/a.png?s=50', browser);
    expect(built.startsWith('/media?')).toBe(true);
    const query = new URL(built, 'http://127.0.0.1:1').searchParams;
    expect(query.get('url')).toBe('https://chat.example.com/user_avatars/2/a.png?s=50');
    expect(query.get('secret')).toBe('session+secret/=');
  });

  it('routes them through the threadline-media: protocol in Electron, with no secret', () => {
    const built = buildMediaUrl('http://localhost:9991/static/icon.svg', { kind: 'electron' });
    const url = new URL(built);
    expect(url.protocol).toBe('threadline-media:');
    expect(url.searchParams.get('url')).toBe('http://localhost:9991/static/icon.svg');
    expect(url.searchParams.has('secret')).toBe(false);
  });

  it('keeps data: URLs and refuses everything else', () => {
    expect(buildMediaUrl('data:image/png;base64,AAAA', browser)).toBe('data:image/png;base64,AAAA');
    for (const url of ['/relative.png', 'javascript:alert(1)', 'file:///etc/passwd', 'not a url']) {
      expect(buildMediaUrl(url, browser)).toBe('');
    }
  });
});
