// Removes anything that looks like a credential from free text bound for a diagnostics report (an
// error message, a proxy description): the report is built from fields that hold no secret, and this
// is the second line for text that came from elsewhere (a server's error, an exception). It errs on
// the side of removing: a commit hash is lost with the keys it resembles.

const REMOVED = '[removed]';

/** `Authorization: Basic …`, `Bearer …` and the like. */
const AUTH_SCHEME = /\b(basic|bearer|token|digest)\s+[A-Za-z0-9+/=._~-]{8,}/gi;
/** `api_key=…`, `"password": "…"`, `token: …` in query strings, JSON, logs and form bodies. */
const NAMED_VALUE =
  /\b(api[_-]?key|key|password|passwd|pass|token|secret|otp|authorization|auth)(["']?)(\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s"'&,;)}\]]+)/gi;
/** Credentials inside a URL: `https://user:pass@host`. */
const URL_USERINFO = /\b([a-z][a-z0-9+.-]*:\/\/)[^/\s@]+@/gi;
/** Zulip API keys are 32 letters and digits; other tokens are similar runs. */
const LONG_TOKEN = /\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{24,}\b/g;

export function scrubSecrets(text: string): string {
  return text
    .replace(URL_USERINFO, `$1${REMOVED}@`)
    .replace(AUTH_SCHEME, `$1 ${REMOVED}`)
    .replace(NAMED_VALUE, `$1$2$3${REMOVED}`)
    .replace(LONG_TOKEN, REMOVED);
}
