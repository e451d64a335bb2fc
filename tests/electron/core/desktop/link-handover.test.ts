// Links handed over by a launch, open-url or stdin: held until the renderer is ready, then opened in
// the right account, refused plainly, or given to the sign-in flow's hook; never logged.
import { describe, expect, it } from 'vitest';
import { said } from '../../../support/intl';
import type { OpenTarget } from '../../../../shared/desktop';
import { notYourOrganization } from '../../../../electron/core/desktop/app-link';
import {
  LinkHandover,
  LOGIN_NOT_AVAILABLE,
  MAX_PENDING_LINKS,
  type LinkHandoverDeps,
} from '../../../../electron/core/desktop/link-handover';
import type { LoginCallback } from '../../../../electron/core/desktop/login-callback';
import { levelled } from '../../../../electron/core/session';

const KEY = 'f'.repeat(64);
const LOGIN = `zulip://login?realm=https%3A%2F%2Fchat.example.com&email=me%40example.com&otp_encrypted_api_key=${KEY}`;
const NARROW = 'https://chat.example.com/#narrow/channel/5-design';

function deps(withLogin = false) {
  const opened: OpenTarget[] = [];
  const refused: string[] = [];
  const logins: LoginCallback[] = [];
  const logLines: string[] = [];
  const d: LinkHandoverDeps = {
    accounts: () => [
      { id: 'a1', realmUrl: 'https://chat.example.com' },
      { id: 'a2', realmUrl: 'https://other.example.com' },
    ],
    activeAccountId: () => 'a2',
    open: (target) => opened.push(target),
    refuse: (message) => refused.push(said(message)),
    log: levelled((line) => logLines.push(line)),
    ...(withLogin ? { loginCallback: (callback: LoginCallback) => void logins.push(callback) } : {}),
  };
  return { d, opened, refused, logins, logLines };
}

describe('LinkHandover', () => {
  it('holds links until the renderer is ready, then delivers them in order', () => {
    const { d, opened, refused } = deps();
    const handover = new LinkHandover();
    handover.receive([NARROW, 'https://elsewhere.example/#narrow/channel/1']);
    expect(opened).toEqual([]);
    handover.start(d);
    expect(opened).toEqual([{ accountId: 'a1', hash: '#narrow/channel/5-design' }]);
    expect(refused).toEqual([said(notYourOrganization('elsewhere.example'))]);
    handover.receive(['https://other.example.com/']);
    expect(opened.at(-1)).toEqual({ accountId: 'a2', hash: '#/' });
  });

  it('keeps only the latest links while waiting', () => {
    const { d, opened } = deps();
    const handover = new LinkHandover();
    const links = Array.from({ length: MAX_PENDING_LINKS + 5 }, (_, i) => `${NARROW}/near/${i + 1}`);
    handover.receive(links);
    handover.start(d);
    expect(opened.map((t) => t.hash)).toEqual(
      links.slice(5).map((link) => link.slice('https://chat.example.com/'.length)),
    );
  });

  it('refuses a sign-in callback plainly while browser sign-in does not exist', () => {
    const { d, refused, opened } = deps();
    const handover = new LinkHandover();
    handover.start(d);
    handover.receive([LOGIN]);
    expect(refused).toEqual([said(LOGIN_NOT_AVAILABLE)]);
    expect(opened).toEqual([]);
  });

  it('gives a sign-in callback to the sign-in flow’s hook once there is one', () => {
    const { d, refused, logins } = deps(true);
    const handover = new LinkHandover();
    handover.start(d);
    handover.receive([LOGIN]);
    expect(refused).toEqual([]);
    expect(logins).toEqual([
      { realm: 'https://chat.example.com', email: 'me@example.com', otpEncryptedApiKey: KEY },
    ]);
  });

  it('never writes a link to the log', () => {
    const { d, logLines } = deps();
    const handover = new LinkHandover();
    handover.start(d);
    handover.receive([LOGIN, NARROW, 'javascript:alert(1)']);
    expect(logLines).toHaveLength(3);
    for (const line of logLines) expect(line).not.toMatch(/ffff|chat\.example|javascript/);
  });
});
