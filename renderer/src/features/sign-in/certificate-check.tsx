// The sign-in screen's certificate check: when the server's certificate is not one this computer
// trusts, main says what it saw (shared/desktop.ts ServerCertificate) and this shows it — the SHA-256
// fingerprint to compare with what the server's administrator gave, subject, issuer and validity —
// with "Trust" for this server (host and port) only, or "Don't trust". A certificate that cannot be
// trusted (expired, for another name) is shown with the reason and no way to trust it.
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import type { ServerCertificate } from '../../../../shared/desktop';
import { callIpc, errorMessage } from '../../bridge/call-api';
import '../../styles/network.css';

interface CertificateCheckProps {
  /** The address that was looked up (the one to trust the certificate for). */
  url: string;
  certificate: ServerCertificate;
  onTrusted(): void;
  onRefused(): void;
}

const formatDate = (epochMs: number) =>
  new Date(epochMs).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function CertificateCheck({ url, certificate, onTrusted, onRefused }: CertificateCheckProps) {
  const headingId = useId();
  const server = `${certificate.host}:${certificate.port}`;
  const trust = useMutation({
    mutationFn: () => callIpc('server.trustCertificate', { url, fingerprint: certificate.fingerprint }),
    onSuccess: onTrusted,
  });

  return (
    <section className="certificate-check" aria-labelledby={headingId}>
      <h2 id={headingId}>Check the certificate of {server}</h2>
      <p>{certificate.problem}</p>
      <dl>
        <dt>SHA-256 fingerprint</dt>
        <dd>
          <code className="fingerprint">{certificate.fingerprint}</code>
        </dd>
        <dt>Issued to</dt>
        <dd>{certificate.subject || '—'}</dd>
        <dt>Issued by</dt>
        <dd>{certificate.issuer || '—'}</dd>
        <dt>Valid</dt>
        <dd>
          from {formatDate(certificate.validFrom)} to {formatDate(certificate.validTo)}
        </dd>
      </dl>
      {certificate.trustable ? (
        <>
          <p className="field-hint">
            Trust it only if the fingerprint is the one your server’s administrator gave you. Threadline then
            accepts exactly this certificate, for {server} only.
          </p>
          <div className="certificate-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={trust.isPending}
              onClick={() => trust.mutate()}
            >
              Trust this certificate
            </button>
            <button type="button" className="button" onClick={onRefused}>
              Don’t trust
            </button>
          </div>
        </>
      ) : (
        <p className="field-hint">
          Threadline cannot trust this certificate. Ask the server’s administrator to fix it.
        </p>
      )}
      {trust.isError && (
        <p role="alert" className="notice notice-error">
          {errorMessage(trust.error)}
        </p>
      )}
    </section>
  );
}
