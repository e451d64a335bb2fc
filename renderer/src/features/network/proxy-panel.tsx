// This computer → Proxy: how main reaches servers (system settings, none, a manual proxy with bypass
// rules, a PAC script), checked as you type with the same parsers main uses, and what is in use now.
// Modes this host cannot use (browser mode has no PAC) are shown disabled with the reason.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { ProxySetting } from '../../../../shared/desktop';
import { callIpc, errorMessage } from '../../bridge/call-api';
import '../../styles/network.css';
import { proxyDraft, proxyProblem, type ProxyDraft } from './proxy-draft';

export const NETWORK_STATUS_KEY = ['network.status'] as const;

const MODES: { mode: ProxySetting['mode']; label: string }[] = [
  { mode: 'system', label: "Use the system's proxy settings" },
  { mode: 'none', label: 'No proxy' },
  { mode: 'manual', label: 'Manual proxy' },
  { mode: 'pac', label: 'Automatic configuration script (PAC)' },
];

export function ProxyPanel({ current, host }: { current: ProxySetting; host: 'electron' | 'browser' }) {
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
      <h2 id={headingId}>Proxy</h2>
      <p className="field-hint">
        How Threadline reaches your servers.
        {host === 'browser' &&
          ' In browser mode, the system’s settings are the HTTPS_PROXY, HTTP_PROXY and NO_PROXY variables Threadline was started with.'}
      </p>
      <form className="network-form" onSubmit={submit} noValidate>
        <fieldset>
          <legend>Connection</legend>
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
                {label}
                {!available && <span className="field-hint"> — needs the desktop app</span>}
              </label>
            );
          })}
        </fieldset>
        {draft.mode === 'manual' && (
          <>
            <label htmlFor={rulesId}>Proxy server</label>
            <input
              id={rulesId}
              value={draft.proxyRules}
              placeholder="proxy.example.com:3128"
              spellCheck={false}
              autoComplete="off"
              aria-invalid={problem?.field === 'proxyRules'}
              aria-describedby={problem?.field === 'proxyRules' ? problemId : undefined}
              onChange={(event) => change({ proxyRules: event.target.value })}
            />
            <p className="field-hint">
              host:port, or one list per scheme such as http=proxy:80;https=proxy:443.
            </p>
            <label htmlFor={bypassId}>Connect directly to</label>
            <input
              id={bypassId}
              value={draft.bypassRules}
              placeholder="*.internal.example, 10.0.0.0/8, <local>"
              spellCheck={false}
              autoComplete="off"
              aria-invalid={problem?.field === 'bypassRules'}
              aria-describedby={problem?.field === 'bypassRules' ? problemId : undefined}
              onChange={(event) => change({ bypassRules: event.target.value })}
            />
            <p className="field-hint">
              Hosts, *.patterns and IP ranges, separated by commas. This computer is always direct.
            </p>
          </>
        )}
        {draft.mode === 'pac' && (
          <>
            <label htmlFor={pacId}>PAC script URL</label>
            <input
              id={pacId}
              value={draft.pacUrl}
              placeholder="https://wpad.example.com/proxy.pac"
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
            {problem.message}
          </p>
        )}
        <button type="submit" className="button" disabled={problem !== undefined || save.isPending}>
          Apply proxy settings
        </button>
      </form>
      {save.isError && (
        <p role="alert" className="notice notice-error">
          {errorMessage(save.error)}
        </p>
      )}
      <p role="status" className="network-status">
        {save.isSuccess ? 'Proxy settings applied. ' : ''}
        {status.data ? `In use now: ${status.data.proxy}` : ''}
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
