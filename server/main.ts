// `npm run server -- [--port N] [--seed NAME] [--heartbeat-seconds S] [--queue-timeout-seconds S] [--control]
//                    [--tls] [--no-password] [--no-test-idp]` (https with a self-signed certificate;
//                    password sign-in off; no test identity provider)
// Prints exactly one JSON line on stdout once listening; everything else goes to stderr.
import { parseArgs } from 'node:util';
import { startServer } from './app';
import { buildSeed, SEED_NAMES, type SeedName } from './seed';
import { selfSignedCertificate } from './tls-certificate';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    seed: { type: 'string', default: 'demo' },
    'heartbeat-seconds': { type: 'string' },
    'queue-timeout-seconds': { type: 'string' },
    'rate-limit': { type: 'string' },
    control: { type: 'boolean', default: false },
    // https with a fresh self-signed certificate (its fingerprint is logged on stderr).
    tls: { type: 'boolean', default: false },
    'no-password': { type: 'boolean', default: false },
    'no-test-idp': { type: 'boolean', default: false },
  },
  strict: true,
});

function numberOption(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) {
    process.stderr.write(`--${name} needs a non-negative number, got "${text}"\n`);
    process.exit(2);
  }
  return value;
}

if (!(SEED_NAMES as readonly string[]).includes(values.seed)) {
  process.stderr.write(`Unknown seed "${values.seed}"; choose one of: ${SEED_NAMES.join(', ')}\n`);
  process.exit(2);
}

/** `--rate-limit 100/60` allows 100 requests per user per 60 seconds. */
function rateLimitOption(text: string | undefined) {
  if (text === undefined) return null;
  const match = /^(\d+)\/(\d+(?:\.\d+)?)$/.exec(text);
  if (!match) {
    process.stderr.write(`--rate-limit takes REQUESTS/SECONDS, e.g. 100/60\n`);
    process.exit(2);
  }
  return { requests: Number(match[1]), windowSeconds: Number(match[2]) };
}

const started = Date.now();
const server = await startServer({
  port: numberOption('port', values.port),
  // Seeded conversations end now, so a freshly started server looks alive.
  seed: buildSeed(values.seed as SeedName, { now: Math.floor(started / 1000) }),
  heartbeatSeconds: numberOption('heartbeat-seconds', values['heartbeat-seconds']) ?? null,
  queueTimeoutSeconds: numberOption('queue-timeout-seconds', values['queue-timeout-seconds']),
  rateLimit: rateLimitOption(values['rate-limit']),
  control: values.control,
  ...(values.tls ? { tls: await selfSignedCertificate() } : {}),
  emailAuth: !values['no-password'],
  testIdp: !values['no-test-idp'],
});
process.stderr.write(
  `[server] ${values.seed} realm listening on ${server.url} after ${Date.now() - started} ms` +
    `${values.control ? ' (control API on)' : ''}\n`,
);
process.stdout.write(`${JSON.stringify({ url: server.url, accounts: server.accounts })}\n`);

const shutdown = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
