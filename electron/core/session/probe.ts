// GET /server_settings without credentials: checks that the address is a Zulip-compatible server and
// learns what the sign-in screen shows. Failures are described in terms of the address the person typed.
import { getServerSettings, type ServerSettings } from '../../../shared/api/auth';
import type { IpcError, ServerProbe } from '../../../shared/ipc';
import { createApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { externalMethodsOf } from './external-methods';
import { IpcFailure } from './ipc-failure';
import { normalizeServerUrl } from './server-url';
import { toIpcError } from './to-ipc-error';

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
    throw new IpcFailure(describeProbeFailure(err, realmUrl));
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

export function describeProbeFailure(err: unknown, realmUrl: string): IpcError {
  if (!(err instanceof ApiError)) return toIpcError(err);
  const host = new URL(realmUrl).host;
  const notCompatible = `${realmUrl} does not look like a Zulip-compatible server`;
  const { detail } = err;
  switch (detail.kind) {
    case 'network':
      return {
        kind: 'network',
        message: `Could not reach ${host}. Check the address and your network connection (${detail.description}).`,
      };
    case 'tls':
      if (detail.certificate) {
        // The sign-in screen shows the certificate and, when it may, offers to trust it.
        return {
          kind: 'tls',
          message: `${host}'s certificate is not trusted. ${detail.certificate.problem}`,
          certificate: detail.certificate,
        };
      }
      return {
        kind: 'tls',
        message: `The server's certificate is not trusted (${detail.causeCode}). If the address is right, ask the server's administrator to fix its certificate.`,
      };
    case 'timeout':
      return {
        kind: 'timeout',
        message: `${host} did not answer within ${Math.round(detail.timeoutMs / 1000)} seconds. Try again later.`,
      };
    case 'malformed':
      return { kind: 'malformed', message: notCompatible };
    case 'http': {
      const base = { kind: 'http' as const, code: detail.code, status: detail.status };
      if (detail.status >= 300 && detail.status < 400)
        return { ...base, message: `${realmUrl}: ${detail.msg}` };
      if (detail.status === 429 || detail.status >= 500) {
        return {
          ...base,
          message: `${host} answered with an error (HTTP ${detail.status}). Try again later.`,
        };
      }
      return { ...base, message: notCompatible };
    }
    case 'aborted':
      return toIpcError(err);
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
