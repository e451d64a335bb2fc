// Server-rendered HTML (channel descriptions now, messages later) passes through DOMPurify before it
// reaches the DOM, whatever the server claims to have sanitized.
import DOMPurify from 'dompurify';

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
