import { describe, expect, it } from 'vitest';
import { IpcFailure, parseZuliprc } from '../../../../electron/core/session';

const expected = { email: 'iago@example.com', key: 'abcdEFGH1234', site: 'https://chat.example.com' };

function refusal(text: string): string {
  try {
    parseZuliprc(text);
  } catch (err) {
    if (err instanceof IpcFailure) return err.error.message;
    throw err;
  }
  throw new Error('accepted');
}

describe('parseZuliprc', () => {
  it('reads the file the server offers for download', () => {
    const text = '[api]\nemail=iago@example.com\nkey=abcdEFGH1234\nsite=https://chat.example.com\n';
    expect(parseZuliprc(text)).toEqual(expected);
  });

  it('tolerates comments, spacing, CRLF, a BOM, other sections and "name: value"', () => {
    const text =
      '\uFEFF# my bot\r\n[other]\r\nkey = not-this-one\r\n\r\n[ api ]\r\n  email : iago@example.com\r\n' +
      '; the key\r\nKEY   =   abcdEFGH1234  \r\nsite= https://chat.example.com\r\n';
    expect(parseZuliprc(text)).toEqual(expected);
  });

  it('names what is missing', () => {
    expect(refusal('email=a@b.c\nkey=k\nsite=https://x.example\n')).toBe('This zuliprc has no [api] section');
    expect(refusal('[api]\nemail=a@b.c\n')).toBe('The [api] section of this zuliprc has no key, site');
    expect(refusal('[api]\nemail=a@b.c\nkey=\nsite=https://x.example')).toBe(
      'The [api] section of this zuliprc has no key',
    );
    expect(refusal('[api]\nemail a@b.c\n')).toMatch(/line 2 is not "name = value"/);
  });
});
