// Why main did not accept a server's certificate, as a code both sides know, and the sentence for
// each in the catalogue. Main decides the code (electron/core/network/certificate-trust.ts); the
// sign-in screen and main's own messages say it in the window's language from the same messages.
import { defineMessages, type MessageDescriptor } from '@formatjs/intl';

export type CertificateReason =
  /** Self-signed or from a private authority: the one problem a person may trust away. */
  | 'untrusted-issuer'
  /** Trusted before with another fingerprint. */
  | 'changed'
  | 'expired'
  | 'not-yet-valid'
  | 'name-mismatch'
  | 'revoked'
  /** The stack refused it for a reason of its own. */
  | 'other'
  /** The server sent nothing that parses as a certificate. */
  | 'unreadable';

const messages = defineMessages({
  'untrusted-issuer': {
    id: 'cert.problem.untrusted_issuer',
    defaultMessage:
      'No authority this computer trusts vouches for the certificate: it is self-signed or from a private authority.',
  },
  changed: {
    id: 'cert.problem.changed',
    defaultMessage:
      'The certificate changed since you trusted it. Check the new fingerprint with the server’s administrator before trusting it.',
  },
  expired: {
    id: 'cert.problem.expired',
    defaultMessage: 'The certificate has expired. Ask the server’s administrator to renew it.',
  },
  'not-yet-valid': {
    id: 'cert.problem.not_yet_valid',
    defaultMessage:
      'The certificate is not valid yet. Check this computer’s date and time, or ask the server’s administrator.',
  },
  'name-mismatch': {
    id: 'cert.problem.name_mismatch',
    defaultMessage:
      'The certificate is for another server name. This can mean someone is intercepting the connection.',
  },
  revoked: { id: 'cert.problem.revoked', defaultMessage: 'The certificate has been revoked by its issuer.' },
  other: { id: 'cert.problem.other', defaultMessage: 'The certificate could not be checked.' },
  unreadable: {
    id: 'cert.problem.unreadable',
    defaultMessage: 'The server sent no certificate that could be read.',
  },
});

export function certificateProblemMessage(reason: CertificateReason): MessageDescriptor {
  return messages[reason];
}
