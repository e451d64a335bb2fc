// What the proxy preference (shared/desktop.ts) means on each host, as pure functions of the
// preference and the environment: Electron hands Chromium a ProxyConfig (system / direct /
// fixed_servers / pac_script); browser mode's Node stack takes HTTPS_PROXY/HTTP_PROXY/NO_PROXY for
// "system", undici's ProxyAgent for a manual proxy and a plain Agent for none. PAC needs Chromium,
// so browser mode refuses it; describeProxy says in plain words what is in use (Diagnostics, the panel).
import type { ProxySetting } from '../../../shared/desktop';
import { parseBypassRules, type BypassRules } from '../../../shared/proxy-bypass';
import { formatProxyServer, parseProxyRules, proxiesFor, type ProxyRules } from '../../../shared/proxy-rules';

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

export const PAC_UNAVAILABLE =
  'A PAC script needs the desktop app: browser mode cannot run one. Choose system settings, no proxy or a manual proxy.';

export function supportedProxyModes(host: NetworkHostKind): ProxyMode[] {
  return host === 'electron' ? ['system', 'none', 'manual', 'pac'] : ['system', 'none', 'manual'];
}

/** Why `setting` cannot be used on `host`, in words for the person; undefined when it can. */
export function checkProxySetting(setting: ProxySetting, host: NetworkHostKind): string | undefined {
  switch (setting.mode) {
    case 'system':
    case 'none':
      return undefined;
    case 'pac':
      if (host === 'browser') return PAC_UNAVAILABLE;
      return /^(https?|file):\/\/\S+$/i.test(setting.pacUrl) && URL.canParse(setting.pacUrl)
        ? undefined
        : 'The PAC script address must be an http, https or file URL';
    case 'manual': {
      const rules = parseProxyRules(setting.proxyRules);
      if (!rules.ok) return rules.problem;
      const bypass = parseBypassRules(setting.bypassRules);
      if (!bypass.ok) return bypass.problem;
      if (host === 'browser') {
        const { all, http, https, socks } = rules.value;
        const usesSocks = [...all, ...http, ...https, ...socks].some(
          (choice) => choice !== 'direct' && (choice.scheme === 'socks4' || choice.scheme === 'socks5'),
        );
        if (usesSocks)
          return 'Browser mode can use HTTP and HTTPS proxies only; a SOCKS proxy needs the desktop app';
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

/** The proxy in use, said plainly; proxy passwords never appear. */
export function describeProxy(setting: ProxySetting, host: NetworkHostKind, env: ProxyEnvironment): string {
  if (host === 'electron') {
    switch (setting.mode) {
      case 'system':
        return "The system's proxy settings";
      case 'none':
        return 'No proxy (direct connections)';
      case 'manual':
        return describeManual(setting.proxyRules, setting.bypassRules);
      case 'pac':
        return `PAC script ${withoutCredentials(setting.pacUrl)}`;
    }
  }
  const plan = nodeProxyPlan(setting, env);
  const fallback =
    setting.mode === 'pac'
      ? 'PAC scripts need the desktop app; using the environment instead: '
      : setting.mode === 'manual' && plan.kind === 'env'
        ? `The manual proxy cannot be used (${checkProxySetting(setting, 'browser') ?? 'invalid'}); using the environment instead: `
        : '';
  switch (plan.kind) {
    case 'direct':
      return 'No proxy (direct connections)';
    case 'manual':
      return describeManual(
        setting.mode === 'manual' ? setting.proxyRules : '',
        setting.mode === 'manual' ? setting.bypassRules : '',
      );
    case 'env': {
      const parts = [
        plan.httpsProxy && `HTTPS_PROXY ${withoutCredentials(plan.httpsProxy)}`,
        plan.httpProxy && `HTTP_PROXY ${withoutCredentials(plan.httpProxy)}`,
      ].filter(Boolean);
      const except = plan.noProxy.trim() === '' ? '' : `, except NO_PROXY ${plan.noProxy.trim()}`;
      const said =
        parts.length === 0
          ? `${fallback}no proxy (HTTPS_PROXY and HTTP_PROXY are not set)`
          : `${fallback}from the environment: ${parts.join(', ')}${except}`;
      return said.charAt(0).toUpperCase() + said.slice(1);
    }
  }
}

function describeManual(proxyRules: string, bypassRules: string): string {
  const rules = parseProxyRules(proxyRules);
  const https = rules.ok ? proxiesFor(rules.value, 'https') : [];
  const shown = https.length > 0 ? https.map(formatProxyServer).join(', then ') : proxyRules;
  const bypass = bypassRules.trim() === '' ? '' : ` (not for ${bypassRules.trim()})`;
  return `Manual proxy: ${shown}${bypass}`;
}

export function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.username === '' && parsed.password === '') return url;
    parsed.username = '';
    parsed.password = '';
    return parsed.href;
  } catch {
    return url.replace(/\/\/[^/@]*@/, '//');
  }
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}
