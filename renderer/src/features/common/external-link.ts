// Links inside server-rendered HTML are relative to the server, not to this app, and must never
// navigate the app window: they are resolved against the realm URL and opened outside (Electron hands
// window.open to the system browser for http, https and mailto only).
const OPENABLE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The absolute URL to open for a link's href, or null when it is not safe to open. */
export function resolveExternalUrl(href: string, realmUrl: string): string | null {
  let url: URL;
  try {
    url = realmUrl ? new URL(href, realmUrl) : new URL(href);
  } catch {
    return null;
  }
  return OPENABLE_PROTOCOLS.has(url.protocol) ? url.href : null;
}
