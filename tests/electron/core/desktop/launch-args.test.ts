// The single-instance handover: which arguments of a launch are links to open in the first instance.
// The argv shapes are the ones Electron delivers (the executable first, the app path in development,
// Chromium's switches anywhere, macOS's -psn_ argument).
import { describe, expect, it } from 'vitest';
import {
  handoverFromArgv,
  linksAmong,
  MAX_LINKS_PER_LAUNCH,
} from '../../../../electron/core/desktop/launch-args';

const LINK = 'https://chat.example.com/#narrow/channel/5-design';
const LOGIN =
  'zulip://login?realm=https%3A%2F%2Fchat.example.com&email=me%40example.com&otp_encrypted_api_key=ab';

describe('handoverFromArgv', () => {
  it('skips the executable of a packaged app, and the app path in development', () => {
    expect(handoverFromArgv(['/opt/Threadline/threadline', LINK], { defaultApp: false })).toEqual({
      links: [LINK],
      ignored: 0,
    });
    expect(
      handoverFromArgv(['/usr/bin/electron', '/home/me/threadline/dist/electron/main.mjs', LOGIN], {
        defaultApp: true,
      }),
    ).toEqual({ links: [LOGIN], ignored: 0 });
    // The app path itself is not a link even when it looks like a URL.
    expect(handoverFromArgv(['electron', 'https://example.com/app'], { defaultApp: true }).links).toEqual([]);
  });

  it('ignores Chromium and Electron switches wherever the second launch puts them', () => {
    const argv = [
      'C:\\Program Files\\Threadline\\Threadline.exe',
      '--allow-file-access-from-files',
      LINK,
      '--original-process-start-time=13349938462000000',
      '--enable-features=https://not-a-link',
      '-psn_0_123456',
    ];
    expect(handoverFromArgv(argv, { defaultApp: false })).toEqual({ links: [LINK], ignored: 4 });
  });

  it('takes what follows a bare -- as arguments, not switches', () => {
    expect(linksAmong(['--', LINK, '--not-a-switch-now'])).toEqual({ links: [LINK], ignored: 1 });
  });

  it('ignores file paths, other schemes and non-strings, and trims what it keeps', () => {
    const result = linksAmong([
      '/home/me/notes.txt',
      'C:\\Users\\me\\file.zuliprc',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'mailto:me@example.com',
      `  ${LINK}\n`,
      42,
      null,
    ]);
    expect(result).toEqual({ links: [LINK], ignored: 7 });
  });

  it('keeps the link schemes in any letter case (the parser normalises them later)', () => {
    expect(linksAmong(['HTTPS://chat.example.com/', 'Zulip://login']).links).toHaveLength(2);
  });

  it('hands over at most a handful of links from one launch', () => {
    const many = Array.from({ length: 50 }, (_, i) => `${LINK}/near/${i + 1}`);
    const result = linksAmong(many);
    expect(result.links).toEqual(many.slice(0, MAX_LINKS_PER_LAUNCH));
    expect(result.ignored).toBe(50 - MAX_LINKS_PER_LAUNCH);
  });

  it('hands over nothing from a plain second launch, which only focuses the first window', () => {
    expect(handoverFromArgv(['/opt/Threadline/threadline'], { defaultApp: false })).toEqual({
      links: [],
      ignored: 0,
    });
    expect(handoverFromArgv([], { defaultApp: false })).toEqual({ links: [], ignored: 0 });
  });
});
