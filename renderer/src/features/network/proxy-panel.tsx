// This computer → Proxy: how main reaches servers (system settings, none, a manual proxy with bypass
// rules, a PAC script), checked as you type with the same parsers main uses, and what is in use now.
// Modes this host cannot use (browser mode has no PAC) are shown disabled with the reason.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { ProxySetting } from '../../../../shared/desktop';
import { callIpc, errorMessage } from '../../bridge/call-api';
import '../../styles/network.css';
import { proxyDraft, proxyProblem, type ProxyDraft } from './proxy-draft';
import { formatPhrase } from '../../../../shared/i18n/phrase';

export const NETWORK_STATUS_KEY = ['network.status'] as const;

const messages = defineMessages({
  system: { id: 'network.proxy.mode_system', defaultMessage: "Use the system's proxy settings" },
  none: { id: 'network.proxy.mode_none', defaultMessage: 'No proxy' },
  manual: { id: 'network.proxy.mode_manual', defaultMessage: 'Manual proxy' },
  pac: { id: 'network.proxy.mode_pac', defaultMessage: 'Automatic configuration script (PAC)' },
  heading: { id: 'network.proxy.heading', defaultMessage: 'Proxy' },
  connection: { id: 'network.proxy.connection', defaultMessage: 'Connection' },
  needsDesktop: { id: 'network.proxy.needs_desktop', defaultMessage: '— needs the desktop app' },
  server: { id: 'network.proxy.server', defaultMessage: 'Proxy server' },
  serverHint: {
    id: 'network.proxy.server_hint',
    defaultMessage: 'host:port, or one list per scheme such as http=proxy:80;https=proxy:443.',
  },
  bypass: { id: 'network.proxy.bypass', defaultMessage: 'Connect directly to' },
  bypassHint: {
    id: 'network.proxy.bypass_hint',
    defaultMessage: 'Hosts, *.patterns and IP ranges, separated by commas. This computer is always direct.',
  },
  pacUrl: { id: 'network.proxy.pac_url', defaultMessage: 'PAC script URL' },
  apply: { id: 'network.proxy.apply', defaultMessage: 'Apply proxy settings' },
});

const MODES: { mode: ProxySetting['mode']; label: MessageDescriptor }[] = [
  { mode: 'system', label: messages.system },
  { mode: 'none', label: messages.none },
  { mode: 'manual', label: messages.manual },
  { mode: 'pac', label: messages.pac },
];

/** Examples in the fields: addresses and patterns, the same in every language. */
const EXAMPLES = {
  proxyRules: 'proxy.example.com:3128',
  bypassRules: '*.internal.example, 10.0.0.0/8, <local>',
  pacUrl: 'https://wpad.example.com/proxy.pac',
};

