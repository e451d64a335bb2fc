import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { ServerCertificate } from '../../../../shared/desktop';
import type { ServerProbe } from '../../../../shared/ipc';
import { ApiCallError, callIpc, errorMessage } from '../../bridge/call-api';
import { RealmIcon } from '../common/realm-icon';
import { CertificateCheck } from './certificate-check';
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
  // A certificate this computer does not trust: shown for the person to check (certificate-check.tsx).
  const [check, setCheck] = useState<{ url: string; certificate: ServerCertificate } | null>(null);
  const probe = useMutation({
    mutationFn: (serverUrl: string) => callIpc('server.probe', { url: serverUrl }),
    onSuccess: (server) => {
      setCheck(null);
      onProbed(server);
    },
    onError: (error, serverUrl) => {
      const certificate = error instanceof ApiCallError ? error.ipcError.certificate : undefined;
      setCheck(certificate ? { url: serverUrl, certificate } : null);
      onError(errorMessage(error));
    },
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
      {check && (
        <CertificateCheck
          url={check.url}
          certificate={check.certificate}
          onTrusted={() => {
            setCheck(null);
            onError(null);
            probe.mutate(check.url);
          }}
          onRefused={() => {
            const { host, port } = check.certificate;
            setCheck(null);
            onError(`Not connected: you did not trust the certificate of ${host}:${port}.`);
          }}
        />
      )}
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
