// GET /server_settings without credentials: checks that the address is a Zulip-compatible server and
// learns what the sign-in screen shows. Failures are described in terms of the address the person typed.
import { defineMessages } from '@formatjs/intl';
import { getServerSettings, type ServerSettings } from '../../../shared/api/auth';
import { certificateProblemMessage } from '../../../shared/certificate-problems';
import type { ServerProbe } from '../../../shared/ipc';
import { createApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { externalMethodsOf } from './external-methods';
import { IpcFailure, userFailure } from './ipc-failure';
import { normalizeServerUrl } from './server-url';
import { phrase } from '../../../shared/i18n/phrase';

const messages = defineMessages({
  notCompatible: {
    id: 'signin.probe.not_compatible',
    defaultMessage: '{realmUrl} does not look like a Zulip-compatible server',
  },
  unreachable: {
    id: 'signin.probe.unreachable',
    defaultMessage: 'Could not reach {host}. Check the address and your network connection ({detail}).',
  },
  untrusted: {
    id: 'signin.probe.certificate_untrusted',
    defaultMessage: "{host}'s certificate is not trusted. {problem}",
  },
  tlsFailed: {
    id: 'signin.probe.tls_failed',
    defaultMessage:
      "The server's certificate is not trusted ({code}). If the address is right, ask the server's administrator to fix its certificate.",
  },
  timeout: {
    id: 'signin.probe.timeout',
    defaultMessage:
      '{seconds, plural, one {{host} did not answer within # second. Try again later.} other {{host} did not answer within # seconds. Try again later.}}',
  },
  busy: {
    id: 'signin.probe.busy',
    defaultMessage: '{host} answered with an error (HTTP {status}). Try again later.',
  },
});

export const PROBE_TIMEOUT_MS = 15_000;

export interface ProbeOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export async function probeServer(input: string, options: ProbeOptions = {}): Promise<ServerProbe> {
  const realmUrl = normalizeServerUrl(input);
  const client = createApiClient({
    realmUrl,
    timeoutMs: options.timeoutMs ?? PROBE_TIMEOUT_MS,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  let settings: ServerSettings;
  try {
    settings = await client.call(getServerSettings, {});
  } catch (err) {
    throw describeProbeFailure(err, realmUrl);
  }
  return toServerProbe(settings, realmUrl);
}

/**
 * The realm URL stays the one the person typed, not the server's `realm_url`: credentials go only to
 * the address they chose, even if a server claims to live elsewhere.
 */
export function toServerProbe(settings: ServerSettings, realmUrl: string): ServerProbe {
  const icon = resolveHttpUrl(settings.realm_icon, realmUrl);
  return {
    realmUrl,
    realmName: settings.realm_name || new URL(realmUrl).host,
    ...(icon === undefined ? {} : { realmIconUrl: icon }),
    zulipVersion: settings.zulip_version,
    featureLevel: settings.zulip_feature_level,
    passwordAuth: passwordAuthOf(settings),
    usernameIsEmail: settings.require_email_format_usernames ?? true,
    externalMethods: externalMethodsOf(settings, realmUrl),
  };
}

/**
 * Whether the password form applies: `email_auth_enabled`, or LDAP, which signs in with a password
 * too (zulip-flutter settled on the same pair); servers older than `email_auth_enabled` say it in
 * the deprecated `authentication_methods.password`.
 */
function passwordAuthOf(settings: ServerSettings): boolean {
  const methods = settings.authentication_methods;
  if (settings.email_auth_enabled === undefined) return methods?.password ?? false;
  return settings.email_auth_enabled || methods?.ldap === true;
}

/** The failure of looking `realmUrl` up, in terms of the address the person typed. */
export function describeProbeFailure(err: unknown, realmUrl: string): unknown {
  if (!(err instanceof ApiError)) return err;
  const host = new URL(realmUrl).host;
  const notCompatible = () => phrase(messages.notCompatible, { realmUrl });
  const { detail } = err;
  switch (detail.kind) {
    case 'network':
      return userFailure('network', phrase(messages.unreachable, { host, detail: detail.description }));
    case 'tls':
      if (detail.certificate) {
        // The sign-in screen shows the certificate and, when it may, offers to trust it.
        const { certificate } = detail;
        const problem = phrase(certificateProblemMessage(certificate.reason));
        return userFailure('tls', phrase(messages.untrusted, { host, problem }), { certificate });
      }
      return userFailure('tls', phrase(messages.tlsFailed, { code: detail.causeCode }));
    case 'timeout':
      return userFailure(
        'timeout',
        phrase(messages.timeout, { host, seconds: Math.round(detail.timeoutMs / 1000) }),
      );
    case 'malformed':
      return userFailure('malformed', notCompatible());
    case 'http': {
      const base = { code: detail.code, status: detail.status };
      // The server's own words (it translates them), after the address it answered for.
      if (detail.status >= 300 && detail.status < 400)
        return new IpcFailure({ ...base, kind: 'http', message: `${realmUrl}: ${detail.msg}` });
      if (detail.status === 429 || detail.status >= 500)
        return userFailure('http', phrase(messages.busy, { host, status: detail.status }), base);
      return userFailure('http', notCompatible(), base);
    }
    case 'aborted':
      return err;
  }
}

function resolveHttpUrl(value: string | undefined, base: string): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, `${base}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
