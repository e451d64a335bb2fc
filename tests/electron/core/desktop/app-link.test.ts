// Links from outside the app, hostile ones first: only a link into one of the user's own
// organizations opens, in that account, and everything else is refused with a readable sentence.
import type { MessageDescriptor } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import {
  decideLink,
  LINK_MESSAGES,
  MAX_LINK_LENGTH,
  notYourOrganization,
  type LinkAccount,
} from '../../../../electron/core/desktop/app-link';
import { said } from '../../../support/intl';
import { type Phrase, phrase } from '../../../../shared/i18n/phrase';

const accounts: LinkAccount[] = [
  { id: 'work', realmUrl: 'https://chat.example.com' },
  { id: 'work-bot-tester', realmUrl: 'https://chat.example.com' },
  { id: 'sub', realmUrl: 'https://example.org/zulip' },
  { id: 'idn', realmUrl: 'https://xn--bcher-kva.example' },
  { id: 'local', realmUrl: 'http://127.0.0.1:9991' },
  { id: 'broken', realmUrl: 'not a url' },
];
const NARROW = '#narrow/channel/5-design/topic/logo/near/123';

const decide = (text: string, active: string | null = 'work') => decideLink(text, accounts, active);
const opens = (text: string, active?: string | null) => {
  const decision = decide(text, active);
  if (decision.kind !== 'open') throw new Error(`expected to open ${text}, got ${JSON.stringify(decision)}`);
  return decision.target;
};
const refusal = (text: string) => {
  const decision = decide(text);
  if (decision.kind !== 'refused')
    throw new Error(`expected to refuse ${text}, got ${JSON.stringify(decision)}`);
  return said(decision.message);
};
/** A refusal as the window shows it in English. */
const en = (message: MessageDescriptor | Phrase) => said('message' in message ? message : phrase(message));

describe('links into the user’s organizations', () => {
  it('opens a narrow link and a message link in the matching account', () => {
    expect(opens(`https://chat.example.com/${NARROW}`)).toEqual({ accountId: 'work', hash: NARROW });
    expect(opens('https://chat.example.com/#narrow/near/77')).toEqual({
      accountId: 'work',
      hash: '#narrow/near/77',
    });
    expect(opens(`http://127.0.0.1:9991/${NARROW}`)).toEqual({ accountId: 'local', hash: NARROW });
  });

  it('opens the organization’s home for a link to the organization itself', () => {
    expect(opens('https://chat.example.com')).toEqual({ accountId: 'work', hash: '#/' });
    expect(opens('https://chat.example.com/#')).toEqual({ accountId: 'work', hash: '#/' });
  });

  it('prefers the active account when two accounts share the organization', () => {
    expect(opens(`https://chat.example.com/${NARROW}`, 'work-bot-tester').accountId).toBe('work-bot-tester');
    expect(opens(`https://chat.example.com/${NARROW}`, 'sub').accountId).toBe('work');
    expect(opens(`https://chat.example.com/${NARROW}`, null).accountId).toBe('work');
  });

  it('normalises what the URL standard normalises: case, default port, IDN, dot segments', () => {
    expect(opens(`HTTPS://CHAT.Example.COM:443/${NARROW}`).accountId).toBe('work');
    expect(opens(`https://bücher.example/${NARROW}`).accountId).toBe('idn');
    expect(opens(`https://chat.example.com/a/../${NARROW}`).accountId).toBe('work');
    expect(opens(`https://chat.example.com/%2e%2e/${NARROW}`).accountId).toBe('work');
  });

  it('matches a realm on a sub-path only on that path', () => {
    expect(opens(`https://example.org/zulip/${NARROW}`).accountId).toBe('sub');
    expect(opens(`https://example.org/zulip${NARROW}`).accountId).toBe('sub');
    expect(refusal(`https://example.org/${NARROW}`)).toBe(en(notYourOrganization('example.org')));
    expect(refusal(`https://example.org/zulipx/${NARROW}`)).toBe(
      en(notYourOrganization('example.org/zulipx')),
    );
    expect(refusal(`https://example.org/zulip/other/${NARROW}`)).toBe(en(LINK_MESSAGES.otherPage));
  });

  it('keeps Zulip’s own escapes in the hash for the renderer to read', () => {
    const hash = '#narrow/channel/5-design/topic/caf.C3.A9.20.28draft.29';
    expect(opens(`https://chat.example.com/${hash}`).hash).toBe(hash);
    // The URL standard escapes quotes and angle brackets in a fragment: still printable ASCII, still ours.
    expect(opens('https://chat.example.com/#narrow/channel/5-design/topic/"a"<b>').hash).toBe(
      '#narrow/channel/5-design/topic/%22a%22%3Cb%3E',
    );
  });
});

