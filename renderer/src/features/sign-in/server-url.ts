// What the user types as the server address → the URL main probes. "https://" is assumed; typing a
// scheme (e.g. http:// for a server on this machine) keeps it.
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

export function normalizeServerUrl(input: string): string {
  const trimmed = input.trim();
  if (trimmed === '') return '';
  return HAS_SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`;
}
