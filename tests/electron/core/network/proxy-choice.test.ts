// What the proxy preference means on each host (proxy-choice.ts), and how it is said.
import { describe, expect, it } from 'vitest';
import { describeProxy as describeProxyIn } from '../../../../electron/core/network/describe-proxy';
import {
  checkProxySetting as checkProxySettingText,
  electronProxyConfig,
  nodeProxyPlan,
  supportedProxyModes,
} from '../../../../electron/core/network/proxy-choice';
import { plainIntl, said } from '../../../support/intl';
import type { ProxySetting } from '../../../../shared/desktop';

/** The refusal as the window shows it in English. */
const checkProxySetting = (...args: Parameters<typeof checkProxySettingText>) => {
  const problem = checkProxySettingText(...args);
  return problem === undefined ? undefined : said(problem);
};
const describeProxy = (...args: [ProxySetting, 'electron' | 'browser', Record<string, string>]) =>
  describeProxyIn(...args, plainIntl());

const manual = (proxyRules: string, bypassRules = ''): ProxySetting => ({
  mode: 'manual',
  proxyRules,
  bypassRules,
});

describe('Electron', () => {
  it('maps each mode onto session.setProxy', () => {
    expect(electronProxyConfig({ mode: 'system' })).toEqual({ mode: 'system' });
    expect(electronProxyConfig({ mode: 'none' })).toEqual({ mode: 'direct' });
    expect(electronProxyConfig(manual('p:3128', '<local>'))).toEqual({
      mode: 'fixed_servers',
      proxyRules: 'p:3128',
      proxyBypassRules: '<local>',
    });
    expect(electronProxyConfig({ mode: 'pac', pacUrl: 'https://wpad/proxy.pac' })).toEqual({
      mode: 'pac_script',
      pacScript: 'https://wpad/proxy.pac',
    });
  });

  it('takes every mode, SOCKS included, and checks the rules and the PAC address', () => {
    expect(supportedProxyModes('electron')).toEqual(['system', 'none', 'manual', 'pac']);
    expect(checkProxySetting(manual('socks5://s:1080'), 'electron')).toBeUndefined();
    expect(checkProxySetting(manual('bad host:1'), 'electron')).toMatch(/not a proxy address/);
    expect(checkProxySetting(manual('p:1', 'a b'), 'electron')).toMatch(/not a host/);
    expect(checkProxySetting({ mode: 'pac', pacUrl: 'javascript:alert(1)' }, 'electron')).toMatch(
      /http, https or file/,
    );
    expect(checkProxySetting({ mode: 'pac', pacUrl: 'file:///etc/proxy.pac' }, 'electron')).toBeUndefined();
  });

  it('says what is in use, without proxy passwords', () => {
    expect(describeProxy({ mode: 'system' }, 'electron', {})).toBe("The system's proxy settings");
    expect(describeProxy(manual('a:1,b:2', '*.corp'), 'electron', {})).toBe(
      'Manual proxy: http://a:1, then http://b:2 (not for *.corp)',
    );
    expect(describeProxy({ mode: 'pac', pacUrl: 'https://u:secret@wpad/p.pac' }, 'electron', {})).toBe(
      'PAC script https://wpad/p.pac',
    );
  });
});

describe('browser mode', () => {
  const env = {
    HTTPS_PROXY: 'http://user:pw@proxy.corp:3128',
    HTTP_PROXY: 'http://proxy.corp:80',
    NO_PROXY: 'localhost,.corp',
  };

  it('"system" is the environment, lower-case variables first as curl and undici read them', () => {
    expect(nodeProxyPlan({ mode: 'system' }, env)).toEqual({
      kind: 'env',
      httpsProxy: 'http://user:pw@proxy.corp:3128',
      httpProxy: 'http://proxy.corp:80',
      noProxy: 'localhost,.corp',
    });
    expect(
      nodeProxyPlan({ mode: 'system' }, { https_proxy: 'http://low:1', HTTPS_PROXY: 'http://up:1' }),
    ).toMatchObject({
      httpsProxy: 'http://low:1',
    });
    expect(nodeProxyPlan({ mode: 'system' }, {})).toEqual({ kind: 'env', noProxy: '' });
  });

  it('"none" is direct, whatever the environment says', () => {
    expect(nodeProxyPlan({ mode: 'none' }, env)).toEqual({ kind: 'direct' });
  });

  it('a manual proxy carries its parsed rules and bypass rules', () => {
    const plan = nodeProxyPlan(manual('p:3128', '<-loopback>'), env);
    expect(plan).toMatchObject({ kind: 'manual', bypass: { implicitLoopback: false } });
  });

  it('refuses PAC and SOCKS with a reason, and falls back to the environment for a stored one', () => {
    expect(supportedProxyModes('browser')).toEqual(['system', 'none', 'manual']);
    expect(checkProxySetting({ mode: 'pac', pacUrl: 'https://wpad/p.pac' }, 'browser')).toMatch(
      /needs the desktop app/,
    );
    expect(checkProxySetting(manual('socks5://s:1080'), 'browser')).toMatch(/SOCKS/);
    expect(nodeProxyPlan({ mode: 'pac', pacUrl: 'https://wpad/p.pac' }, env)).toMatchObject({ kind: 'env' });
    expect(describeProxy({ mode: 'pac', pacUrl: 'https://wpad/p.pac' }, 'browser', env)).toMatch(
      /^PAC scripts need the desktop app; using the environment instead\. From the environment/,
    );
  });

  it('says what is in use, without proxy passwords', () => {
    expect(describeProxy({ mode: 'system' }, 'browser', env)).toBe(
      'From the environment: HTTPS_PROXY http://proxy.corp:3128/, HTTP_PROXY http://proxy.corp:80, except NO_PROXY localhost,.corp',
    );
    expect(describeProxy({ mode: 'system' }, 'browser', {})).toBe(
      'No proxy (HTTPS_PROXY and HTTP_PROXY are not set)',
    );
    expect(describeProxy({ mode: 'none' }, 'browser', env)).toBe('No proxy (direct connections)');
  });

  it("says it in the window's language", () => {
    expect(describeProxyIn({ mode: 'system' }, 'browser', env, plainIntl('de'))).toBe(
      'Aus der Umgebung: HTTPS_PROXY http://proxy.corp:3128/, HTTP_PROXY http://proxy.corp:80, außer NO_PROXY localhost,.corp',
    );
    expect(describeProxyIn(manual('a:1,b:2'), 'electron', {}, plainIntl('de'))).toBe(
      'Manueller Proxy: http://a:1, dann http://b:2',
    );
    const refused = checkProxySettingText(manual('socks5://s:1080'), 'browser');
    expect(refused === undefined ? '' : said(refused, plainIntl('de'))).toBe(
      'Der Browsermodus kann nur HTTP- und HTTPS-Proxys verwenden; ein SOCKS-Proxy braucht die Desktop-App',
    );
  });
});