describe('hostile links', () => {
  it('refuses another organization, naming it only by its address', () => {
    expect(refusal(`https://chat.other.com/${NARROW}`)).toBe(en(notYourOrganization('chat.other.com')));
    expect(refusal(`https://other.example.com/${NARROW}`)).toBe(en(notYourOrganization('other.example.com')));
  });

  it('refuses look-alike hosts and ports', () => {
    const cases: [string, string][] = [
      [`https://chat.example.com.evil.net/${NARROW}`, 'chat.example.com.evil.net'],
      [`https://chat-example.com/${NARROW}`, 'chat-example.com'],
      [`https://chat.example.com./${NARROW}`, 'chat.example.com.'],
      [`https://chat.example.com:8443/${NARROW}`, 'chat.example.com:8443'],
      [`http://chat.example.com/${NARROW}`, 'chat.example.com'],
      [`https://127.0.0.1:9991/${NARROW}`, '127.0.0.1:9991'],
      [`http://127.0.0.1:9992/${NARROW}`, '127.0.0.1:9992'],
      [`http://localhost:9991/${NARROW}`, 'localhost:9991'],
      // Cyrillic "а" in "chаt": the URL standard turns it into punycode, which is what is shown.
      [`https://ch\u0430t.example.com/${NARROW}`, 'xn--cht-7cd.example.com'],
      [`https://bucher.example/${NARROW}`, 'bucher.example'],
    ];
    for (const [link, shown] of cases) expect(refusal(link), link).toBe(en(notYourOrganization(shown)));
  });

  it('refuses links with credentials, even to a known organization', () => {
    expect(refusal(`https://me:secret@chat.example.com/${NARROW}`)).toBe(en(LINK_MESSAGES.credentials));
    expect(refusal(`https://chat.example.com@evil.net/${NARROW}`)).toBe(en(LINK_MESSAGES.credentials));
    expect(refusal(`https://chat.example.com%2F@evil.net/${NARROW}`)).toBe(en(LINK_MESSAGES.credentials));
  });

  it('refuses other schemes', () => {
    for (const link of [
      'javascript:alert(document.cookie)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'ftp://chat.example.com/',
      'mailto:me@example.com',
      'threadline://open',
      'app://threadline/index.html',
    ])
      expect(refusal(link), link).toBe(en(LINK_MESSAGES.otherScheme));
  });

  it('refuses percent-encoding and whitespace tricks in the host', () => {
    expect(refusal(`https://evil.net%2F.chat.example.com/${NARROW}`)).toBe(en(LINK_MESSAGES.malformed));
    expect(refusal(`https://chat.example.com%00.evil.net/${NARROW}`)).toBe(en(LINK_MESSAGES.malformed));
    // The URL parser would silently drop a tab or newline and make this chat.example.com.
    expect(refusal(`https://chat.exa\tmple.com/${NARROW}`)).toBe(en(LINK_MESSAGES.malformed));
    expect(refusal(`https://chat.exa\nmple.com/${NARROW}`)).toBe(en(LINK_MESSAGES.malformed));
    expect(refusal(`https://chat.example.com/#narrow/channel/5 design`)).toBe(en(LINK_MESSAGES.malformed));
    // Invisible characters that make one address look like another.
    expect(refusal(`https://chat.example.com\u200b/${NARROW}`)).toBe(en(LINK_MESSAGES.malformed));
    expect(refusal(`https://\u202echat.example.com/${NARROW}`)).toBe(en(LINK_MESSAGES.malformed));
    // A backslash is a slash in web URLs: this is a path on chat.example.com, not its realm page.
    expect(refusal('https://chat.example.com\\@evil.net/#narrow/x')).toBe(en(LINK_MESSAGES.otherPage));
  });

  it('refuses pages of the organization that are not a view', () => {
    for (const link of [
      'https://chat.example.com/user_uploads/2/ab/secret.pdf',
      'https://chat.example.com/?next=/#narrow/channel/5',
      'https://chat.example.com/#settings/account',
      'https://chat.example.com/#/channel/5',
      'https://chat.example.com/#narrowx/channel/5',
    ])
      expect(refusal(link), link).toBe(en(LINK_MESSAGES.otherPage));
  });

  it('refuses over-long and empty input before parsing it', () => {
    const long = `https://chat.example.com/#narrow/channel/5-design/topic/${'x'.repeat(MAX_LINK_LENGTH)}`;
    expect(refusal(long)).toBe(en(LINK_MESSAGES.tooLong));
    expect(refusal(`${' '.repeat(MAX_LINK_LENGTH + 1)}`)).toBe(en(LINK_MESSAGES.tooLong));
    expect(refusal('')).toBe(en(LINK_MESSAGES.malformed));
    expect(refusal('not a link')).toBe(en(LINK_MESSAGES.malformed));
    expect(refusal('https://')).toBe(en(LINK_MESSAGES.malformed));
  });

  it('shortens a long address in the refusal', () => {
    const message = refusal(`https://other.example.com/${'a'.repeat(300)}`);
    expect(message.length).toBeLessThan(250);
    expect(message).toContain('…');
  });
});

describe('zulip:// links', () => {
  const key = 'a'.repeat(64);
  it('turns a sign-in callback into a typed value', () => {
    const decision = decide(
      `zulip://login?realm=https%3A%2F%2Fchat.example.com&email=me%40example.com&user_id=12&otp_encrypted_api_key=${key}`,
    );
    expect(decision).toEqual({
      kind: 'login',
      callback: {
        realm: 'https://chat.example.com',
        email: 'me@example.com',
        userId: 12,
        otpEncryptedApiKey: key,
      },
    });
  });

  it('refuses other zulip:// links', () => {
    expect(decide('zulip://message?id=5').kind).toBe('refused');
  });
});
