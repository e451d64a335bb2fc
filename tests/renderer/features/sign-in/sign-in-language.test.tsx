// The sign-in screen's steps speak the window's language: rendered inside react-intl's provider with
// the real German and Spanish catalogues, as the LanguageProvider gives them before any account (the
// system's language). The certificate's reason comes from main as a code and is said here.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CertificateCheck } from '../../../../renderer/src/features/sign-in/certificate-check';
import { CredentialsForm } from '../../../../renderer/src/features/sign-in/credentials-form';
import { ServerForm } from '../../../../renderer/src/features/sign-in/server-step';
import type { ServerCertificate } from '../../../../shared/desktop';
import type { ServerProbe } from '../../../../shared/ipc';
import { renderMarkup } from '../../../support/intl';

function render(locale: 'en' | 'de' | 'es', node: ReactNode): string {
  return renderMarkup(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>, locale);
}

const certificate: ServerCertificate = {
  host: 'chat.example',
  port: 8443,
  fingerprint: 'AB:'.repeat(31) + 'AB',
  subject: 'CN=chat.example',
  issuer: 'CN=Example CA',
  validFrom: Date.UTC(2026, 0, 5, 12, 0),
  validTo: Date.UTC(2027, 0, 5, 12, 0),
  trustable: true,
  reason: 'untrusted-issuer',
};

const server: ServerProbe = {
  realmUrl: 'https://chat.example',
  realmName: 'Example',
  zulipVersion: '11.0',
  featureLevel: 400,
  passwordAuth: true,
  usernameIsEmail: true,
  externalMethods: [],
};

const noop = () => undefined;

describe('sign-in screen in the window’s language', () => {
  it('asks for the server in German', () => {
    const html = render('de', <ServerForm onProbed={noop} onError={noop} />);
    expect(html).toContain('Server-URL');
    expect(html).toContain('https:// wird angenommen, wenn Sie kein anderes Schema eingeben.');
    expect(html).toContain('>Weiter</button>');
  });

  it('shows a certificate to check in German, its reason and dates included', () => {
    const html = render(
      'de',
      <CertificateCheck
        url="https://chat.example:8443"
        certificate={certificate}
        onTrusted={noop}
        onRefused={noop}
      />,
    );
    expect(html).toContain('Prüfen Sie das Zertifikat von chat.example:8443');
    expect(html).toContain(
      'Keine Zertifizierungsstelle, der dieser Computer vertraut, bürgt für das Zertifikat',
    );
    expect(html).toContain('Diesem Zertifikat vertrauen');
    expect(html).toMatch(/vom 05\.01\.2026, \d\d:\d\d bis 05\.01\.2027, \d\d:\d\d/);
  });

  it('says an expired certificate cannot be trusted, in Spanish', () => {
    const html = render(
      'es',
      <CertificateCheck
        url="https://chat.example:8443"
        certificate={{ ...certificate, trustable: false, reason: 'expired' }}
        onTrusted={noop}
        onRefused={noop}
      />,
    );
    expect(html).toContain('El certificado ha caducado. Pide al administrador del servidor que lo renueve.');
    expect(html).toContain('Threadline no puede confiar en este certificado.');
    expect(html).not.toContain('Confiar en este certificado</button>');
  });

  it('labels the credentials by the way of signing in, and keeps the English names e2e selects by', () => {
    expect(render('es', <CredentialsForm server={server} onError={noop} onSignedIn={noop} />)).toMatch(
      /Correo electrónico.*Contraseña.*Iniciar sesión.*Usar una clave de API/,
    );
    expect(render('en', <CredentialsForm server={server} onError={noop} onSignedIn={noop} />)).toMatch(
      /Email.*Password.*Sign in.*Use an API key instead/,
    );
  });
});
