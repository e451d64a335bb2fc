// The proxy form's state and its check, as plain functions: every mode's fields are kept while the
// person switches between modes, and a problem names the field it belongs to. The rules are parsed
// with the same code main uses (shared/proxy-rules.ts, shared/proxy-bypass.ts), so what the form
// accepts, main accepts (main still checks what this host can use, e.g. no PAC in browser mode).
// The shared parsers' problems come in their own words; the form's own are catalogue messages.
import { defineMessages } from 'react-intl';
import type { ProxySetting } from '../../../../shared/desktop';
import { parseBypassRules } from '../../../../shared/proxy-bypass';
import { parseProxyRules } from '../../../../shared/proxy-rules';
import { type ShownText, phrase } from '../../../../shared/i18n/phrase';

const messages = defineMessages({
  pacMissing: { id: 'network.proxy.pac_missing', defaultMessage: 'Enter the address of the PAC script' },
  pacScheme: {
    id: 'network.proxy.pac_scheme',
    defaultMessage: 'The PAC script address must be an http, https or file URL',
  },
});

export interface ProxyDraft {
  mode: ProxySetting['mode'];
  proxyRules: string;
  bypassRules: string;
  pacUrl: string;
}

export interface ProxyProblem {
  field: 'proxyRules' | 'bypassRules' | 'pacUrl';
  message: ShownText;
}

export function proxyDraft(setting: ProxySetting): ProxyDraft {
  return {
    mode: setting.mode,
    proxyRules: setting.mode === 'manual' ? setting.proxyRules : '',
    bypassRules: setting.mode === 'manual' ? setting.bypassRules : '',
    pacUrl: setting.mode === 'pac' ? setting.pacUrl : '',
  };
}

export function proxyProblem(draft: ProxyDraft): ProxyProblem | undefined {
  if (draft.mode === 'manual') {
    const rules = parseProxyRules(draft.proxyRules);
    if (!rules.ok) return { field: 'proxyRules', message: phrase(rules.text.message, rules.text.values) };
    const bypass = parseBypassRules(draft.bypassRules);
    if (!bypass.ok) return { field: 'bypassRules', message: phrase(bypass.text.message, bypass.text.values) };
  }
  if (draft.mode === 'pac') {
    const url = draft.pacUrl.trim();
    if (url === '') return { field: 'pacUrl', message: phrase(messages.pacMissing) };
    if (!/^(https?|file):\/\/\S+$/i.test(url))
      return { field: 'pacUrl', message: phrase(messages.pacScheme) };
  }
  return undefined;
}
