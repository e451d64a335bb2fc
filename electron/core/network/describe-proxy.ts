// The proxy in use, said plainly (This computer's network panel in the window's language, the
// Diagnostics report in English: the caller passes the intl). Proxy passwords never appear.
import { defineMessages, type IntlShape } from '@formatjs/intl';
import type { ProxySetting } from '../../../shared/desktop';
import { plainMessages } from '../../../shared/plain-messages';
import { formatProxyServer, parseProxyRules, proxiesFor } from '../../../shared/proxy-rules';
import {
  checkProxySetting,
  nodeProxyPlan,
  type NetworkHostKind,
  type ProxyEnvironment,
} from './proxy-choice';
import { formatPhrase } from '../../../shared/i18n/phrase';

const messages = plainMessages(
  defineMessages({
    system: { id: 'main.proxy.system', defaultMessage: "The system's proxy settings" },
    none: { id: 'main.proxy.none', defaultMessage: 'No proxy (direct connections)' },
    pac: { id: 'main.proxy.pac', defaultMessage: 'PAC script {url}' },
    manual: { id: 'main.proxy.manual', defaultMessage: 'Manual proxy: {servers}' },
    manualExcept: {
      id: 'main.proxy.manual_except',
      defaultMessage: 'Manual proxy: {servers} (not for {bypass})',
    },
    then: { id: 'main.proxy.then', defaultMessage: '{earlier}, then {next}' },
    envNone: {
      id: 'main.proxy.env_none',
      defaultMessage: 'No proxy (HTTPS_PROXY and HTTP_PROXY are not set)',
    },
    envSome: { id: 'main.proxy.env_some', defaultMessage: 'From the environment: {proxies}' },
    envSomeExcept: {
      id: 'main.proxy.env_some_except',
      defaultMessage: 'From the environment: {proxies}, except NO_PROXY {noProxy}',
    },
    pacFallback: {
      id: 'main.proxy.pac_fallback',
      defaultMessage: 'PAC scripts need the desktop app; using the environment instead. {environment}',
    },
    manualFallback: {
      id: 'main.proxy.manual_fallback',
      defaultMessage:
        'The manual proxy cannot be used ({reason}); using the environment instead. {environment}',
    },
  }),
);

export function describeProxy(
  setting: ProxySetting,
  host: NetworkHostKind,
  env: ProxyEnvironment,
  intl: IntlShape,
): string {
  if (host === 'electron') {
    switch (setting.mode) {
      case 'system':
        return intl.formatMessage(messages.system);
      case 'none':
        return intl.formatMessage(messages.none);
      case 'manual':
        return describeManual(setting.proxyRules, setting.bypassRules, intl);
      case 'pac':
        return intl.formatMessage(messages.pac, { url: withoutCredentials(setting.pacUrl) });
    }
  }
  const plan = nodeProxyPlan(setting, env);
  switch (plan.kind) {
    case 'direct':
      return intl.formatMessage(messages.none);
    case 'manual':
      return describeManual(
        setting.mode === 'manual' ? setting.proxyRules : '',
        setting.mode === 'manual' ? setting.bypassRules : '',
        intl,
      );
    case 'env': {
      // The variables' names as they are set: "HTTPS_PROXY http://proxy:3128".
      const proxies = [
        plan.httpsProxy && `HTTPS_PROXY ${withoutCredentials(plan.httpsProxy)}`,
        plan.httpProxy && `HTTP_PROXY ${withoutCredentials(plan.httpProxy)}`,
      ].filter((part): part is string => Boolean(part));
      const noProxy = plan.noProxy.trim();
      const environment =
        proxies.length === 0
          ? intl.formatMessage(messages.envNone)
          : intl.formatMessage(noProxy === '' ? messages.envSome : messages.envSomeExcept, {
              proxies: intl.formatList(proxies, { type: 'unit' }),
              noProxy,
            });
      if (setting.mode === 'pac') return intl.formatMessage(messages.pacFallback, { environment });
      if (setting.mode === 'manual') {
        const problem = checkProxySetting(setting, 'browser');
        const reason = problem === undefined ? '' : formatPhrase(intl, problem);
        return intl.formatMessage(messages.manualFallback, { reason, environment });
      }
      return environment;
    }
  }
}

function describeManual(proxyRules: string, bypassRules: string, intl: IntlShape): string {
  const rules = parseProxyRules(proxyRules);
  const https = rules.ok ? proxiesFor(rules.value, 'https').map(formatProxyServer) : [];
  const servers =
    https.length > 0
      ? https.reduce((earlier, next) => intl.formatMessage(messages.then, { earlier, next }))
      : proxyRules;
  const bypass = bypassRules.trim();
  return bypass === ''
    ? intl.formatMessage(messages.manual, { servers })
    : intl.formatMessage(messages.manualExcept, { servers, bypass });
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
