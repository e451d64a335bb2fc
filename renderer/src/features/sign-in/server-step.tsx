// Step one of signing in: the server's address, looked up by main; a certificate this computer does
// not trust is shown to be checked (certificate-check.tsx). Then the server's name, version and icon.
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { ServerCertificate } from '../../../../shared/desktop';
import type { ServerProbe } from '../../../../shared/ipc';
import { plainMessages } from '../../../../shared/plain-messages';
import { ApiCallError, callIpc, errorMessage } from '../../bridge/call-api';
import { RealmIcon } from '../common/realm-icon';
import { CertificateCheck } from './certificate-check';
import { normalizeServerUrl } from './server-url';

const messages = plainMessages(
  defineMessages({
    enterUrl: { id: 'signin.server.enter_url', defaultMessage: 'Enter the server URL.' },
    refusedCertificate: {
      id: 'signin.server.certificate_refused',
      defaultMessage: 'Not connected: you did not trust the certificate of {server}.',
    },
  }),
);

/** An address for the example in the field (a host name, not words). */
const EXAMPLE_SERVER = 'chat.example.com';

interface ServerFormProps {
  onProbed(server: ServerProbe): void;
  onError(message: string | null): void;
}

/** Step one: which server. main fetches its public settings (name, icon, version, sign-in methods). */
export function ServerForm({ onProbed, onError }: ServerFormProps) {
  const intl = useIntl();
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
      onError(errorMessage(error, intl));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const serverUrl = normalizeServerUrl(url);
    if (serverUrl === '') return onError(intl.formatMessage(messages.enterUrl));
    onError(null);
    probe.mutate(serverUrl);
  }

  return (
    <form className="sign-in-form" onSubmit={submit} noValidate aria-busy={probe.isPending}>
      <label htmlFor={inputId}>
        <FormattedMessage id="signin.server.url_label" defaultMessage="Server URL" />
      </label>
      <input
        id={inputId}
        type="text"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        placeholder={EXAMPLE_SERVER}
        aria-describedby={hintId}
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        autoFocus
      />
      <p id={hintId} className="field-hint">
        <FormattedMessage
          id="signin.server.url_hint"
          defaultMessage="https:// is assumed unless you type another scheme."
        />
      </p>
      <button type="submit" className="button button-primary" disabled={probe.isPending}>
        <FormattedMessage id="signin.server.continue" defaultMessage="Continue" />
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
            onError(intl.formatMessage(messages.refusedCertificate, { server: `${host}:${port}` }));
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
          <FormattedMessage
            id="signin.server.meta"
            defaultMessage="{realmUrl} · Zulip {version} (feature level {featureLevel})"
            values={{
              realmUrl: server.realmUrl,
              version: server.zulipVersion,
              featureLevel: server.featureLevel,
            }}
          />
        </p>
      </div>
      <button type="button" className="link-button" onClick={onChange}>
        <FormattedMessage id="signin.server.change" defaultMessage="Change server" />
      </button>
    </div>
  );
}
