// The sign-in screen's certificate check: when the server's certificate is not one this computer
// trusts, main says what it saw (shared/desktop.ts ServerCertificate) and this shows it — the SHA-256
// fingerprint to compare with what the server's administrator gave, subject, issuer and validity —
// with "Trust" for this server (host and port) only, or "Don't trust". A certificate that cannot be
// trusted (expired, for another name) is shown with the reason and no way to trust it. Main says the
// reason as a code; the sentence and the dates are in the window's language.
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { certificateProblemMessage } from '../../../../shared/certificate-problems';
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

/** Shown for a name the certificate leaves empty. */
const NONE = '—';

export function CertificateCheck({ url, certificate, onTrusted, onRefused }: CertificateCheckProps) {
  const intl = useIntl();
  const formatDate = (epochMs: number) =>
    intl.formatDate(epochMs, { dateStyle: 'medium', timeStyle: 'short' });
  const headingId = useId();
  const server = `${certificate.host}:${certificate.port}`;
  const trust = useMutation({
    mutationFn: () => callIpc('server.trustCertificate', { url, fingerprint: certificate.fingerprint }),
    onSuccess: onTrusted,
  });

  return (
    <section className="certificate-check" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage
          id="cert.check.heading"
          defaultMessage="Check the certificate of {server}"
          values={{ server }}
        />
      </h2>
      <p>{intl.formatMessage(certificateProblemMessage(certificate.reason))}</p>
      <dl>
        <dt>
          <FormattedMessage id="cert.check.fingerprint" defaultMessage="SHA-256 fingerprint" />
        </dt>
        <dd>
          <code className="fingerprint">{certificate.fingerprint}</code>
        </dd>
        <dt>
          <FormattedMessage id="cert.check.issued_to" defaultMessage="Issued to" />
        </dt>
        <dd>{certificate.subject || NONE}</dd>
        <dt>
          <FormattedMessage id="cert.check.issued_by" defaultMessage="Issued by" />
        </dt>
        <dd>{certificate.issuer || NONE}</dd>
        <dt>
          <FormattedMessage id="cert.check.valid" defaultMessage="Valid" />
        </dt>
        <dd>
          <FormattedMessage
            id="cert.check.valid_range"
            defaultMessage="from {from} to {to}"
            values={{ from: formatDate(certificate.validFrom), to: formatDate(certificate.validTo) }}
          />
        </dd>
      </dl>
      {certificate.trustable ? (
        <>
          <p className="field-hint">
            <FormattedMessage
              id="cert.check.trust_hint"
              defaultMessage="Trust it only if the fingerprint is the one your server’s administrator gave you. Threadline then accepts exactly this certificate, for {server} only."
              values={{ server }}
            />
          </p>
          <div className="certificate-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={trust.isPending}
              onClick={() => trust.mutate()}
            >
              <FormattedMessage id="cert.check.trust" defaultMessage="Trust this certificate" />
            </button>
            <button type="button" className="button" onClick={onRefused}>
              <FormattedMessage id="cert.check.dont_trust" defaultMessage="Don’t trust" />
            </button>
          </div>
        </>
      ) : (
        <p className="field-hint">
          <FormattedMessage
            id="cert.check.cannot_trust"
            defaultMessage="Threadline cannot trust this certificate. Ask the server’s administrator to fix it."
          />
        </p>
      )}
      {trust.isError && (
        <p role="alert" className="notice notice-error">
          {errorMessage(trust.error, intl)}
        </p>
      )}
    </section>
  );
}
