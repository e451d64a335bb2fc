// This computer → Trusted certificates: the certificates trusted on the sign-in screen, each for one
// server, with a way to stop trusting one (the server then asks again on the next connection).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import type { TrustedCertificate } from '../../../../shared/desktop';
import { callIpc, errorMessage } from '../../bridge/call-api';
import { NETWORK_STATUS_KEY } from './proxy-panel';

const messages = defineMessages<{
  heading: NoMessageValues;
  none: NoMessageValues;
  stopName: { server: string };
  stop: NoMessageValues;
}>({
  heading: { id: 'network.certificates.heading', defaultMessage: 'Trusted certificates' },
  none: { id: 'network.certificates.none', defaultMessage: 'None.' },
  stopName: {
    id: 'network.certificates.stop_name',
    defaultMessage: 'Stop trusting the certificate of {server}',
  },
  stop: { id: 'network.certificates.stop', defaultMessage: 'Stop trusting' },
});

export function TrustedCertificatesPanel() {
  const intl = useIntl();
  const headingId = useId();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: NETWORK_STATUS_KEY, queryFn: () => callIpc('network.status', {}) });
  const forget = useMutation({
    mutationFn: (entry: TrustedCertificate) =>
      callIpc('server.forgetCertificate', {
        host: entry.host,
        port: entry.port,
        fingerprint: entry.fingerprint,
      }),
    onSuccess: (next) => queryClient.setQueryData(NETWORK_STATUS_KEY, next),
  });
  const entries = status.data?.trustedCertificates ?? [];

  return (
    <section className="network-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(messages.heading)}</h2>
      <p className="field-hint">
        <FormattedMessage
          id="network.certificates.explanation"
          defaultMessage="Certificates you trusted for one server when no authority this computer trusts vouched for them."
        />
      </p>
      {entries.length === 0 ? (
        <p className="field-hint">{intl.formatMessage(messages.none)}</p>
      ) : (
        <ul className="trusted-certificates">
          {entries.map((entry) => {
            const server = `${entry.host}:${entry.port}`;
            return (
              <li key={`${server} ${entry.fingerprint}`}>
                <span className="trusted-server">{server}</span>
                <span className="trusted-subject">{entry.subject}</span>
                <code className="fingerprint">{entry.fingerprint}</code>
                <button
                  type="button"
                  className="button button-small"
                  aria-label={intl.formatMessage(messages.stopName, { server })}
                  disabled={forget.isPending}
                  onClick={() => forget.mutate(entry)}
                >
                  {intl.formatMessage(messages.stop)}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {forget.isError && (
        <p role="alert" className="notice notice-error">
          {errorMessage(forget.error, intl)}
        </p>
      )}
    </section>
  );
}
