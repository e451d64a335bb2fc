// A self-signed certificate for running the reference server over https (tests of certificate trust,
// `npm run server -- --tls`): an EC key, SHA-256, valid for a year from now, naming 127.0.0.1 and
// localhost, so the only thing a client can object to is that nobody vouches for it.
import { generate } from 'selfsigned';

export interface TlsCertificate {
  /** PEM. */
  key: string;
  cert: string;
}

export async function selfSignedCertificate(
  commonName = 'Threadline reference server',
): Promise<TlsCertificate> {
  const pems = await generate([{ name: 'commonName', value: commonName }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}
