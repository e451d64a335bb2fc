import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { ServerProbe } from '../../../../shared/ipc';
import { callIpc, errorMessage } from '../../bridge/call-api';
import { RealmIcon } from '../common/realm-icon';
import { normalizeServerUrl } from './server-url';

interface ServerFormProps {
  onProbed(server: ServerProbe): void;
  onError(message: string | null): void;
}

/** Step one: which server. main fetches its public settings (name, icon, version, sign-in methods). */
export function ServerForm({ onProbed, onError }: ServerFormProps) {
  const inputId = useId();
  const hintId = useId();
  const [url, setUrl] = useState('');
  const probe = useMutation({
    mutationFn: (serverUrl: string) => callIpc('server.probe', { url: serverUrl }),
    onSuccess: onProbed,
    onError: (error) => onError(errorMessage(error)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const serverUrl = normalizeServerUrl(url);
    if (serverUrl === '') return onError('Enter the server URL.');
    onError(null);
    probe.mutate(serverUrl);
  }

  return (
    <form className="sign-in-form" onSubmit={submit} noValidate aria-busy={probe.isPending}>
      <label htmlFor={inputId}>Server URL</label>
      <input
        id={inputId}
        type="text"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        placeholder="chat.example.com"
        aria-describedby={hintId}
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        autoFocus
      />
      <p id={hintId} className="field-hint">
        https:// is assumed unless you type another scheme.
      </p>
      <button type="submit" className="button button-primary" disabled={probe.isPending}>
        Continue
      </button>
    </form>
  );
}

interface ServerSummaryProps {
  server: ServerProbe;
  onChange(): void;
}

export function ServerSummary({ server, onChange }: ServerSummaryProps) {
  return (
    <div className="server-summary">
      <RealmIcon name={server.realmName} iconUrl={server.realmIconUrl} realmUrl={server.realmUrl} />
      <div className="server-summary-text">
        <p className="server-name">{server.realmName}</p>
        <p className="server-meta">
          {server.realmUrl} · Zulip {server.zulipVersion} (feature level {server.featureLevel})
        </p>
      </div>
      <button type="button" className="link-button" onClick={onChange}>
        Change server
      </button>
    </div>
  );
}
