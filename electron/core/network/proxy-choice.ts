// What the proxy preference (shared/desktop.ts) means on each host, as pure functions of the
// preference and the environment: Electron hands Chromium a ProxyConfig (system / direct /
// fixed_servers / pac_script); browser mode's Node stack takes HTTPS_PROXY/HTTP_PROXY/NO_PROXY for
// "system", undici's ProxyAgent for a manual proxy and a plain Agent for none. PAC needs Chromium,
// so browser mode refuses it; describe-proxy.ts says in plain words what is in use (Diagnostics, the
// panel). Why a setting cannot be used is a catalogue message, said in the window's language.
import { defineMessages } from '@formatjs/intl';
import type { ProxySetting } from '../../../shared/desktop';
import { parseBypassRules, type BypassRules } from '../../../shared/proxy-bypass';
import { parseProxyRules, type ProxyRules } from '../../../shared/proxy-rules';
import { type Phrase, phrase } from '../../../shared/i18n/phrase';

export type NetworkHostKind = 'electron' | 'browser';
export type ProxyMode = ProxySetting['mode'];

/** The variables browser mode reads, lower-case first as curl and undici do. */
export type ProxyEnvironment = Readonly<Record<string, string | undefined>>;

export type ElectronProxyConfig =
  | { mode: 'system' }
  | { mode: 'direct' }
  | { mode: 'fixed_servers'; proxyRules: string; proxyBypassRules: string }
  | { mode: 'pac_script'; pacScript: string };

export type NodeProxyPlan =
  | { kind: 'env'; httpProxy?: string; httpsProxy?: string; noProxy: string }
  | { kind: 'direct' }
  | { kind: 'manual'; rules: ProxyRules; bypass: BypassRules };

const messages = defineMessages({
  pacUnavailable: {
    id: 'main.proxy.pac_unavailable',
    defaultMessage:
      'A PAC script needs the desktop app: browser mode cannot run one. Choose system settings, no proxy or a manual proxy.',
  },
  pacUrl: {
    id: 'main.proxy.pac_url',
    defaultMessage: 'The PAC script address must be an http, https or file URL',
  },
  socksInBrowser: {
    id: 'main.proxy.socks_in_browser',
    defaultMessage: 'Browser mode can use HTTP and HTTPS proxies only; a SOCKS proxy needs the desktop app',
  },
});

export const PAC_UNAVAILABLE: Phrase = phrase(messages.pacUnavailable);

export function supportedProxyModes(host: NetworkHostKind): ProxyMode[] {
  return host === 'electron' ? ['system', 'none', 'manual', 'pac'] : ['system', 'none', 'manual'];
}

/** Why `setting` cannot be used on `host`, in words for the person; undefined when it can. */
export function checkProxySetting(setting: ProxySetting, host: NetworkHostKind): Phrase | undefined {
  switch (setting.mode) {
    case 'system':
    case 'none':
      return undefined;
    case 'pac':
      if (host === 'browser') return PAC_UNAVAILABLE;
      return /^(https?|file):\/\/\S+$/i.test(setting.pacUrl) && URL.canParse(setting.pacUrl)
        ? undefined
        : phrase(messages.pacUrl);
    case 'manual': {
      const rules = parseProxyRules(setting.proxyRules);
      if (!rules.ok) return rules.text;
      const bypass = parseBypassRules(setting.bypassRules);
      if (!bypass.ok) return bypass.text;
      if (host === 'browser') {
        const { all, http, https, socks } = rules.value;
        const usesSocks = [...all, ...http, ...https, ...socks].some(
          (choice) => choice !== 'direct' && (choice.scheme === 'socks4' || choice.scheme === 'socks5'),
        );
        if (usesSocks) return phrase(messages.socksInBrowser);
      }
      return undefined;
    }
  }
}

export function electronProxyConfig(setting: ProxySetting): ElectronProxyConfig {
  switch (setting.mode) {
    case 'system':
      return { mode: 'system' };
    case 'none':
      return { mode: 'direct' };
    case 'manual':
      return { mode: 'fixed_servers', proxyRules: setting.proxyRules, proxyBypassRules: setting.bypassRules };
    case 'pac':
      return { mode: 'pac_script', pacScript: setting.pacUrl };
  }
}

/** Browser mode's plan; a setting it cannot use (PAC, a bad rule) falls back to the environment's. */
export function nodeProxyPlan(setting: ProxySetting, env: ProxyEnvironment): NodeProxyPlan {
  if (setting.mode === 'none') return { kind: 'direct' };
  if (setting.mode === 'manual' && checkProxySetting(setting, 'browser') === undefined) {
    const rules = parseProxyRules(setting.proxyRules);
    const bypass = parseBypassRules(setting.bypassRules);
    if (rules.ok && bypass.ok) return { kind: 'manual', rules: rules.value, bypass: bypass.value };
  }
  const httpProxy = nonEmpty(env.http_proxy ?? env.HTTP_PROXY);
  const httpsProxy = nonEmpty(env.https_proxy ?? env.HTTPS_PROXY);
  return {
    kind: 'env',
    ...(httpProxy === undefined ? {} : { httpProxy }),
    ...(httpsProxy === undefined ? {} : { httpsProxy }),
    noProxy: env.no_proxy ?? env.NO_PROXY ?? '',
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}
