// Chromium's proxy rules (the `proxyRules` of a manual proxy, as Electron's session.setProxy takes
// them), parsed so both hosts and the settings panel agree on what a rule means:
//   `proxy.corp:3128`                     every URL through one HTTP proxy
//   `http=proxy:80;https=secure:8443`    one list per URL scheme
//   `proxy:80,backup:80,direct://`       fall back in order; direct:// means no proxy
//   `http=proxy;socks=socks5://s:1080`   socks= is for the schemes without a list of their own
// A proxy is `[scheme://]host[:port]`; the scheme defaults to http (socks4 inside `socks=`), the port
// to the scheme's (80, 443, 1080). Unknown URL schemes (ftp=) are kept out: Threadline asks none.
// A rule that cannot be read says why: `text` for the screen (in its language), `problem` in English.
import { defineMessages } from '@formatjs/intl';
import { type Phrase, inEnglish } from './i18n/phrase';

export type ProxyScheme = 'http' | 'https' | 'socks4' | 'socks5';

export interface ProxyServer {
  scheme: ProxyScheme;
  /** As written; an IPv6 address keeps its brackets. */
  host: string;
  port: number;
}

export type ProxyChoice = ProxyServer | 'direct';

export interface ProxyRules {
  /** For every URL (a rule without `scheme=`). */
  all: ProxyChoice[];
  http: ProxyChoice[];
  https: ProxyChoice[];
  /** `socks=`: for schemes that have no list of their own. */
  socks: ProxyChoice[];
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string; text: Phrase };

export const PROXY_RULE_MESSAGES = defineMessages({
  empty: { id: 'main.proxy.rule_empty', defaultMessage: 'Enter a proxy, for example proxy.example.com:3128' },
  urlScheme: {
    id: 'main.proxy.rule_url_scheme',
    defaultMessage: '“{scheme}=” is not a URL scheme a proxy can be set for',
  },
  proxyScheme: { id: 'main.proxy.rule_proxy_scheme', defaultMessage: '“{scheme}://” is not a kind of proxy' },
  address: { id: 'main.proxy.rule_address', defaultMessage: '“{text}” is not a proxy address (host:port)' },
  port: { id: 'main.proxy.rule_port', defaultMessage: '“{text}” has no valid port (1–65535)' },
  bypass: {
    id: 'main.proxy.bypass_entry',
    defaultMessage: '“{entry}” is not a host, a host pattern or an IP range',
  },
});

/** A rule that cannot be read: why, for the screen and in English. */
export function refusedRule(text: Phrase): { ok: false; problem: string; text: Phrase } {
  return { ok: false, problem: inEnglish(text), text };
}

const DEFAULT_PORTS: Record<ProxyScheme, number> = { http: 80, https: 443, socks4: 1080, socks5: 1080 };
const SCHEMES: Record<string, ProxyScheme> = {
  http: 'http',
  https: 'https',
  socks4: 'socks4',
  socks: 'socks4',
  socks5: 'socks5',
};
const HOST =
  /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*)$/;

export function parseProxyRules(text: string): Parsed<ProxyRules> {
  const rules: ProxyRules = { all: [], http: [], https: [], socks: [] };
  const entries = text
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return refusedRule({ message: PROXY_RULE_MESSAGES.empty });
  for (const entry of entries) {
    const equals = entry.indexOf('=');
    const urlScheme = equals === -1 ? 'all' : entry.slice(0, equals).trim().toLowerCase();
    const list = equals === -1 ? entry : entry.slice(equals + 1);
    if (urlScheme === 'ftp') continue;
    if (urlScheme !== 'all' && urlScheme !== 'http' && urlScheme !== 'https' && urlScheme !== 'socks')
      return refusedRule({ message: PROXY_RULE_MESSAGES.urlScheme, values: { scheme: urlScheme } });
    for (const item of list
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const choice = parseProxyServer(item, urlScheme === 'socks' ? 'socks4' : 'http');
      if (!choice.ok) return choice;
      rules[urlScheme].push(choice.value);
    }
  }
  return { ok: true, value: rules };
}

export function parseProxyServer(text: string, defaultScheme: ProxyScheme = 'http'): Parsed<ProxyChoice> {
  const match = /^(?:([a-z0-9]+):\/\/)?(.*)$/i.exec(text.trim());
  const schemeText = match?.[1]?.toLowerCase();
  let rest = match?.[2] ?? '';
  if (schemeText === 'direct') return { ok: true, value: 'direct' };
  const scheme = schemeText === undefined ? defaultScheme : SCHEMES[schemeText];
  if (scheme === undefined)
    return refusedRule({ message: PROXY_RULE_MESSAGES.proxyScheme, values: { scheme: schemeText ?? '' } });
  let port = DEFAULT_PORTS[scheme];
  const portMatch = /:(\d+)$/.exec(rest);
  if (portMatch && !(rest.startsWith('[') && !rest.includes(']:'))) {
    port = Number(portMatch[1]);
    rest = rest.slice(0, -portMatch[0].length);
  }
  if (!HOST.test(rest)) return refusedRule({ message: PROXY_RULE_MESSAGES.address, values: { text } });
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    return refusedRule({ message: PROXY_RULE_MESSAGES.port, values: { text } });
  return { ok: true, value: { scheme, host: rest.toLowerCase(), port } };
}

/** The proxies to try, in order, for a URL of `urlScheme`; empty means a direct connection. */
export function proxiesFor(rules: ProxyRules, urlScheme: 'http' | 'https'): ProxyChoice[] {
  const own = rules[urlScheme];
  if (own.length > 0) return own;
  if (rules.socks.length > 0) return rules.socks;
  return rules.all;
}

export function formatProxyServer(choice: ProxyChoice): string {
  return choice === 'direct' ? 'direct' : `${choice.scheme}://${choice.host}:${choice.port}`;
}