export function ProxyPanel({ current, host }: { current: ProxySetting; host: 'electron' | 'browser' }) {
  const intl = useIntl();
  const headingId = useId();
  const rulesId = useId();
  const bypassId = useId();
  const pacId = useId();
  const problemId = useId();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: NETWORK_STATUS_KEY, queryFn: () => callIpc('network.status', {}) });
  const [draft, setDraft] = useState<ProxyDraft>(() => proxyDraft(current));
  const problem = proxyProblem(draft);
  const save = useMutation({
    mutationFn: (proxy: ProxySetting) => callIpc('desktop.setPreferences', { proxy }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: NETWORK_STATUS_KEY }),
  });
  const supported =
    status.data?.proxyModes ?? (host === 'browser' ? ['system', 'none', 'manual'] : MODES.map((m) => m.mode));
  const change = (patch: Partial<ProxyDraft>) => {
    save.reset();
    setDraft({ ...draft, ...patch });
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (problem === undefined) save.mutate(toSetting(draft));
  }

  return (
    <section className="network-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(messages.heading)}</h2>
      <p className="field-hint">
        {host === 'browser' ? (
          <FormattedMessage
            id="network.proxy.explanation_browser"
            defaultMessage="How Threadline reaches your servers. In browser mode, the system’s settings are the HTTPS_PROXY, HTTP_PROXY and NO_PROXY variables Threadline was started with."
          />
        ) : (
          <FormattedMessage
            id="network.proxy.explanation"
            defaultMessage="How Threadline reaches your servers."
          />
        )}
      </p>
      <form className="network-form" onSubmit={submit} noValidate>
        <fieldset>
          <legend>{intl.formatMessage(messages.connection)}</legend>
          {MODES.map(({ mode, label }) => {
            const available = supported.includes(mode);
            return (
              <label key={mode} className="network-choice">
                <input
                  type="radio"
                  name="proxy-mode"
                  value={mode}
                  checked={draft.mode === mode}
                  disabled={!available}
                  onChange={() => change({ mode })}
                />
                {intl.formatMessage(label)}
                {!available && (
                  <>
                    {' '}
                    <span className="field-hint">{intl.formatMessage(messages.needsDesktop)}</span>
                  </>
                )}
              </label>
            );
          })}
        </fieldset>
        {draft.mode === 'manual' && (
          <>
            <label htmlFor={rulesId}>{intl.formatMessage(messages.server)}</label>
            <input
              id={rulesId}
              value={draft.proxyRules}
              placeholder={EXAMPLES.proxyRules}
              spellCheck={false}
              autoComplete="off"
              aria-invalid={problem?.field === 'proxyRules'}
              aria-describedby={problem?.field === 'proxyRules' ? problemId : undefined}
              onChange={(event) => change({ proxyRules: event.target.value })}
            />
            <p className="field-hint">{intl.formatMessage(messages.serverHint)}</p>
            <label htmlFor={bypassId}>{intl.formatMessage(messages.bypass)}</label>
            <input
              id={bypassId}
              value={draft.bypassRules}
              placeholder={EXAMPLES.bypassRules}
              spellCheck={false}
              autoComplete="off"
              aria-invalid={problem?.field === 'bypassRules'}
              aria-describedby={problem?.field === 'bypassRules' ? problemId : undefined}
              onChange={(event) => change({ bypassRules: event.target.value })}
            />
            <p className="field-hint">{intl.formatMessage(messages.bypassHint)}</p>
          </>
        )}
        {draft.mode === 'pac' && (
          <>
            <label htmlFor={pacId}>{intl.formatMessage(messages.pacUrl)}</label>
            <input
              id={pacId}
              value={draft.pacUrl}
              placeholder={EXAMPLES.pacUrl}
              spellCheck={false}
              autoComplete="off"
              aria-invalid={problem?.field === 'pacUrl'}
              aria-describedby={problem?.field === 'pacUrl' ? problemId : undefined}
              onChange={(event) => change({ pacUrl: event.target.value })}
            />
          </>
        )}
        {problem !== undefined && draft.mode !== 'system' && draft.mode !== 'none' && (
          <p id={problemId} className="notice notice-warning">
            {formatPhrase(intl, problem.message)}
          </p>
        )}
        <button type="submit" className="button" disabled={problem !== undefined || save.isPending}>
          {intl.formatMessage(messages.apply)}
        </button>
      </form>
      {save.isError && (
        <p role="alert" className="notice notice-error">
          {errorMessage(save.error, intl)}
        </p>
      )}
      <p role="status" className="network-status">
        {save.isSuccess && status.data ? (
          <FormattedMessage
            id="network.proxy.applied_in_use"
            defaultMessage="Proxy settings applied. In use now: {proxy}"
            values={{ proxy: status.data.proxy }}
          />
        ) : save.isSuccess ? (
          <FormattedMessage id="network.proxy.applied" defaultMessage="Proxy settings applied." />
        ) : status.data ? (
          <FormattedMessage
            id="network.proxy.in_use"
            defaultMessage="In use now: {proxy}"
            values={{ proxy: status.data.proxy }}
          />
        ) : null}
      </p>
    </section>
  );
}

function toSetting(draft: ProxyDraft): ProxySetting {
  switch (draft.mode) {
    case 'system':
    case 'none':
      return { mode: draft.mode };
    case 'manual':
      return { mode: 'manual', proxyRules: draft.proxyRules.trim(), bypassRules: draft.bypassRules.trim() };
    case 'pac':
      return { mode: 'pac', pacUrl: draft.pacUrl.trim() };
  }
}
