// Server-rendered HTML (messages, channel descriptions, profile fields) passes through DOMPurify
// before it reaches the DOM, whatever the server claims to have sanitized. On top of DOMPurify's
// HTML profile (no script, no event handlers, no SVG or MathML): no styles of any kind, no forms or
// embedded documents, no ids or names (they could collide with the app's own), and no URL but
// http(s), mailto and server-relative ones; data: URLs are refused even for images.
import DOMPurify from 'dompurify';
import { drawUnicodeEmoji } from './unicode-emoji';

const FORBID_TAGS = [
  'style',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'template',
  'svg',
  'math',
  'dialog',
];
const FORBID_ATTR = ['style', 'id', 'name', 'form', 'formaction', 'srcset', 'ping', 'autofocus', 'tabindex'];

/**
 * The data attributes of Zulip's rendered HTML that the client reads: mention ids (a click opens
 * that person or group, features/message-links), channel-link ids and a code block's language.
 */
const RENDERED_DATA_ATTR = ['data-user-id', 'data-user-group-id', 'data-stream-id', 'data-code-language'];

/** Absolute http(s)/mailto, or relative to the server (no scheme at all). */
const SAFE_URL = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const URL_ATTRIBUTES = ['href', 'src', 'action', 'poster', 'cite', 'xlink:href', 'background'];

/** Browsers ignore control characters and spaces when reading a URL's scheme; so does the check. */
function withoutBlanks(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code > 0x20 && (code < 0x7f || code > 0xa0)) out += char;
  }
  return out;
}

export interface SanitizeOptions {
  /** Where an <img> may load its source from (main's media route); '' drops the image. */
  imageUrl?: (src: string) => string;
}

function tidy(fragment: DocumentFragment, options: SanitizeOptions): void {
  for (const element of fragment.querySelectorAll('*')) {
    for (const name of URL_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      const compact = withoutBlanks(value);
      if (!SAFE_URL.test(compact)) element.removeAttribute(name);
    }
    if (element.tagName === 'A' || element.tagName === 'AREA') {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    }
    if (element.tagName === 'IMG') {
      const src = element.getAttribute('src');
      const loadable = src === null || options.imageUrl === undefined ? '' : options.imageUrl(src);
      if (loadable) element.setAttribute('src', loadable);
      else element.removeAttribute('src');
      element.setAttribute('loading', 'lazy');
      element.setAttribute('referrerpolicy', 'no-referrer');
    }
  }
}

export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  const fragment = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOWED_URI_REGEXP: SAFE_URL,
    ALLOW_DATA_ATTR: false,
    ADD_ATTR: RENDERED_DATA_ATTR,
    SANITIZE_NAMED_PROPS: true,
    RETURN_DOM_FRAGMENT: true,
  });
  tidy(fragment, options);
  drawUnicodeEmoji(fragment);
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
